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

/** Adds the hooks; the returned list fills with one line per answer the schema changed. */
export function watchSerialisation(app: FastifyInstance): string[] {
  const mismatches: string[] = [];
  app.addHook('preSerialization', async (request, _reply, payload) => {
    (request as unknown as Record<symbol, string>)[SENT] = JSON.stringify(payload);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const sent = (request as unknown as Record<symbol, string | undefined>)[SENT];
    if (sent === undefined || typeof payload !== 'string') return payload;
    const expected: unknown = JSON.parse(sent);
    const actual: unknown = JSON.parse(payload);
    const difference = firstDifference(expected, actual);
    if (difference) mismatches.push(`${request.method} ${request.routeOptions.url} ${reply.statusCode}: ${difference}`);
    return payload;
  });
  return mismatches;
}
