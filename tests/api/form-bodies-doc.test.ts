/**
 * A form route's request body in /api/docs comes from the same Valibot schema the route validates
 * with (types, lengths, choices, the spec's messages as descriptions), while a refused body still
 * gets the schema's Indonesian messages, not the JSON-Schema validator's (issue 28.2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

type Body = { properties: Record<string, { type?: unknown; maxLength?: number; enum?: unknown[]; format?: string; description?: string }> };
type Spec = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Body }> } }>> };

describe('form bodies in the OpenAPI document', () => {
  it('types the test-drive body from TestDriveDto', async () => {
    const spec = (await t.get('/api/docs/json')).json() as Spec;
    const body = spec.paths['/api/testdrive'].post.requestBody!.content['application/json'].schema;
    expect(body.properties.name).toMatchObject({ type: 'string', maxLength: 100, description: expect.stringContaining('*Masukkan Nama Lengkap!.') });
    expect(body.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(body.properties.car_transmission.enum).toEqual(['AT', 'MT']);
    expect(body.properties.appointment_date).toMatchObject({ type: 'string', format: 'date' });
  });

  it('still answers a wrongly typed field with the spec message (the schema validates, not Ajv)', async () => {
    const res = await t.post('/api/testdrive', { name: 123 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['*Masukkan Nama Lengkap!.']);
  });
});
