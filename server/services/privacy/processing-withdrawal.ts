/**
 * When a member withdraws the processing consent (issue 29.1), their open credit applications are
 * flagged to finance in the same transaction: an internal note on each record (the record page also
 * shows the withdrawal beside the member's name, read from the consents) and one audit row.
 */
import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { WORKFLOWS } from '../../../domain/staff/workflows';
import { CREDIT_APPLICATION_KINDS, PROCESSING_WITHDRAWN_NOTE } from '../../../domain/staff/privacy';
import type { Db, Tx } from '../../db/client';
import { consents, creditApplications, creditSimulations, orders, recordNotes } from '../../db/schema';
import { writeAudit } from '../staff/audit';

type CreditKind = (typeof CREDIT_APPLICATION_KINDS)[number];

/** The codes of a kind no move leaves (deal, lost, delivered, cancelled...). */
const finalCodes = (kind: CreditKind) => Object.entries(WORKFLOWS[kind]).filter(([, step]) => step.final).map(([code]) => code);

const SOURCES: Record<CreditKind, { table: PgTable; id: PgColumn; member: PgColumn; status: PgColumn; extra?: SQL }> = {
  creditsimulation: { table: creditSimulations, id: creditSimulations.id, member: creditSimulations.memberId, status: creditSimulations.status },
  instantapproval: { table: creditApplications, id: creditApplications.id, member: creditApplications.memberId, status: creditApplications.status },
  order: { table: orders, id: orders.id, member: orders.memberId, status: orders.stage, extra: sql`${orders.paymentType} = 'kredit'` },
};

/** Flags every open credit application of the member; answers what was flagged (kind and id). */
export async function flagOpenCreditApplications(tx: Db | Tx, memberId: number): Promise<Array<{ kind: CreditKind; id: number }>> {
  const flagged: Array<{ kind: CreditKind; id: number }> = [];
  for (const kind of CREDIT_APPLICATION_KINDS) {
    const src = SOURCES[kind];
    const conditions = [eq(src.member, memberId), notInArray(src.status, finalCodes(kind))];
    if (src.extra) conditions.push(src.extra);
    const rows = await tx.select({ id: src.id }).from(src.table).where(and(...conditions));
    flagged.push(...rows.map((r) => ({ kind, id: Number(r.id) })));
  }
  if (!flagged.length) return flagged;
  await tx.insert(recordNotes).values(flagged.map((f) => ({ kind: f.kind, recordId: f.id, staffId: null, text: PROCESSING_WITHDRAWN_NOTE })));
  await writeAudit(tx, { staffId: null, action: 'consent.withdrawn', detail: { member_id: memberId, records: flagged.map((f) => `${f.kind}:${f.id}`) } });
  return flagged;
}

/**
 * When the member `memberId` (a column or value of the caller's statement) withdrew the processing
 * consent: the time of their latest processing consent when it is a withdrawal, else null.
 */
export function processingWithdrawnAtSql(memberId: SQL | PgColumn): SQL {
  return sql`(select case when ${consents.granted} then null else ${consents.createdAt} end from ${consents}
    where ${consents.purpose} = 'processing' and ${consents.memberId} = ${memberId} order by ${consents.createdAt} desc, ${consents.id} desc limit 1)`;
}
