/**
 * Byte budgets of the server's first answer (issue 35), beside the JavaScript budgets in ssr.test.ts:
 * the HTML of Home and of a car page, the CSS inlined in its head, and the answers embedded for
 * hydration. Bytes as the server writes them (before compression), not timings: the same build gives
 * the same figures on any machine. Only the first screen's CSS is inline; the whole stylesheets are
 * linked at the end of <body> and precached by the service worker (server/plugins/critical-css.ts). Each budget is the figure of 27 Nov 2026 with room for the content
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

  it('links every stylesheet not inlined whole at the end of <body>, and the service worker precaches each', async () => {
    const [home, car, worker] = await Promise.all([raw('/'), raw('/avanza'), raw('/sw.js')]);
    for (const { html } of [home, car]) {
      const [head, body] = html.split('</head>');
      const linked = [...body.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)">/g)].map((m) => m[1]);
      const critical = [...head.matchAll(/<style data-critical="\/([^"]+\.css)">/g)].map((m) => m[1]);
      expect(linked.length).toBeGreaterThan(0);
      // A stylesheet cut down in the head is whole in the body, after the content (it does not hold the first paint).
      for (const file of critical) expect(linked).toContain(file);
      expect(body.lastIndexOf('<link rel="stylesheet"')).toBeGreaterThan(body.indexOf('id="prerendered-data"'));
      for (const file of linked) expect(worker.html).toContain(`"url":"${file}"`);
    }
  });
});
