/** The audit log's reads: filtered, newest first, paged or whole (CSV). */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../../domain/api';
import { auditActionLabel } from '../../../domain/staff/audit';
import type { Db } from '../../db/client';
import { staffAccounts, staffAudit } from '../../db/schema';
import { jakartaMidnight } from './input';

export interface AuditFilter { staff_id?: number; action?: string; kind?: string; record_id?: string; from?: string; to?: string }


function where(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.staff_id) parts.push(eq(staffAudit.staffId, f.staff_id));
  if (f.action) parts.push(eq(staffAudit.action, f.action));
  if (f.kind) parts.push(eq(staffAudit.kind, f.kind));
  if (f.record_id) parts.push(eq(staffAudit.recordId, f.record_id));
  if (f.from) parts.push(gte(staffAudit.createdAt, jakartaMidnight(f.from)));
  if (f.to) parts.push(lt(staffAudit.createdAt, jakartaMidnight(f.to, 1)));
  return parts.length ? and(...parts) : undefined;
}

/** Newest first; `limit` null for the whole filtered log. */
export async function auditEntries(db: Db, f: AuditFilter, limit: number | null, offset = 0): Promise<AuditEntry[]> {
  const query = db.select({ row: staffAudit, name: staffAccounts.name }).from(staffAudit)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffAudit.staffId))
    .where(where(f)).orderBy(desc(staffAudit.createdAt), desc(staffAudit.id));
  const rows = limit === null ? await query : await query.limit(limit).offset(offset);
  return rows.map(({ row, name }) => ({
    id: row.id, at: row.createdAt.toISOString(), staff: row.staffId === null ? null : { id: row.staffId, name: name ?? '' },
    action: row.action, action_label: auditActionLabel(row.action), kind: row.kind, record_id: row.recordId, detail: row.detail,
  }));
}

export async function auditTotal(db: Db, f: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAudit).where(where(f));
  return Number(row.n);
}
