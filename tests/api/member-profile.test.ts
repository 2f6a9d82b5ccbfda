import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, serviceBookings, testDrives, uploads } from '../../server/db/schema';
import { addDays } from '../../domain/money';
import { createTestApp, type TestApp } from './helpers';
import { bookingServiceBody, identity, JPEG, testDriveBody } from './form-fixtures';
import { bearer, PASSWORD, registered } from './member-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' }); });
afterAll(() => t.close());

const editBody = (email: string, extra: Record<string, unknown> = {}) => ({
  ...identity(email), password: PASSWORD, confirm_password: PASSWORD, ...extra,
});

describe('POST /api/memberprofile', () => {
  it('adds the nearest coming and the latest past service and test-drive dates', async () => {
    const login = await registered(t, 'jadwal@example.com');
    const empty = (await t.post('/api/memberprofile', {}, bearer(login.token))).json().data;
    expect(empty).toMatchObject({ next_bookingservice: null, past_bookingservice: null, next_testdrive: null, past_testdrive: null, agree1: true, agree2: true });
    const td = await t.post('/api/testdrive', await testDriveBody(t.database.db), bearer(login.token));
    await t.post('/api/testdrive', { ...(await testDriveBody(t.database.db)), appointment_date: addDays(9) }, bearer(login.token));
    const past = await t.post('/api/testdrive', await testDriveBody(t.database.db), bearer(login.token));
    await t.database.db.update(testDrives).set({ appointmentDate: addDays(-20) }).where(eq(testDrives.id, past.json().data.id));
    const bs = await t.post('/booking-api/bookingonlinenet.php', await bookingServiceBody(t.database.db), bearer(login.token));
    await t.database.db.update(serviceBookings).set({ appointmentDate: addDays(-2) }).where(eq(serviceBookings.id, bs.json().data.id));
    expect(td.statusCode).toBe(200);
    const { data } = (await t.post('/api/memberprofile', { token: login.token })).json();
    expect(data).toMatchObject({
      member_email: 'jadwal@example.com', next_testdrive: addDays(4), past_testdrive: addDays(-20),
      next_bookingservice: null, past_bookingservice: addDays(-2),
    });
  });
});

describe('POST /api/updateprofile', () => {
  it('updates the profile but never the e-mail', async () => {
    const login = await registered(t, 'ubah@example.com');
    const changed = await t.post('/api/updateprofile', editBody('lain@example.com'), bearer(login.token));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ email: ['Email tidak dapat diubah'] });
    const res = await t.post('/api/updateprofile', editBody('UBAH@example.com', { name: 'Budi Baru', phone: '089912345678', city: '33.72', address: 'Jl. Slamet Riyadi 5', no_rangka: 'mhkaa1by8pj067890' }), bearer(login.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile berhasil dirubah');
    expect(res.json().data).toMatchObject({ full_name: 'Budi Baru', phone: '089912345678', city_id: '33.72', member_email: 'ubah@example.com', no_rangka: 'MHKAA1BY8PJ067890' });
    const [row] = await t.database.db.select().from(members).where(eq(members.email, 'ubah@example.com'));
    expect(row.noRangkaStatus).toBe('valid');
    const wrongCity = await t.post('/api/updateprofile', editBody('ubah@example.com', { city: '34.71' }), bearer(login.token));
    expect(wrongCity.statusCode).toBe(422);
    expect(wrongCity.json().errors.city).toEqual(['*Pilih Kota!.']);
  });
  it('changes the password: the old one fails, the new one works, other sessions end and this one stays', async () => {
    const login = await registered(t, 'sandi@example.com');
    const other = (await t.post('/api/login', { email: 'sandi@example.com', password: PASSWORD })).json().data.token;
    const same = await t.post('/api/updateprofile', editBody('sandi@example.com'), bearer(login.token));
    expect(same.statusCode).toBe(200);
    expect((await t.post('/api/memberprofile', {}, bearer(other))).statusCode).toBe(200);
    const res = await t.post('/api/updateprofile', editBody('sandi@example.com', { password: 'sandi-baru-99', confirm_password: 'sandi-baru-99' }), bearer(login.token));
    expect(res.statusCode).toBe(200);
    expect((await t.post('/api/memberprofile', {}, bearer(login.token))).statusCode).toBe(200);
    expect((await t.post('/api/memberprofile', {}, bearer(other))).statusCode).toBe(401);
    expect((await t.post('/api/login', { email: 'sandi@example.com', password: PASSWORD })).statusCode).toBe(400);
    expect((await t.post('/api/login', { email: 'sandi@example.com', password: 'sandi-baru-99' })).statusCode).toBe(200);
  });
  it('checks the password rules', async () => {
    const login = await registered(t, 'aturan@example.com');
    const res = await t.post('/api/updateprofile', editBody('aturan@example.com', { password: 'pendek', confirm_password: 'beda' }), bearer(login.token));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ password: ['*Password Minimal 8 karakter!.'], confirm_password: ['*Password Belum sama!.'] });
  });
});

describe('profile photo', () => {
  it('stores a JPEG and serves it only to its member', async () => {
    const a = await registered(t, 'foto.a@example.com');
    const b = await registered(t, 'foto.b@example.com');
    expect((await t.get('/api/member/photo', bearer(a.token))).statusCode).toBe(404);
    const res = await t.post('/api/updateprofile', editBody('foto.a@example.com', { image: JPEG }), bearer(a.token));
    expect(res.statusCode).toBe(200);
    const image = res.json().data.image as string;
    expect(image).toBe(`/api/member/photo/${a.unique_id}`);
    const kept = await t.post('/api/updateprofile', editBody('foto.a@example.com', { image: '' }), bearer(a.token));
    expect(kept.json().data.image).toBe(image);
    expect((await t.post('/api/updateprofile', editBody('foto.a@example.com', { image: JPEG }), bearer(a.token))).statusCode).toBe(200);
    const [owner] = await t.database.db.select().from(members).where(eq(members.email, 'foto.a@example.com'));
    expect(await t.database.db.select().from(uploads).where(eq(uploads.memberId, owner.id))).toEqual([expect.objectContaining({ id: owner.image, kind: 'profile' })]);
    for (const url of ['/api/member/photo', image]) {
      const photo = await t.get(url, bearer(a.token));
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['cache-control']).toMatch(/^private/);
      expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect((await t.get(image, bearer(b.token))).statusCode).toBe(404);
    expect((await t.get('/api/member/photo', bearer(b.token))).statusCode).toBe(404);
    expect((await t.get(image)).statusCode).toBe(401);
  });
  it("refuses a photo over 2 MB with 'File terlalu besar pilih yang lain' and a non-JPEG", async () => {
    const login = await registered(t, 'foto.besar@example.com');
    const big = Buffer.alloc(2_097_153, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await t.post('/api/updateprofile', editBody('foto.besar@example.com', { image: `data:image/jpeg;base64,${big.toString('base64')}` }), bearer(login.token));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toEqual(['File terlalu besar pilih yang lain']);
    const png = await t.post('/api/updateprofile', editBody('foto.besar@example.com', { image: 'data:image/jpeg;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' }), bearer(login.token));
    expect(png.statusCode).toBe(422);
    expect(png.json().errors.image).toEqual(['*File harus berupa gambar JPG!.']);
    const [row] = await t.database.db.select().from(members).where(eq(members.email, 'foto.besar@example.com'));
    expect(row.image).toBe('');
  });
});
