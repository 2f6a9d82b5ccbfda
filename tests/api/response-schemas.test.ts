/**
 * Every route documents its answer: /api/docs lists a 2xx response schema for each operation (the
 * one Fastify serialises with), and the only routes left out of the docs are the static files,
 * the media, the docs themselves, the health check, sitemap.xml and robots.txt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

/** Routes kept out of the docs on purpose: media files (their wildcard prints as a bare '*'), the docs, health, and the crawlers' sitemap.xml and robots.txt (not API). */
const UNDOCUMENTED = [/^\/media\//, /^\*$/, /^\/api\/docs(\/|$)/, /^\/api\/health$/, /^\/sitemap\.xml$/, /^\/robots\.txt$/];

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Spec = { paths: Record<string, Record<string, Operation>> };

/** Every registered route as 'GET /api/slider', from printRoutes' tree (a child's path continues its parent's; HEAD twins left out). */
function registeredRoutes(t: TestApp): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[└├]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

/** The docs' operations as 'GET /api/newsdetail/:id'. */
function documented(spec: Spec): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) operations.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation);
  }
  return operations;
}

describe('response schemas', () => {
  it('documents a 2xx answer schema for every operation in /api/docs', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const operations = documented(res.json() as Spec);
    expect(operations.size).toBeGreaterThan(80);
    const missing = [...operations].filter(([, op]) => !Object.entries(op.responses ?? {}).some(([status, answer]) =>
      /^2/.test(status) && Object.values(answer.content ?? {}).some((media) => media.schema !== undefined)));
    expect(missing.map(([route]) => route)).toEqual([]);
  });

  it('documents the shared failure envelope (4xx) beside each answer', async () => {
    const operations = documented((await t.get('/api/docs/json')).json() as Spec);
    const without = [...operations].filter(([, op]) => !op.responses?.['4XX'] && !op.responses?.['4xx']).map(([route]) => route);
    expect(without).toEqual([]);
  });

  it('leaves no registered route out of the docs but the static files, media, docs and health', async () => {
    const operations = documented((await t.get('/api/docs/json')).json() as Spec);
    const routes = registeredRoutes(t);
    expect(routes).toContain('GET /api/slider');
    expect(routes).toContain('POST /booking-api/bookingonlinenet.php');
    const hidden = routes.filter((route) => !operations.has(route) && !UNDOCUMENTED.some((pattern) => pattern.test(route.split(' ')[1])));
    expect(hidden).toEqual([]);
  });

  it('answers the (undocumented) health check through its schema too', async () => {
    const res = await t.get('/api/health');
    expect(res.json()).toEqual({ status: 200, message: 'ok', data: { database: expect.any(String), blobs: expect.any(String) } });
  });
});
