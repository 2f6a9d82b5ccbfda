/** The endpoint map lives in domain/api/endpoints.ts (page, service worker and server share it); re-exported for the page. */
export type { CarVideo } from '../../domain/api/endpoints';
