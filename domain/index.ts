export * from './constants';
export * from './money';
export * from './credit';
export * from './brand';
export type * from './api';
