/**
 * What the staff queues need to know about one kind of submission: where its rows live, the SQL
 * of the columns every queue shows, its labelled fields, private files, related records and the
 * side effects of a move. The queue, record and move repositories work on any kind through this.
 */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { QueueRecord, RecordField } from '../../../../domain/api';
import type { QueueKind } from '../../../../domain/staff/roles';
import type { Db } from '../../../db/client';
import type { StaffContext } from '../auth';

type Expr = SQL | AnyPgColumn;

export interface KindSource {
  kind: QueueKind;
  /** The record's own table (moves update it, and lock its row). */
  table: PgTable;
  /** `from <table> join ...`: the joins the columns below need. */
  from: SQL;
  cols: {
    id: Expr; bookingId: Expr; createdAt: Expr; status: Expr; version: Expr; assigned: Expr; memberId: Expr;
    name: Expr; phone: Expr; email: Expr; branchId: Expr; branchName: Expr;
    /** A json_build_object of what `summary` turns into one line. */
    summary: Expr;
  };
  /** Column the workflow code is stored in. */
  statusColumn: 'status' | 'stage';
  hasUpdatedAt: boolean;
  summary(parts: Record<string, unknown>): string;
  /** Every field the visitor sent, labelled in Indonesian; null when the id is unknown. */
  fields(db: Db, id: number): Promise<RecordField[] | null>;
  /** Private uploads of the record (KTP, payment proof). */
  files?(db: Db, id: number): Promise<Array<{ id: string; kind: 'ktp' | 'payment' }>>;
  related?(db: Db, id: number): Promise<QueueRecord['related']>;
  /** Side effects of a move, in its transaction; returns what the audit row should add. */
  onMove?(tx: Db, move: { id: number; from: string; to: string; staff: StaffContext }): Promise<Record<string, unknown> | void>;
}

/** A labelled field; numbers and empty values shown as text. */
export const field = (label: string, value: unknown): RecordField => ({ label, value: value === null || value === undefined ? '' : String(value) });

/** The customer block most submissions carry, as the record page shows it. */
export function identityFields(c: { name: string; email: string; phone: string; birth?: string; gender?: string; province_name?: string; city_name?: string; address?: string }): RecordField[] {
  return [
    field('Nama', c.name), field('Email', c.email), field('Telepon', c.phone),
    ...(c.birth !== undefined ? [field('Tanggal Lahir', c.birth), field('Jenis Kelamin', c.gender)] : []),
    ...(c.province_name !== undefined ? [field('Provinsi', c.province_name), field('Kota', c.city_name)] : []),
    ...(c.address !== undefined ? [field('Alamat', c.address)] : []),
  ];
}
