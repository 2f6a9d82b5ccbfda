/**
 * Issue 11.2: photo uploads become WebP variants under their content hash, served immutable; PDFs
 * are kept as they are; what is not an image, too big or too many pixels is refused (422); an
 * upload a record points to replaces the demo render in the public reads; unused media is listed
 * and removed, used media is not.
 */
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { asc, eq } from 'drizzle-orm';
import { MEDIA_MAX_BYTES, srcSetFor } from '../../domain/media';
import { carColors, carModels, staffAudit } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { auth, staffToken } from './staff-fixtures';

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp', r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 40, b: 40 } } })[format]().toBuffer();
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

/** A PNG whose header says `width` x `height` (valid CRC), with no pixels behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(16)), chunk('IEND', Buffer.alloc(0))]);
}

describe('media pipeline (issue 11.2)', () => {
  let t: TestApp;
  let token = '';
  const upload = (body: unknown, type = 'application/json', who = token) =>
    t.call({ method: 'POST', url: '/api/staff/content/media', payload: body as never, headers: { ...auth(who), 'content-type': type } });
  const staff = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.call({ method, url: `/api/staff/content${url}`, payload: payload as never, headers: auth(token) });

  beforeAll(async () => {
    t = await createTestApp();
    token = await staffToken(t, 'content');
  }, 60_000);
  afterAll(() => t?.close());

  it('turns a JPEG (sent as a data URL) into WebP variants at 480, 960 and 1600 px, served immutable from the blob store', async () => {
    const res = await upload({ file: dataUrl(await photo(2000, 1000, 'jpeg'), 'image/jpeg') });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ kind: 'photo', width: 2000, height: 1000, widths: [480, 960, 1600], used_by: [] });
    expect(item.url).toBe(`/media/u/${item.id}-1600.webp`);
    expect(srcSetFor(item.url)).toBe(`/media/u/${item.id}-480.webp 480w, /media/u/${item.id}-960.webp 960w, /media/u/${item.id}-1600.webp 1600w`);
    const file = await t.app.inject({ method: 'GET', url: `/media/u/${item.id}-480.webp` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(file.rawPayload).metadata())).toMatchObject({ format: 'webp', width: 480, height: 240 });
    expect((await t.app.inject({ method: 'GET', url: `/media/u/${item.id}-700.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/u/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    // The same bytes again: the same media, nothing stored twice.
    const again = await upload({ file: dataUrl(await photo(2000, 1000, 'jpeg'), 'image/jpeg') });
    expect(again.json().data.id).toBe(item.id);
    const audits = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'media.upload'));
    expect(audits.filter((a) => a.recordId === item.id)).toHaveLength(1);
  });

  it('takes raw PNG and WebP bytes and a PDF; a small photo is never enlarged', async () => {
    const png = await upload(await photo(300, 200, 'png'), 'image/png');
    expect(png.json().data).toMatchObject({ widths: [300], width: 300 });
    const webp = await upload(await photo(1000, 500, 'webp', 90), 'application/octet-stream');
    expect(webp.json().data.widths).toEqual([480, 960, 1000]);
    const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const pdf = await upload({ file: dataUrl(pdfBytes, 'application/pdf') });
    expect(pdf.json().data).toMatchObject({ kind: 'pdf', widths: [] });
    const served = await t.app.inject({ method: 'GET', url: pdf.json().data.url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(served.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('serves an uploaded PDF with script as an attachment in a CSP sandbox, never as a page of the site (issue 29.7)', async () => {
    const scripted = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj << /S /JavaScript /JS (app.alert(document.cookie)) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const pdf = await upload(scripted, 'application/pdf');
    expect(pdf.statusCode).toBe(200);
    const name = pdf.json().data.url.split('/').pop();
    for (const served of [await t.app.inject({ method: 'GET', url: pdf.json().data.url }), await t.app.inject({ method: 'GET', url: pdf.json().data.url, headers: { 'if-none-match': `"${name}"` } })]) {
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(String(served.headers['content-security-policy']).split(/;\s*/)).toContain('sandbox');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    const photoServed = await t.app.inject({ method: 'GET', url: (await upload(await photo(320, 200, 'png'), 'image/png')).json().data.url });
    expect(photoServed.statusCode).toBe(200);
    expect(photoServed.headers['content-disposition']).toBeUndefined();
  });

  it('refuses what is not an image, too big or too many pixels, with an Indonesian message (422), storing nothing', async () => {
    const cases: Array<[unknown, string, RegExp]> = [
      [Buffer.from('bukan gambar'), 'text/plain', /harus foto JPG, PNG atau WebP/],
      [{ file: dataUrl(Buffer.from('GIF89a....'), 'image/jpeg') }, 'application/json', /harus foto JPG, PNG atau WebP/],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 'image/jpeg', /bukan gambar yang bisa dibaca/],
      [pngClaiming(10_000, 10_000), 'image/png', /maksimal 40 megapiksel/],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MEDIA_MAX_BYTES)]), 'image/jpeg', /maksimal 15 MB/],
      [{ file: 'data:image/png;base64,@@@' }, 'application/json', /harus foto/],
      [{}, 'application/json', /Pilih berkas/],
    ];
    const before = (await staff('GET', '/media')).json().data.meta.total;
    for (const [body, type, message] of cases) {
      const res = await upload(body, type);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.file[0]).toMatch(message);
    }
    expect((await staff('GET', '/media')).json().data.meta.total).toBe(before);
    const sales = await staffToken(t, 'sales');
    expect((await upload({ file: dataUrl(await photo(10, 10, 'png'), 'image/png') }, 'application/json', sales)).statusCode).toBe(403);
  });

  it('a model photo and a colour 360 set replace the demo renders in the public reads; used media stays, unused media goes', async () => {
    const db = t.database.db;
    const [model] = await db.select().from(carModels).orderBy(asc(carModels.sort), asc(carModels.id)).limit(1);
    const item = (await upload({ file: dataUrl(await photo(1200, 800, 'jpeg', 17), 'image/jpeg') })).json().data;
    expect((await staff('GET', '/media?unused=1')).json().data.items.map((m: { id: string }) => m.id)).toContain(item.id);
    const vehiclesBefore = await t.get('/api/vehicles');
    expect((await staff('PATCH', `/models/${model.id}`, { image: item.url })).statusCode).toBe(200);
    const cards = (await t.get('/api/vehicles', { 'if-none-match': vehiclesBefore.headers.etag as string })).json().data.category
      .flatMap((c: { car_model: unknown }) => (Array.isArray(c.car_model) ? c.car_model : []));
    expect(cards.find((c: { car_model_id: number }) => c.car_model_id === model.id).image).toBe(item.url);
    const listed = (await staff('GET', '/media')).json().data.items.find((m: { id: string }) => m.id === item.id);
    expect(listed.used_by).toEqual([`models#${model.id}`]);
    const refused = await staff('DELETE', `/media/${item.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message.alert).toMatch(/masih dipakai \(models#/);

    const [colour] = await db.select().from(carColors).where(eq(carColors.modelId, model.id)).orderBy(asc(carColors.id)).limit(1);
    const frames = Array.from({ length: 18 }, () => item.url);
    expect((await staff('PATCH', `/colours/${colour.id}`, { frames: frames.slice(0, 5) })).json().errors.frames[0]).toMatch(/tepat 18 bingkai/);
    expect((await staff('PATCH', `/colours/${colour.id}`, { frames })).statusCode).toBe(200);
    const ext = (await t.post('/api/exterior360', { seo: model.seo })).json().data.find((e: { color_id: number }) => e.color_id === colour.id);
    expect(ext.filename.map((f: string) => `${ext.path}${f}`)).toEqual(frames);

    await staff('PATCH', `/models/${model.id}`, { image: model.image });
    await staff('PATCH', `/colours/${colour.id}`, { frames: [] });
    expect((await staff('DELETE', `/media/${item.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect((await staff('DELETE', `/media/${item.id}`)).statusCode).toBe(404);
  });
});
