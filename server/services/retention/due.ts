/**
 * What each retention rule finds due at a given moment, as SQL shared by the count the admin
 * screen shows and the claim the job makes (one rule, one place). A claim locks the rows it takes
 * with `FOR UPDATE SKIP LOCKED`, so two runs never take the same item.
 */
import { sql, type SQL } from 'drizzle-orm';
import { QUEUE_KINDS, type QueueKind } from '../../../domain/staff/roles';
import { statusCodes, WORKFLOWS } from '../../../domain/staff/workflows';
import type { RetentionRules } from './rules';

const DAY_MS = 86_400_000;

/** A moment as a timestamptz literal parameter (both drivers take the ISO text alike). */
const at = (moment: Date): SQL => sql`${moment.toISOString()}::timestamptz`;
const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The codes a record cannot move on from (decided: won, lost, delivered, cancelled, verified, rejected). */
function finalCodes(kind: QueueKind): SQL {
  const codes = statusCodes(kind).filter((code) => WORKFLOWS[kind][code].final);
  return sql.join(codes.map((code) => sql`${code}`), sql`, `);
}

/** A record holding a KTP is due: decided `ktpDays` ago, or open and untouched for `abandonedAfterDays + ktpDays`. */
function applicationDue(alias: string, statusColumn: string, kind: QueueKind, now: Date, rules: RetentionRules): SQL {
  const status = sql.raw(`${alias}.${statusColumn}`);
  const touched = sql.raw(`${alias}.updated_at`);
  const decided = at(daysBefore(now, rules.ktpDays));
  const abandoned = at(daysBefore(now, rules.abandonedAfterDays + rules.ktpDays));
  return sql`((${status} in (${finalCodes(kind)}) and ${touched} <= ${decided}) or (${status} not in (${finalCodes(kind)}) and ${touched} <= ${abandoned}))`;
}

/** Uploads (id, path) of a rule; `claim` adds the lock and the batch limit. */
export function dueKtpUploads(now: Date, rules: RetentionRules, claim: boolean): SQL {
  return sql`select u.id, u.path from uploads u
    where u.kind = 'ktp' and u.destroyed_at is null and (
      exists (select 1 from credit_applications ca where ca.ktp_upload_id = u.id and ${applicationDue('ca', 'status', 'instantapproval', now, rules)})
      or exists (select 1 from orders o where o.ktp_upload_id = u.id and ${applicationDue('o', 'stage', 'order', now, rules)}))
    ${claimed(claim, rules, 'u')}`;
}

/** Proofs of confirmations verified or rejected `paymentProofDays` ago (the decision is the timeline's move). */
export function duePaymentProofs(now: Date, rules: RetentionRules, claim: boolean): SQL {
  return sql`select u.id, u.path from uploads u join payment_confirmations pc on pc.proof_upload_id = u.id
    where u.kind = 'payment' and u.destroyed_at is null and pc.status in (${finalCodes('payment')})
      and coalesce((select max(rt.created_at) from record_timeline rt where rt.kind = 'payment' and rt.record_id = pc.id and rt.to_status = pc.status), pc.created_at)
        <= ${at(daysBefore(now, rules.paymentProofDays))}
    ${claimed(claim, rules, 'u')}`;
}

function claimed(claim: boolean, rules: RetentionRules, alias: string): SQL {
  return claim ? sql.raw(`order by ${alias}.id limit ${Math.trunc(rules.batchSize)} for update of ${alias} skip locked`) : sql``;
}

/** A submission table, its queue kind, and what its personal fields become. */
export interface GuestTable { table: string; kind: QueueKind; blank: string }

const IDENTITY = `name = 'Dihapus (retensi)', email = '', phone = '', birth = '', gender = '', address = ''`;

/**
 * The personal fields are blanked and the row kept: kind, branch, car type, status, channel and
 * dates stay, so the dealer's counts per month, branch and model do not change. Province and city
 * codes stay too (regional statistics; alone they name no one).
 */
export const GUEST_TABLES: GuestTable[] = [
  { table: 'leads', kind: 'leadsales', blank: `name = 'Dihapus (retensi)', phone = '', ip_address = ''` },
  { table: 'contacts', kind: 'contact', blank: `name = 'Dihapus (retensi)', email = '', phone = '', address = '', text = ''` },
  { table: 'test_drives', kind: 'testdrive', blank: `${IDENTITY}, note = ''` },
  { table: 'service_bookings', kind: 'bookingservice', blank: `${IDENTITY}, police_number = '', promotion_code = '', note = ''` },
  { table: 'trade_ins', kind: 'tradein', blank: IDENTITY },
  { table: 'credit_applications', kind: 'instantapproval', blank: `email = ''` },
];
if (GUEST_TABLES.some((g) => !QUEUE_KINDS.includes(g.kind))) throw new Error('unknown queue kind in GUEST_TABLES');

/** Rows (id) of `g` sent without a login whose address was never verified, older than `guestSubmissionDays`. */
export function dueGuestRows(g: GuestTable, now: Date, rules: RetentionRules, claim: boolean): SQL {
  return sql`select t.id from ${sql.raw(g.table)} t left join members m on m.id = t.member_id
    where t.redacted_at is null and t.created_at <= ${at(daysBefore(now, rules.guestSubmissionDays))}
      and (t.member_id is null or t.via_guest) and m.email_verified_at is null
    ${claimed(claim, rules, 't')}`;
}
