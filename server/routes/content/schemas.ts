/** Request schemas shared by the content routes. */
import { seoString } from '../../http/schema';

/** `:id` path parameter holding a seo slug. */
export const seoParams = { type: 'object', properties: { id: seoString }, required: ['id'] } as const;

/** POST body `{seo}` of the dealer-profile calls. */
export const seoBody = { type: 'object', properties: { seo: seoString }, required: ['seo'] } as const;

/** Kemendagri province code ('33') and city code ('33.74'). */
export const provinceCode = { type: 'string', pattern: '^[0-9]{2}$', maxLength: 2 } as const;
export const cityCode = { type: 'string', pattern: '^[0-9]{2}\\.[0-9]{2}$', maxLength: 5 } as const;
