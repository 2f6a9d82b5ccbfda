/**
 * What the content engine (content-repository.ts) asks of each collection's table mapping, and
 * the checks the mappings share: uses of a record that refuse its delete, Jakarta days.
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentRecord } from '../../../../domain/api';
import type { Db } from '../../../db/client';

/* eslint-disable @typescript-eslint/no-explicit-any -- one engine over many tables: rows are typed per adapter, the engine sees them loosely */
export type Row = Record<string, any>;

export interface Adapter {
  table: PgTable;
  id: PgColumn;
  /** Field name -> column, for search, sort, filters and unique checks. */
  columns: Record<string, PgColumn>;
  /** Fields `q` searches (text columns). */
  search: readonly string[];
  /** Fields no other record may share (422 on the field). */
  unique: readonly string[];
  /** The record of a row (after `enrich` when given). */
  toRecord(row: Row): ContentRecord;
  /** The columns of a validated DTO; `before` is the row being edited. */
  toRow(dto: Row, before: Row | null): Row;
  /** Adds what lives in other tables (after-sales cards). */
  enrich?(db: Db, rows: Row[]): Promise<Row[]>;
  /** Writes what lives in other tables, in the write's transaction. */
  afterWrite?(tx: Db, id: number | string, dto: Row): Promise<void>;
  /** Why the record may not be removed (400), or null. */
  inUse?(db: Db, id: number | string, row: Row): Promise<string | null>;
  /** Removes what belongs to the record, in the delete's transaction, before the record. */
  beforeDelete?(tx: Db, id: number | string): Promise<void>;
}

/** A Jakarta calendar day as the start of that day (Asia/Jakarta is UTC+7, no DST). */
export const jakartaDay = (day: string, plusDays = 0) => new Date(new Date(`${day}T00:00:00+07:00`).getTime() + plusDays * 86_400_000);
export const jakartaIso = (d: Date) => new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

async function countOf(db: Db, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row.n);
}

export async function firstUse(db: Db, checks: Array<[PgTable, SQL, (n: number) => string]>): Promise<string | null> {
  for (const [table, where, message] of checks) {
    const n = await countOf(db, table, where);
    if (n > 0) return message(n);
  }
  return null;
}
