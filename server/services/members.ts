/** Member records: profile shape of the contract, and accounts created from guest submissions. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginData, MemberProfile } from '../../domain/api';
import type { Channel } from '../../domain/constants';
import type { Db } from '../db/client';
import { cities, members, provinces } from '../db/schema';
import { unusablePasswordHash } from './passwords';
import { createSession, type Member } from './sessions';
import { isVerified } from './visibility';
import { escapeHtml } from '../http/html';

/** Identity fields a submission carries. */
export interface Identity {
  name: string; email: string; phone: string; birth?: string; gender?: string;
  province?: string; city?: string; address?: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function newUniqueId(): string {
  return `MBR${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** The contract's profile of a member, with province and city names. */
export async function profileOf(db: Db, member: Member): Promise<MemberProfile> {
  const [province] = member.provinceCode ? await db.select().from(provinces).where(eq(provinces.code, member.provinceCode)) : [];
  const [city] = member.cityCode ? await db.select().from(cities).where(eq(cities.code, member.cityCode)) : [];
  return {
    unique_id: member.uniqueId,
    full_name: member.fullName,
    member_email: member.email,
    phone: member.phone,
    gender: member.gender,
    birth: member.birth,
    province_id: member.provinceCode,
    province_name: province?.name ?? '',
    city_id: member.cityCode,
    city_name: city?.name ?? '',
    address: member.address,
    no_rangka: member.noRangka,
    image: member.image ? `/api/member/photo/${member.uniqueId}` : '',
    agree1: member.agree1,
    agree2: member.agree2,
    email_verified: isVerified(member),
  };
}

/** Opens a session for the member and returns the login data. */
export async function loginDataFor(db: Db, member: Member, ttlHours: number): Promise<LoginData> {
  return loginDataWith(db, member, await createSession(db, member.id, ttlHours));
}

/** The login data of a session already opened (a guest's, opened before its record). */
export async function loginDataWith(db: Db, member: Member, token: string): Promise<LoginData> {
  return { is_login: true, token, ...(await profileOf(db, member)) };
}

export async function memberByEmail(db: Db, email: string): Promise<Member | null> {
  const [row] = await db.select().from(members).where(eq(members.email, normaliseEmail(email)));
  return row ?? null;
}

/**
 * The member a guest submission belongs to. An unknown e-mail creates the account (unverified; the
 * caller opens its session and hands back login data); a known e-mail attaches the submission to
 * that member without logging anyone in, since knowing an address is no proof of owning it.
 */
export async function memberForGuest(db: Db, identity: Identity, channel: Channel): Promise<{ member: Member; created: boolean }> {
  const existing = await memberByEmail(db, identity.email);
  if (existing) return { member: existing, created: false };
  const [member] = await db.insert(members).values({
    uniqueId: newUniqueId(),
    email: normaliseEmail(identity.email),
    passwordHash: unusablePasswordHash(),
    fullName: identity.name,
    phone: identity.phone,
    gender: identity.gender ?? '',
    birth: identity.birth ?? '',
    provinceCode: identity.province ?? '',
    cityCode: identity.city ?? '',
    address: identity.address ?? '',
    channel,
  }).onConflictDoNothing().returning();
  // A concurrent submission with the same e-mail may have created it a moment ago.
  if (!member) return { member: (await memberByEmail(db, identity.email))!, created: false };
  return { member, created: true };
}

/** The welcome note of an account created from a guest submission. */
export const guestWelcome = (member: Member) => ({
  judul: 'Selamat datang di Merapi Toyota',
  html: `<p>Halo ${escapeHtml(member.fullName)}, akun member Anda dibuat dari pengajuan Anda. Untuk masuk di perangkat lain, buat kata sandi lewat <strong>Lupa Password</strong> dengan e-mail ${escapeHtml(member.email)}.</p>`,
});
