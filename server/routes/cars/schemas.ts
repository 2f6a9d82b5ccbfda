/** Request schemas shared by the "Cars and choices" endpoints (validation and OpenAPI from one place). */
import { TRANSMISSIONS } from '../../../domain/constants';
import { body, intId, seoString } from '../../http/schema';

/** OpenAPI tag of the POST endpoints. */
export const TAG = 'Cars and choices';
/** Tag of the GET reads, shared with the other content reads. */
export const READ_TAG = 'content';

/** AT or MT, nothing else. */
export const transmission = { type: 'string', enum: [...TRANSMISSIONS], description: 'AT or MT' };
/** A build year. */
export const year = { type: 'integer', minimum: 1900, maximum: 2100 };

/** Schema of a POST route of this group: tag, summary, body. */
export function postSchema(summary: string, properties: Record<string, unknown>, required?: string[]) {
  return { tags: [TAG], summary, body: body(properties, required) };
}

/** Schema of a GET read: tag and summary (no input). */
export const getSchema = (summary: string) => ({ tags: [READ_TAG], summary });

/** Body `{seo}` of the car-detail reads. */
export const bySeo = (summary: string) => postSchema(summary, { seo: seoString });
/** A model seo (1-200 characters). */
export { intId, seoString };
