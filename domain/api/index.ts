/**
 * Response shapes of the API contract (spec section 7). The server answers in these shapes and
 * the page reads them; field names stay as the spec spells them.
 */

export type * from './envelope';
export type * from './catalogue';
export type * from './content';
export type * from './members';
export type * from './orders';
export type * from './staff';
export type * from './content-admin';
export type * from './offline-catalogue';
export type * from './endpoints';
export type * from './garage';
