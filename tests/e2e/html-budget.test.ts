/**
 * Byte budgets of the server's first answer (issue 35), beside the JavaScript budgets in ssr.test.ts:
 * the HTML of Home and of a car page, the CSS inlined in its head, and the answers embedded for
 * hydration. Bytes as the server writes them (before compression), not timings: the same build gives
 * the same figures on any machine. Only the first screen's CSS is inline; the whole stylesheets are
 * linked at the end of <body> as one bundle, and each is precached by the service worker
 * (server/plugins/critical-css.ts, page-styles.ts). Each budget is the figure of 27 Nov 2026 with room for the content
 * a page gains (a section, a note), so a page that doubles its CSS or embeds a catalogue it does not
 * draw fails here first. Figures and what they were before: docs/performance.md.
 */
import { describe, expect, it } from 'vitest';
import { raw } from './server-page';

interface Budget { html: number; inlineCss: number; embedded: number }

const BUDGETS: Record<string, Budget> = {
  // 27 Nov 2026: 129.8 KB of HTML, 34.4 KB of inline CSS (all the route's), 25.9 KB embedded.
  // With the first screen's CSS only: 112.2 KB, 16.9 KB inline.
  '/': { html: 118_000, inlineCss: 18_500, embedded: 30_000 },
  // 27 Nov 2026: 92.6 KB, 37.6 KB, 13.2 KB (before: 106.5 KB and 27.8 KB embedded, the whole catalogue for a closed menu).
  // After the deal work (partners side by side, stock note, accessories): 115.2 KB, 43.9 KB, 21.2 KB.
  // With the first screen's CSS only: 83.5 KB, 12.9 KB inline.
  '/avanza': { html: 90_000, inlineCss: 14_500, embedded: 22_300 },
};

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The parts of a server page the budgets count. */
function measure(html: string) {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const embedded = html.match(/<script type="application\/json" id="prerendered-data">([\s\S]*?)<\/script>/)?.[1] ?? '';
  return { html: bytes(html), inlineCss: styles.reduce((sum, css) => sum + bytes(css), 0), embedded: bytes(embedded), keys: (JSON.parse(embedded || '{"rows":[]}') as { rows: Array<{ key: string }> }).rows.map((row) => row.key) };
}

describe('bytes of the server\'s first answer', () => {
  for (const [route, budget] of Object.entries(BUDGETS)) {
    it(`${route}: HTML, inline CSS and embedded answers within budget`, async () => {
      const { status, html } = await raw(route);
      expect(status).toBe(200);
      const figures = measure(html);
      // A page with nothing inlined or embedded would pass any budget: these are real server pages.
      expect(figures.inlineCss).toBeGreaterThan(0);
      expect(figures.embedded).toBeGreaterThan(0);
      expect({ html: figures.html, inlineCss: figures.inlineCss, embedded: figures.embedded }).toEqual({
        html: Math.min(figures.html, budget.html), inlineCss: Math.min(figures.inlineCss, budget.inlineCss), embedded: Math.min(figures.embedded, budget.embedded),
      });
    });
  }

  it('embeds only what the page draws: the VEHICLES menu\'s catalogue only where the page shows it (Home\'s categories)', async () => {
    const [home, car] = await Promise.all([raw('/'), raw('/avanza')]);
    expect(measure(home.html).keys).toContain('vehicles');
    expect(measure(car.html).keys).not.toContain('vehicles');
    expect(measure(car.html).keys).toContain('cardetail:avanza');
  });

  it('links the stylesheets not inlined whole as one bundle at the end of <body>, each file marked in and precached by the service worker', async () => {
    const [home, car, worker] = await Promise.all([raw('/'), raw('/avanza'), raw('/sw.js')]);
    for (const { html } of [home, car]) {
      const [head, body] = html.split('</head>');
      const links = [...body.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"( disabled)?>/g)];
      // One request for all of them (server/plugins/page-styles.ts); each file is marked in (a disabled link, never fetched).
      const bundles = links.filter((m) => !m[2]).map((m) => m[1]);
      const marked = links.filter((m) => m[2]).map((m) => m[1]);
      expect(bundles).toHaveLength(1);
      expect(bundles[0]).toMatch(/^assets\/styles-[A-Za-z0-9]{16}\.css$/);
      const critical = [...head.matchAll(/<style data-critical="\/([^"]+\.css)">/g)].map((m) => m[1]);
      expect(marked.length).toBeGreaterThan(1);
      // A stylesheet cut down in the head is whole in the bundle, after the content (it does not hold the first paint).
      for (const file of critical) expect(marked).toContain(file);
      expect(body.indexOf(`/${bundles[0]}"`)).toBeGreaterThan(body.indexOf('id="prerendered-data"'));
      // The bundle is every marked file whole (those inlined whole in the head too), the linked ones in their order.
      const inHead = [...head.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)" disabled>/g)].map((m) => m[1]);
      const [bundle, ...texts] = await Promise.all([bundles[0], ...marked, ...inHead].map(async (file) => (await raw(`/${file}`)).html));
      expect(bundle.length).toBe(texts.reduce((sum, text) => sum + text.length + 1, 0));
      const at = texts.map((text) => bundle.indexOf(`${text}\n`));
      for (const index of at) expect(index).toBeGreaterThanOrEqual(0);
      const linkedAt = at.slice(0, marked.length);
      expect(linkedAt).toEqual([...linkedAt].sort((a, b) => a - b));
      // Each file is precached: a client-side navigation's chunk loader finds them offline too.
      for (const file of [...marked, ...inHead]) expect(worker.html).toContain(`"url":"${file}"`);
      expect(worker.html).not.toContain(bundles[0]);
    }
  });
});
