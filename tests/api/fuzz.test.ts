/**
 * Property-based fuzz over every POST route (issue 13.2): routes enumerated from the app's own
 * OpenAPI document, field names from its bodies (the DTO metadata for form routes), valid bodies
 * mixed with hostile values. Nothing may answer 5xx, and every refusal has the contract's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './helpers';
import { bookingServiceBody, JPEG, testDriveBody, tradeInBody } from './form-fixtures';
import { cashBody, creditBody, orderCar } from './orders-fixtures';
import { bearer, registered, registerBody } from './member-fixtures';

/** Requests per run: a few thousand, within CI's time on PGlite. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4000);
const SEED = 20_261_313;

let t: TestApp;
let routes: Array<{ url: string; fields: string[]; schema: Record<string, Schema> }> = [];

interface Schema { type?: string; enum?: unknown[]; anyOf?: Schema[]; pattern?: string; minimum?: number }

/** A plausible value for a JSON-schema field, so a body passes the schema and hostile values reach the handler. */
function plausible(s: Schema): unknown {
  if (s.enum) return s.enum[0];
  if (s.anyOf) return plausible(s.anyOf[0]);
  if (s.type === 'integer' || s.type === 'number') return Math.max(1, s.minimum ?? 1);
  if (s.type === 'boolean') return true;
  if (s.pattern === '^[0-9]{2}$') return '33';
  if (s.pattern?.startsWith('^[0-9]{2}\\.')) return '33.74';
  if (s.pattern?.startsWith('^[0-9]{4}')) return '2026-01-01';
  return 'avanza';
}
const valid = new Map<string, Record<string, unknown>>();
let token = '';
const seen = { requests: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000000', LOGIN_RATE_LIMIT: '1000000' });
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>> };
  routes = Object.entries(doc.paths)
    .filter(([, ops]) => ops.post)
    .map(([url, ops]) => {
      const schema = (ops.post.requestBody?.content?.['application/json']?.schema?.properties ?? {}) as Record<string, Schema>;
      return { url: url.replace(/\{(\w+)\}/g, 'x'), fields: Object.keys(schema), schema };
    });
  // Routes without a fixture below start from plausible values of their schema.
  for (const route of routes) valid.set(route.url, Object.fromEntries(Object.entries(route.schema).filter(([, s]) => s.type || s.enum || s.anyOf).map(([k, s]) => [k, plausible(s)])));
  const db = t.database.db;
  const car = await orderCar(db);
  token = (await registered(t, 'fuzz.member@example.com')).token;
  valid.set('/api/testdrive', await testDriveBody(db, 'fuzz.td@example.com'));
  valid.set('/booking-api/bookingonlinenet.php', await bookingServiceBody(db, 'fuzz.bs@example.com'));
  valid.set('/api/tradein', await tradeInBody(db, 'fuzz.ti@example.com'));
  valid.set('/api/order', cashBody(car, { email: 'fuzz.order@example.com' }));
  valid.set('/api/register', registerBody('fuzz.register@example.com'));
  valid.set('/api/contact', { name: 'Fuzz', email: 'fuzz@example.com', phone: '081234567890', address: 'Solo', text: 'Halo' });
  valid.set('/api/leadsales', { name: 'Fuzz', phone: '081234567890', agree1: true, agree2: true });
  valid.set('/api/instantapprove', { ...creditBody(car), email: 'fuzz.ia@example.com', agree1: true, agree2: true, car_category: car.model.categoryId, car_model: car.model.id });
  valid.set('/api/login', { email: 'fuzz.member@example.com', password: 'rahasia-123' });
  valid.set('/api/voucher', { promo_code: 'MERAPIHEMAT', car_type: car.type.id, payment_type: 'cash' });
  valid.set('/api/member/payment', { no_order: 'BO-X', bank_anda: 'BCA', nama_rekening_anda: 'Fuzz', nomor_rekening_anda: '123', bank_tujuan: 'BCA', methode_transfer: 'Atm Transfer', nominal: 5_000_000, tanggal: '2026-01-01', bukti_transfer: JPEG });
  valid.set('/api/creditsimulation', { car_model_id: car.model.id, car_model_transmission: 'AT', car_model_type: car.type.id, uang_muka: Math.ceil(car.price * 0.3), tenor: 12 });
});
afterAll(async () => {
  const statuses = [...seen.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`fuzz: ${seen.requests} requests over ${routes.length} POST routes; statuses ${statuses}`);
  await t?.close();
});

/** Values that once broke a route: NUL, huge text, 1e400, beyond int4 and 2^53, wrong types, nesting. */
const hostile = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('a\u0000b', '\u0000', '1e400', '-1e400', 'NaN', 'Infinity', '2147483648', '99999999999999999999', '-1', '0', '', ' ', '__proto__', '<script>alert(1)</script>', "'; drop table members; --") },
  { weight: 3, arbitrary: fc.constantFrom(2 ** 53, -(2 ** 53), 2_147_483_648, -1, 0, 1.5, 1e300, -0) },
  { weight: 2, arbitrary: fc.constantFrom(true, false, null, [], {}, [1, 2], { a: { b: { c: 1 } } }, [[[['x']]]]) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 400_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }) },
);

const deep = (levels: number) => `{"name":${'['.repeat(levels)}${']'.repeat(levels)}}`;

const request = fc.record({
  route: fc.nat(),
  changes: fc.array(fc.tuple(fc.nat(), hostile), { minLength: 0, maxLength: 3 }),
  extra: fc.option(fc.tuple(fc.string({ maxLength: 12 }), hostile), { nil: undefined }),
  // Mostly a valid body with a few fields spoiled, so the checks past validation are reached too.
  base: fc.constantFrom(true, true, true, false),
  withToken: fc.boolean(),
  shape: fc.constantFrom('object', 'object', 'object', 'object', 'object', 'object', 'object', 'deep', 'array', 'scalar', 'broken'),
  key: fc.option(fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002', 'fuzz-key-0003', 'bad key!'), { nil: undefined, freq: 3 }),
  ip: fc.integer({ min: 1, max: 250 }),
});

interface Drawn { route: number; changes: Array<[number, unknown]>; extra?: [string, unknown]; base: boolean; shape: string }

/** The JSON text sent: a route's valid body (or none) with some fields replaced, or a malformed shape. */
function payloadOf(r: Drawn): string {
  const route = routes[r.route % routes.length];
  if (r.shape === 'deep') return deep(5000);
  if (r.shape === 'array') return '[1,2,3]';
  if (r.shape === 'scalar') return '"text"';
  if (r.shape === 'broken') return '{"name": "unterminated';
  const body: Record<string, unknown> = { ...(r.base ? valid.get(route.url) ?? {} : {}) };
  for (const [i, value] of r.changes) if (route.fields.length) body[route.fields[i % route.fields.length]] = value;
  if (r.extra) body[r.extra[0]] = r.extra[1];
  return JSON.stringify(body);
}

/** The contract's refusal: {status, message, data: null}; 422 with {field: [messages]}; a 400 alert as {alert}. */
function expectContractShape(status: number, text: string) {
  const json = JSON.parse(text) as { status: unknown; message: unknown; data: unknown; errors?: Record<string, unknown> };
  expect(json.status).toBe(status);
  expect(json).toHaveProperty('message');
  expect(json.data).toBeNull();
  if (status === 422) {
    expect(typeof json.errors).toBe('object');
    for (const messages of Object.values(json.errors!)) {
      expect(Array.isArray(messages)).toBe(true);
      for (const m of messages as unknown[]) expect(typeof m).toBe('string');
    }
  }
  if (status === 400 && typeof json.message === 'object') expect(typeof (json.message as { alert: unknown }).alert).toBe('string');
}

describe('fuzz over every POST route', () => {
  it('finds the POST routes in the app, the form routes with their DTO fields', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes.find((r) => r.url === '/api/testdrive')?.fields).toEqual(expect.arrayContaining(['name', 'email', 'car_type', 'appointment_date']));
  });

  it(`answers ${RUNS} malformed and valid requests without a 5xx, every refusal in the contract's shape`, async () => {
    await fc.assert(fc.asyncProperty(request, async (r) => {
      const route = routes[r.route % routes.length];
      const payload = payloadOf(r);
      const res = await t.call({
        method: 'POST', url: route.url, payload, remoteAddress: `10.9.${r.ip}.1`,
        headers: { 'content-type': 'application/json', ...(r.withToken ? bearer(token) : {}), ...(r.key ? { 'idempotency-key': r.key } : {}) },
      });
      seen.requests++;
      seen.byStatus.set(res.statusCode, (seen.byStatus.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) throw new Error(`${route.url} answered ${res.statusCode}: ${res.body.slice(0, 300)} for ${payload.slice(0, 300)}`);
      if (res.statusCode >= 400) expectContractShape(res.statusCode, res.body);
    }), { seed: SEED, numRuns: RUNS, endOnFailure: true });
    expect(seen.requests).toBe(RUNS);
  }, 240_000);
});
