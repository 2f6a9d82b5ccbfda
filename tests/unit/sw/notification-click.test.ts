/**
 * The notification click's decision (sw/notification-click.ts, the code sw/sw.ts runs): focus the
 * window on the record, take a window of the site there, or open a new window when the app was
 * closed. The last path needs `clients.openWindow`, which Chromium allows only inside a click it
 * dispatched itself from a real notification; automation cannot click one (docs/notifications.md),
 * so the browser test drives the other paths and this test the decision with fake clients.
 */
import { describe, expect, it } from 'vitest';
import { openRecord, sameOriginPath, type ClickClients, type ClickWindow } from '../../../sw/notification-click';

const ORIGIN = 'https://merapi.example';

/** Fake clients recording what the handler asked of them. */
function clientsWith(urls: string[], { navigable = true } = {}) {
  const calls: string[] = [];
  const windowAt = (url: string): ClickWindow => ({
    url,
    focus: async () => { calls.push(`focus ${url}`); },
    navigate: async (to) => {
      calls.push(`navigate ${url} -> ${to}`);
      if (!navigable) throw new TypeError('This service worker is not the client\'s active service worker.');
      return windowAt(to);
    },
  });
  const clients: ClickClients = {
    matchAll: async (options) => {
      calls.push(`matchAll ${options.type} ${options.includeUncontrolled}`);
      return urls.map(windowAt);
    },
    openWindow: async (url) => { calls.push(`open ${url}`); return null; },
  };
  return { clients, calls };
}

describe('a click on a push notification', () => {
  it('focuses a window already on the record', async () => {
    const { clients, calls } = clientsWith([`${ORIGIN}/`, `${ORIGIN}/testdrive/detail/7`]);
    expect(await openRecord(clients, ORIGIN, '/testdrive/detail/7')).toBe('focused');
    expect(calls).toEqual(['matchAll window true', `focus ${ORIGIN}/testdrive/detail/7`]);
  });

  it('takes an open window of the site to the record, and focuses it', async () => {
    const { clients, calls } = clientsWith([`${ORIGIN}/dashboard-member?tab=2`]);
    expect(await openRecord(clients, ORIGIN, '/testdrive/detail/7')).toBe('navigated');
    expect(calls.slice(1)).toEqual([`navigate ${ORIGIN}/dashboard-member?tab=2 -> ${ORIGIN}/testdrive/detail/7`, `focus ${ORIGIN}/testdrive/detail/7`]);
  });

  it('opens a new window on the record when the app was closed', async () => {
    const { clients, calls } = clientsWith([]);
    expect(await openRecord(clients, ORIGIN, '/staff/queue/testdrive/12')).toBe('opened');
    expect(calls).toEqual(['matchAll window true', `open ${ORIGIN}/staff/queue/testdrive/12`]);
  });

  it('opens a new window when the open one cannot be taken there (not controlled by this worker)', async () => {
    const { clients, calls } = clientsWith([`${ORIGIN}/`], { navigable: false });
    expect(await openRecord(clients, ORIGIN, '/inbox')).toBe('opened');
    expect(calls.at(-1)).toBe(`open ${ORIGIN}/inbox`);
  });

  it('opens only paths of this site', () => {
    expect(sameOriginPath('/testdrive/detail/7?x=1#top', ORIGIN)).toBe('/testdrive/detail/7?x=1#top');
    expect(sameOriginPath(`${ORIGIN}/inbox`, ORIGIN)).toBe('/inbox');
    expect(sameOriginPath('https://evil.example/phish', ORIGIN)).toBe('/');
    expect(sameOriginPath('//evil.example/phish', ORIGIN)).toBe('/');
    expect(sameOriginPath('javascript:alert(1)', ORIGIN)).toBe('/');
    expect(sameOriginPath(undefined, ORIGIN)).toBe('/');
    expect(sameOriginPath(42, ORIGIN)).toBe('/');
  });
});
