/**
 * Issue 29.1/29.6: consents on record (purpose, text version, time, source; append-only, the latest
 * row per purpose is the state), GET/POST /api/member/consents, withdrawal by updateprofile, and
 * the offers checkbox that no longer blocks a form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { CONSENT_TEXT_VERSIONS } from '../../domain/consents';
import { consents, members } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { testDriveBody } from './form-fixtures';
import { bearer, PASSWORD, registerBody, registered } from './member-fixtures';
import { cashBody, orderCar } from './orders-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' }); });
afterAll(() => t.close());

const db = () => t.database.db;

interface Consent { purpose: string; granted: boolean; at: string; text_version: string; source: string }

async function current(token: string): Promise<Record<string, Consent>> {
  const res = await t.call({ method: 'GET', url: '/api/member/consents', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().data as Consent[]).map((c) => [c.purpose, c]));
}

async function memberId(email: string) {
  const [row] = await db().select().from(members).where(eq(members.email, email));
  return row;
}

describe('consents given at registration', () => {
  it('stores processing and offers with the text version, the time and the source', async () => {
    const before = Date.now();
    const member = await registered(t, 'consent.reg@example.com');
    const now = await current(member.token);
    expect(now.processing).toMatchObject({ granted: true, source: 'register', text_version: CONSENT_TEXT_VERSIONS.processing });
    expect(now.offers).toMatchObject({ granted: true, source: 'register', text_version: CONSENT_TEXT_VERSIONS.offers });
    expect(Date.parse(now.offers.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(now.reminders).toBeUndefined();
  });

  // A deliberate deviation from the spec (issue 29.6): consent to offers is free, never a condition.
  it('accepts the registration with the offers checkbox unticked and records the refusal', async () => {
    const res = await t.post('/api/register', registerBody('consent.free@example.com', { cek_list_penawaran: '' }));
    expect(res.statusCode).toBe(200);
    const now = await current(res.json().data.login.token);
    expect(now.processing.granted).toBe(true);
    expect(now.offers.granted).toBe(false);
    expect((await memberId('consent.free@example.com')).agree2).toBe(false);
  });

  it('still refuses a registration without the terms', async () => {
    const res = await t.post('/api/register', registerBody('consent.noterms@example.com', { cek_list_agree: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cek_list_agree).toEqual(['*Anda harus menyetujui syarat dan ketentuan!.']);
  });
});

describe('consents given on a test-drive form', () => {
  it('stores the processing consent of a member with the form as its source', async () => {
    const member = await registered(t, 'consent.td@example.com');
    const res = await t.post('/api/testdrive', await testDriveBody(db(), 'consent.td@example.com'), bearer(member.token));
    expect(res.statusCode).toBe(200);
    const now = await current(member.token);
    expect(now.processing).toMatchObject({ granted: true, source: 'test-drive', text_version: CONSENT_TEXT_VERSIONS.processing });
  });

  it('keeps a guest\'s consent on an existing member\'s e-mail apart from that member', async () => {
    const member = await registered(t, 'consent.victim@example.com');
    const res = await t.post('/api/testdrive', await testDriveBody(db(), 'consent.victim@example.com'));
    expect(res.statusCode).toBe(200);
    expect((await current(member.token)).processing.source).toBe('register');
    const guestRows = await db().select().from(consents).where(and(eq(consents.email, 'consent.victim@example.com'), isNull(consents.memberId)));
    expect(guestRows).toEqual([expect.objectContaining({ purpose: 'processing', granted: true, source: 'test-drive' })]);
  });

  it('gives a new guest account its consent', async () => {
    const res = await t.post('/api/testdrive', await testDriveBody(db(), 'consent.newguest@example.com'));
    expect(res.statusCode).toBe(200);
    const token = res.json().data.login.token as string;
    expect((await current(token)).processing).toMatchObject({ granted: true, source: 'test-drive' });
  });
});

describe('consents given with an order', () => {
  // The deviation again (issue 29.6): the order's offers checkbox no longer blocks step 1.
  it('accepts a guest order without offers and records processing given, offers refused', async () => {
    const res = await t.post('/api/order', { ...cashBody(await orderCar(db()), { email: 'consent.order@example.com' }), cek_list_penawaran: '' });
    expect(res.statusCode).toBe(200);
    const now = await current(res.json().data.login.token);
    expect(now.processing).toMatchObject({ granted: true, source: 'booking-order' });
    expect(now.offers).toMatchObject({ granted: false, source: 'booking-order' });
  });

  it('a member\'s unticked offers box on an order withdraws nothing', async () => {
    const member = await registered(t, 'consent.order.member@example.com');
    const res = await t.post('/api/order', { ...cashBody(await orderCar(db()), { email: 'consent.order.member@example.com', member: true }), cek_list_penawaran: '' }, bearer(member.token));
    expect(res.statusCode).toBe(200);
    const now = await current(member.token);
    expect(now.offers).toMatchObject({ granted: true, source: 'register' });
    expect(now.processing.source).toBe('booking-order');
  });
});

describe('POST /api/member/consents', () => {
  it('withdraws and gives again, keeping the history', async () => {
    const member = await registered(t, 'consent.post@example.com');
    const off = await t.post('/api/member/consents', { purpose: 'offers', granted: false }, bearer(member.token));
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Persetujuan ditarik');
    expect((off.json().data as Consent[]).find((c) => c.purpose === 'offers')).toMatchObject({ granted: false, source: 'profile' });
    expect((await current(member.token)).offers.granted).toBe(false);
    const row = await memberId('consent.post@example.com');
    expect(row.agree2).toBe(false);

    const on = await t.post('/api/member/consents', { purpose: 'reminders', granted: true }, bearer(member.token));
    expect(on.statusCode).toBe(200);
    expect((await current(member.token)).reminders).toMatchObject({ granted: true, text_version: CONSENT_TEXT_VERSIONS.reminders });
    const history = await db().select().from(consents).where(and(eq(consents.memberId, row.id), eq(consents.purpose, 'offers')));
    expect(history.map((h) => h.granted)).toEqual([true, false]);
  });

  it.each([
    [{ purpose: 'marketing', granted: true }, 'purpose'],
    [{ granted: false }, 'purpose'],
    [{ purpose: 'offers', granted: 'ya' }, 'granted'],
    [{ purpose: 'offers' }, 'granted'],
    [{ purpose: ['offers'], granted: false }, 'purpose'],
  ])('answers 422 in Indonesian for %j', async (body, field) => {
    const member = await registered(t, `consent.bad.${field}.${Math.random().toString(36).slice(2, 8)}@example.com`);
    const res = await t.post('/api/member/consents', body, bearer(member.token));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0]).toMatch(/persetujuan/i);
  });

  it('needs a member token', async () => {
    expect((await t.post('/api/member/consents', { purpose: 'offers', granted: false })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/member/consents' })).statusCode).toBe(401);
  });
});

describe('updateprofile', () => {
  it('withdraws the offers consent when the box comes unticked, and leaves it when the box is not sent', async () => {
    const email = 'consent.profile@example.com';
    const member = await registered(t, email);
    const me = (await t.post('/api/memberprofile', {}, bearer(member.token))).json().data;
    const body = { ...me, name: me.full_name, email, province: me.province_id, city: me.city_id, password: PASSWORD, confirm_password: PASSWORD };
    expect((await t.post('/api/updateprofile', body, bearer(member.token))).statusCode).toBe(200);
    expect((await current(member.token)).offers).toMatchObject({ granted: true, source: 'register' });

    const res = await t.post('/api/updateprofile', { ...body, cek_list_penawaran: '' }, bearer(member.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.agree2).toBe(false);
    expect((await current(member.token)).offers).toMatchObject({ granted: false, source: 'profile' });

    const again = await t.post('/api/updateprofile', { ...body, cek_list_penawaran: 'accepted' }, bearer(member.token));
    expect(again.json().data.agree2).toBe(true);
    expect((await current(member.token)).offers.granted).toBe(true);
  });
});

describe('a member sees only their own', () => {
  it('answers each member their own consents', async () => {
    const a = await registered(t, 'consent.own.a@example.com');
    const b = await registered(t, 'consent.own.b@example.com', { cek_list_penawaran: '' });
    await t.post('/api/member/consents', { purpose: 'push', granted: true }, bearer(a.token));
    const mineA = await current(a.token);
    const mineB = await current(b.token);
    expect(mineA.push?.granted).toBe(true);
    expect(mineB.push).toBeUndefined();
    expect(mineA.offers.granted).toBe(true);
    expect(mineB.offers.granted).toBe(false);
    // A body naming another member changes nothing: the token decides.
    await t.post('/api/member/consents', { purpose: 'offers', granted: false, unique_id: a.unique_id, member_email: a.member_email }, bearer(b.token));
    expect((await current(a.token)).offers.granted).toBe(true);
  });
});
