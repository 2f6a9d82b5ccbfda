/**
 * Watches every answer of a test app: what the route handed Fastify (as plain JSON) must equal what
 * the response schema serialised. fast-json-stringify drops properties a schema does not list and
 * turns null into '' or 0, so a schema that is wrong for the real answer shows up here, in whichever
 * API test first meets it, not on the page.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';

const SENT = Symbol('sent');

/** Where two JSON values first part: 'data[0].color: "#fff" -> (missing)'. */
function firstDifference(expected: unknown, actual: unknown, at = ''): string {
  if (isDeepStrictEqual(expected, actual)) return '';
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object' && Array.isArray(expected) === Array.isArray(actual)) {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    for (const key of new Set([...Object.keys(e), ...Object.keys(a)])) {
      const found = firstDifference(e[key], a[key], Array.isArray(expected) ? `${at}[${key}]` : `${at}.${key}`);
      if (found) return found;
    }
  }
  const show = (v: unknown) => (v === undefined ? '(missing)' : JSON.stringify(v).slice(0, 120));
  return `${at || '(root)'}: ${show(expected)} -> ${show(actual)}`;
}

/**
 * Adds the hooks; the returned list fills with one line per answer the schema changed. The hooks
 * take Fastify's `done` instead of being async, so the app answers with the same timing as in
 * production: an async hook defers the rest of the answer to a later microtask, by which time
 * Node's parser has marked a bodiless request complete, and that hid a bug of the body guard's
 * onSend hook from tests/api/read-cache-hot-path.test.ts ("early answers over a real socket").
 */
export function watchSerialisation(app: FastifyInstance): string[] {
  const mismatches: string[] = [];
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    (request as unknown as Record<symbol, string>)[SENT] = JSON.stringify(payload);
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const sent = (request as unknown as Record<symbol, string | undefined>)[SENT];
    if (sent !== undefined && typeof payload === 'string') {
      const difference = firstDifference(JSON.parse(sent) as unknown, JSON.parse(payload) as unknown);
      if (difference) mismatches.push(`${request.method} ${request.routeOptions.url} ${reply.statusCode}: ${difference}`);
    }
    done(null, payload);
  });
  return mismatches;
}
