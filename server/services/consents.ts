/**
 * Consents on record (issue 29.1): every submission that collects a consent writes its rows here,
 * in the submission's own transaction. Append-only: the current state of a purpose is its latest row.
 */
import { desc, eq } from 'drizzle-orm';
import { CONSENT_TEXT_VERSIONS, type ConsentPurpose, type ConsentRecord, type ConsentSource } from '../../domain/consents';
import type { Db, Tx } from '../db/client';
import { consents, members } from '../db/schema';
import { cancelWithdrawn } from './notify/deliveries';
import type { Owner } from './submitter';
import { POLICY_SEO } from '../../domain/privacy';
import { currentPolicyVersion } from './privacy/policy-versions';

export interface ConsentInput {
  /** The member the consent is the member's own (logged in, or the account this submission created); null for a guest on someone's e-mail. */
  memberId: number | null;
  email?: string | null;
  phone?: string | null;
  source: ConsentSource;
  /** The purposes this submission decided: true given, false refused or withdrawn. */
  purposes: Partial<Record<ConsentPurpose, boolean>>;
  /** Defaults to now (the transaction's rows share it). */
  at?: Date;
}

/** Writes one row per purpose and keeps the member's agree1 (processing) and agree2 (offers) in step. */
export async function recordConsents(tx: Db | Tx, input: ConsentInput): Promise<void> {
  const entries = Object.entries(input.purposes) as [ConsentPurpose, boolean][];
  if (!entries.length) return;
  const at = input.at ?? new Date();
  // Processing is consent to the privacy policy: it names the policy's version in force (content-managed).
  const policy = input.purposes.processing === undefined ? null : `${POLICY_SEO}/${await currentPolicyVersion(tx)}`;
  await tx.insert(consents).values(entries.map(([purpose, granted]) => ({
    memberId: input.memberId, email: input.email?.trim().toLowerCase() || null, phone: input.phone || null,
    purpose, granted, textVersion: purpose === 'processing' && policy ? policy : CONSENT_TEXT_VERSIONS[purpose], source: input.source, createdAt: at,
  })));
  if (input.memberId === null) return;
  // A withdrawal takes effect at once: e-mails and pushes still waiting for that channel or purpose are dropped.
  await cancelWithdrawn(tx, input.memberId, entries.filter(([, granted]) => !granted).map(([purpose]) => purpose));
  const flags: Partial<typeof members.$inferInsert> = {};
  if (input.purposes.processing !== undefined) flags.agree1 = input.purposes.processing;
  if (input.purposes.offers !== undefined) flags.agree2 = input.purposes.offers;
  if (Object.keys(flags).length) await tx.update(members).set(flags).where(eq(members.id, input.memberId));
}

/**
 * The member a form's consent belongs to: the logged-in member or the account the submission just
 * created; a guest who typed an existing member's e-mail decides nothing for that member (the row
 * keeps the e-mail only).
 */
export const consentMemberOf = (owner: Owner): number | null => (owner.visibility.viaGuest && !owner.created ? null : owner.member.id);

/** The latest row per purpose of a member's own consents. */
export async function currentConsents(db: Db | Tx, memberId: number): Promise<ConsentRecord[]> {
  const rows = await db.selectDistinctOn([consents.purpose]).from(consents)
    .where(eq(consents.memberId, memberId))
    .orderBy(consents.purpose, desc(consents.createdAt), desc(consents.id));
  return rows.map((r) => ({ purpose: r.purpose, granted: r.granted, at: r.createdAt.toISOString(), text_version: r.textVersion, source: r.source }));
}

/** Every row of a member's history, oldest first (the data export). */
export async function consentHistory(db: Db | Tx, memberId: number) {
  const rows = await db.select().from(consents).where(eq(consents.memberId, memberId)).orderBy(consents.createdAt, consents.id);
  return rows.map((r) => ({ purpose: r.purpose, granted: r.granted, at: r.createdAt.toISOString(), text_version: r.textVersion, source: r.source }));
}
