/**
 * Issue 29.1: the privacy policy as versioned content. The seeded text is version 2026-11; a
 * published change by the content editor is kept as the next version (the Jakarta day), a draft or
 * an unchanged save is not; consents given afterwards name the new version; every version can be
 * read again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { singlePages } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { bearer, registered } from './member-fixtures';
import { staffToken } from './staff-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' }); });
afterAll(() => t.close());

const versions = async () => (await t.get('/api/policy/versions')).json().data as Array<{ version: string; published_at: string }>;
const processingVersion = async (token: string) =>
  ((await t.get('/api/member/consents', bearer(token))).json().data as Array<{ purpose: string; text_version: string }>).find((c) => c.purpose === 'processing')?.text_version;

describe('the privacy policy as versioned content', () => {
  it('keeps each published change as a version that consents name and anyone can read again', async () => {
    expect((await versions()).map((v) => v.version)).toEqual(['2026-11']);
    const before = await registered(t, `sebelum.${Date.now()}@example.com`);
    expect(await processingVersion(before.token)).toBe('kebijakan-privasi/2026-11');

    const [page] = await t.database.db.select().from(singlePages).where(eq(singlePages.seo, 'kebijakan-privasi'));
    const content = await staffToken(t, 'content');
    const edit = (body: Record<string, unknown>) =>
      t.call({ method: 'PATCH', url: `/api/staff/content/pages/${page.id}`, payload: body as never, headers: bearer(content) });

    // A draft is not in force, and saving the same text again is not a change.
    expect((await edit({ text: `${page.text}<p>Draf perubahan.</p>`, status: 'draft' })).statusCode).toBe(200);
    expect((await edit({ text: page.text, status: 'published' })).statusCode).toBe(200);
    expect((await versions()).map((v) => v.version)).toEqual(['2026-11']);

    const added = '<h2>Notifikasi push</h2><p>Kami mengirim notifikasi push hanya bila Anda mengizinkannya.</p>';
    expect((await edit({ text: `${page.text}${added}`, status: 'published' })).statusCode).toBe(200);
    const day = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await versions()).map((v) => v.version)).toEqual([day, '2026-11']);
    // A second change the same day gets the day's next number.
    expect((await edit({ text: `${page.text}${added}<p>Koreksi.</p>`, status: 'published' })).statusCode).toBe(200);
    expect((await versions()).map((v) => v.version)).toEqual([`${day}.2`, day, '2026-11']);

    // Consents given now name the version in force; the earlier member's consent still names theirs.
    const after = await registered(t, `sesudah.${Date.now()}@example.com`);
    expect(await processingVersion(after.token)).toBe(`kebijakan-privasi/${day}.2`);
    expect(await processingVersion(before.token)).toBe('kebijakan-privasi/2026-11');

    const old = await t.get('/api/policy/versions/2026-11');
    expect(old.statusCode).toBe(200);
    expect(old.json().data.text).toBe(page.text);
    expect((await t.get(`/api/policy/versions/${day}`)).json().data.text).toContain('Notifikasi push');
    expect((await t.get('/api/policy/versions/2020-01')).statusCode).toBe(404);
    const bad = await t.get('/api/policy/versions/..%2F..%2Fetc');
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });
});
