/**
 * Dexie as the page and the service worker use it (the one place it is imported from). Dexie turns
 * its debug mode on by itself when the site is served from localhost or 127.0.0.1 (a kiosk, a local
 * server): a console task with a captured stack for every transaction and promise callback, which
 * costs a phone more than the reads themselves. A production build never runs in it.
 */
import Dexie from 'dexie';

if (import.meta.env.PROD) Dexie.debug = false;

export { Dexie };
export { liveQuery, type Table } from 'dexie';
