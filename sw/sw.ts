/// <reference lib="webworker" />
/**
 * The service worker: app shell and every route's code precached, demo media (and their WebP
 * renditions) cached at runtime, navigations answered by the shell when offline, old caches
 * cleaned, updates on the user's word, and the outbox replayed on background sync.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { OUTBOX_SYNC_TAG } from '../domain/outbox';
import { CATALOGUE_DOWNLOAD_PARAM, CATALOGUE_MEDIA_CACHE } from '../domain/api/offline-catalogue';
import { parseRenditionUrl } from '../domain/media';
import { replayOutbox } from './outbox-replay';
import { PUSH_ICON, type PushPayload } from '../domain/notifications';
import { openRecord, sameOriginPath } from './notification-click';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app navigation gets the shell; the API, media and the docs are never the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), {
  denylist: [/^\/api\//, /^\/booking-api\//, /^\/media\//],
}));

const mediaSeen = new CacheFirst({
  cacheName: 'media-v1',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});
/** The saved offline catalogue's copy of a '/media/' path, if any. */
const savedCopy = (pathname: string) => caches.open(CATALOGUE_MEDIA_CACHE).then((cache) => cache.match(pathname)).catch(() => undefined);

// Media: the saved offline catalogue first (/offline, never expired), then what was seen; the download's own requests go to the network.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  async (options) => {
    if (options.url.searchParams.has(CATALOGUE_DOWNLOAD_PARAM)) return fetch(options.request);
    const saved = await savedCopy(options.url.pathname);
    if (saved) return saved;
    // A WebP rendition of a demo render (/media/r/<w>/<path>.webp, domain/media.ts): the saved catalogue
    // holds the original SVGs, so when neither cache has the rendition and the network fails (offline) or
    // refuses it, the original '/media/<path>.svg' from the saved catalogue or the runtime cache answers
    // (an <img> shows an SVG body whatever URL it asked for).
    const rendition = parseRenditionUrl(options.url.pathname);
    if (!rendition) return mediaSeen.handle(options);
    const response = await mediaSeen.handle(options).catch(() => undefined);
    if (response?.ok) return response;
    const original = (await savedCopy(rendition.svg)) ?? (await caches.match(rendition.svg, { cacheName: 'media-v1' }).catch(() => undefined));
    return original ?? response ?? Response.error();
  },
);

// The back office's code is not precached (visitors never need it); once a staff member opened it, a tablet keeps it offline.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/staff-') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'staff-code-v1',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Whether a page is on screen: it drains the outbox itself (src/app/pwa/outbox-sync.ts), so the worker stays out of its way. */
async function pageOnScreen(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((w) => w.visibilityState === 'visible');
}

interface SyncEvent extends ExtendableEvent { tag: string }
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(pageOnScreen().then((onScreen) => (onScreen ? undefined : replayOutbox())));
}) as EventListener);

// Push (issue 31.2): the server's message (domain/notifications PushPayload) is shown as a notification;
// a click focuses a window of the site on the record, or opens one when the app was closed.
self.addEventListener('push', (event) => {
  let payload: Partial<PushPayload>;
  try {
    payload = (event.data?.json() ?? {}) as Partial<PushPayload>;
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  const url = sameOriginPath(payload.data?.url, self.location.origin);
  event.waitUntil(self.registration.showNotification(payload.title || 'Merapi Toyota', {
    body: payload.body ?? '', icon: payload.icon || PUSH_ICON, badge: PUSH_ICON, tag: payload.tag, data: { url },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const origin = self.location.origin;
  event.waitUntil(openRecord(self.clients, origin, sameOriginPath((event.notification.data as { url?: unknown } | null)?.url, origin)));
});
