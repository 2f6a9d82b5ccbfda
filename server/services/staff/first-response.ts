/**
 * The first response to a record (docs/speed-to-lead.md): the earliest staff move on its timeline
 * or message to the member, whichever came first. Assignments and internal notes do not count.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { QueueKind } from '../../../domain/staff/roles';
import { recordNotes, recordTimeline } from '../../db/schema';

/** SQL of the first response's time (null when none) of the record of `kind` whose id is `id`. */
export function firstResponseSql(kind: QueueKind, id: SQL | AnyPgColumn): SQL {
  return sql`least(
    (select min(${recordTimeline.createdAt}) from ${recordTimeline} where ${recordTimeline.kind} = ${kind} and ${recordTimeline.recordId} = ${id} and ${recordTimeline.staffId} is not null),
    (select min(${recordNotes.createdAt}) from ${recordNotes} where ${recordNotes.kind} = ${kind} and ${recordNotes.recordId} = ${id} and ${recordNotes.toMember}))`;
}
