/** Request schemas shared by the "Cars and choices" endpoints (validation and OpenAPI from one place). */
import { TRANSMISSIONS } from '../../../domain/constants';
import { body, intId, seoString } from '../../http/schema';

export const TAG = 'Cars and choices';

export const transmission = { type: 'string', enum: [...TRANSMISSIONS], description: 'AT or MT' };
/** A region code in the Ministry of Home Affairs' dotted form ('33', '33.74'). */
export const regionCode = { type: 'string', pattern: '^\\s*\\d{2}(\\.\\d{2})?\\s*$' };
export const year = { type: 'integer', minimum: 1900, maximum: 2100 };

/** Schema of a POST route of this group: tag, summary, body. */
export function postSchema(summary: string, properties: Record<string, unknown>, required?: string[]) {
  return { tags: [TAG], summary, body: body(properties, required) };
}

/** Body `{seo}` of the car-detail reads. */
export const bySeo = (summary: string) => postSchema(summary, { seo: seoString });
export { intId, seoString };
