/** The audit log: one row per staff action, written in the same transaction as the action. */
import type { AuditAction } from '../../../domain/staff/audit';
import type { Db } from '../../db/client';
import { staffAudit } from '../../db/schema';

export interface AuditInput {
  staffId: number | null;
  action: AuditAction;
  kind?: string;
  recordId?: string | number;
  /** What changed; ids and codes, never a visitor's personal data. */
  detail?: Record<string, unknown>;
}

export async function writeAudit(db: Db, input: AuditInput): Promise<void> {
  await db.insert(staffAudit).values({
    staffId: input.staffId, action: input.action, kind: input.kind ?? '',
    recordId: input.recordId === undefined ? '' : String(input.recordId), detail: input.detail ?? {},
  });
}
