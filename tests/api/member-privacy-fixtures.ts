/** What the member-privacy API tests (export, deletion) start from. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { members } from '../../server/db/schema';
import type { TestApp } from './helpers';
import { JPEG } from './form-fixtures';
import { bearer, PASSWORD, registered } from './member-fixtures';
import { creditBody, orderCar } from './orders-fixtures';
import { oneOfEach } from './staff-fixtures';

export type FullMember = Awaited<ReturnType<typeof memberWithEverything>>;

/** A member with one record of every kind, a credit order with a KTP and a profile photo. */
export async function memberWithEverything(t: TestApp, email: string) {
  const member = await registered(t, email, { name: `Pemilik ${email.split('@')[0]}` });
  const ids = await oneOfEach(t, member.token);
  const credit = await t.post('/api/order', creditBody(await orderCar(t.database.db), { member: true }), bearer(member.token));
  expect(credit.statusCode).toBe(200);
  const me = (await t.post('/api/memberprofile', {}, bearer(member.token))).json().data;
  const photo = await t.post('/api/updateprofile', { ...me, name: me.full_name, email, province: me.province_id, city: me.city_id, password: PASSWORD, confirm_password: PASSWORD, image: JPEG }, bearer(member.token));
  expect(photo.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(members).where(eq(members.email, email));
  return { ...member, id: row.id, ids: { ...ids, creditOrder: credit.json().data.id as number } };
}

