/**
 * The one content engine (issue 11): list, read, create, edit and delete for every collection of
 * domain/content through its adapter (collections.ts). Every write is one transaction with its
 * audit row and the read-cache NOTIFY; a refused write changes nothing.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { ContentListPage, ContentRecord } from '../../../../domain/api';
import { CONTENT_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX, type CollectionDescription, type ContentCollection } from '../../../../domain/content/collections';
import { COLLECTIONS } from '../../../../domain/content/descriptions';
import { CONTENT_DTOS } from '../../../../domain/content/dto';
import { CONTENT_MESSAGES } from '../../../../domain/content/dto-fields';
import { validateForm, type FieldErrors } from '../../../../domain/forms/validate';
import type { Db } from '../../../db/client';
import { BusinessError, NotFoundError, ValidationError } from '../../../http/envelope';
import { writeAudit } from '../../../services/staff/audit';
import type { Adapter } from './adapter';
import { ADAPTERS } from './collections';

/* eslint-disable @typescript-eslint/no-explicit-any -- rows of many tables pass through one engine */
type Row = Record<string, any>;

export interface ListQuery { q?: string; sort?: string; page?: number; per_page?: number; [filter: string]: unknown }

/** Who writes, and the hook that tells the other instances (read cache) inside the transaction. */
export interface WriteContext { staffId: number; notify(tx: Db): Promise<void> }

/** The id of a path, or a 404 when it cannot be one. */
export function parseId(collection: ContentCollection, raw: string): number | string {
  if (COLLECTIONS[collection].id_kind === 'text') {
    if (!/^[0-9.]{1,20}$/.test(raw)) throw new NotFoundError('Data tidak ditemukan');
    return raw;
  }
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundError('Data tidak ditemukan');
  return id;
}

async function records(db: Db, adapter: Adapter, rows: Row[]): Promise<ContentRecord[]> {
  const full = adapter.enrich ? await adapter.enrich(db, rows) : rows;
  return full.map((r) => adapter.toRecord(r));
}

export async function listRecords(db: Db, collection: ContentCollection, query: ListQuery): Promise<ContentListPage> {
  const desc0 = COLLECTIONS[collection];
  const adapter = ADAPTERS[collection];
  const parts: SQL[] = [];
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 100) : '';
  if (q && adapter.search.length) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(...adapter.search.map((f) => ilike(adapter.columns[f], pattern)))!);
  }
  for (const field of desc0.filter_fields) {
    const value = query[field];
    if (value === undefined || value === '') continue;
    const column = adapter.columns[field];
    const isText = desc0.fields.find((f) => f.name === field)?.collection === 'branch-cities';
    const parsed = isText ? String(value).slice(0, 20) : Number(value);
    if (!isText && (!Number.isSafeInteger(parsed) || (parsed as number) < 1)) continue;
    parts.push(eq(column, parsed));
  }
  const where = parts.length ? and(...parts) : undefined;
  const sortText = typeof query.sort === 'string' && query.sort ? query.sort : desc0.default_sort;
  const sortField = sortText.replace(/^-/, '');
  const column = desc0.sort_fields.includes(sortField) ? adapter.columns[sortField] : adapter.columns[desc0.default_sort.replace(/^-/, '')];
  const direction = sortText.startsWith('-') && desc0.sort_fields.includes(sortField) ? desc : asc;
  const perPage = Math.min(Math.max(Math.trunc(Number(query.per_page) || CONTENT_PAGE_SIZE), 1), CONTENT_PAGE_SIZE_MAX);
  const page = Math.min(Math.max(Math.trunc(Number(query.page) || 1), 1), 100_000);
  const rows = await db.select().from(adapter.table as any).where(where).orderBy(direction(column), asc(adapter.id))
    .limit(perPage).offset((page - 1) * perPage) as Row[];
  const [{ n }] = await db.select({ n: count() }).from(adapter.table as any).where(where);
  return { items: await records(db, adapter, rows), meta: { total: Number(n), page, per_page: perPage } };
}

async function rowOf(db: Db, collection: ContentCollection, id: number | string): Promise<Row | null> {
  const adapter = ADAPTERS[collection];
  const [row] = await db.select().from(adapter.table as any).where(eq(adapter.id, id)) as Row[];
  return row ?? null;
}

export async function getRecord(db: Db, collection: ContentCollection, id: number | string): Promise<ContentRecord> {
  const row = await rowOf(db, collection, id);
  if (!row) throw new NotFoundError('Data tidak ditemukan');
  return (await records(db, ADAPTERS[collection], [row]))[0];
}

/** Every collection's record count (the content home). */
export async function collectionTotals(db: Db): Promise<Record<ContentCollection, number>> {
  const out = {} as Record<ContentCollection, number>;
  for (const name of Object.keys(ADAPTERS) as ContentCollection[]) {
    const [{ n }] = await db.select({ n: count() }).from(ADAPTERS[name].table as any);
    out[name] = Number(n);
  }
  return out;
}

/** The body validated by the collection's DTO; an edit is the current record with the body's fields over it. */
function validate(description: CollectionDescription, body: unknown, current: ContentRecord | null): Row {
  const input: Row = { ...(current ?? {}), ...(body && typeof body === 'object' && !Array.isArray(body) ? body as Row : {}) };
  for (const f of description.fields) if (f.readonly) delete input[f.name];
  delete input.id;
  const { value, errors, valid } = validateForm(CONTENT_DTOS[description.name], input);
  if (!valid) throw new ValidationError(errors);
  return value as Row;
}

/** Selects pointing at records that do not exist, and values another record already has. */
async function crossChecks(db: Db, description: CollectionDescription, dto: Row, selfId: number | string | null): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of description.fields) {
    if (field.readonly || !field.collection) continue;
    const target = ADAPTERS[field.collection];
    const value = dto[field.name];
    const ids = (field.kind === 'multi-select' ? (value as unknown[]) : [value]).filter((v) => v !== '' && v !== null && v !== undefined);
    if (!ids.length) continue;
    const found = await db.select({ id: target.id }).from(target.table as any).where(inArray(target.id, ids as never[])) as Row[];
    if (found.length < new Set(ids).size) errors[field.name] = [CONTENT_MESSAGES.unknown(field.label)];
  }
  const adapter = ADAPTERS[description.name];
  for (const field of adapter.unique) {
    const where = selfId === null ? eq(adapter.columns[field], dto[field]) : and(eq(adapter.columns[field], dto[field]), ne(adapter.id, selfId));
    const [{ n }] = await db.select({ n: count() }).from(adapter.table as any).where(where);
    if (Number(n) > 0) errors[field] = [field === 'code' || field === 'tenor' ? CONTENT_MESSAGES.codeTaken : CONTENT_MESSAGES.slugTaken];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** A database refusal the checks did not foresee (a race): 422 on the unique field, 400 for a reference. */
function databaseRefusal(error: unknown, adapter: Adapter): never {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw new ValidationError({ [adapter.unique[0] ?? 'id']: [CONTENT_MESSAGES.slugTaken] });
  if (code === '23503') throw new BusinessError('Data ini masih dipakai data lain, tidak bisa dihapus atau diubah begitu.');
  throw error;
}

/** Short values as they were and are (prices, dates, codes); long texts only as changed. */
function changes(before: ContentRecord | null, after: ContentRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    const old = before?.[field];
    if (before && JSON.stringify(old) === JSON.stringify(value)) continue;
    const short = (v: unknown) => typeof v === 'number' || typeof v === 'boolean' || v === null || (typeof v === 'string' && v.length <= 200);
    out[field] = short(value) && short(old ?? null) ? (before ? { before: old ?? null, after: value } : value) : { changed: true };
  }
  return out;
}

async function write(db: Db, collection: ContentCollection, id: number | string | null, body: unknown, ctx: WriteContext): Promise<ContentRecord> {
  const description = COLLECTIONS[collection];
  const adapter = ADAPTERS[collection];
  const beforeRow = id === null ? null : await rowOf(db, collection, id);
  if (id !== null && !beforeRow) throw new NotFoundError('Data tidak ditemukan');
  const before = beforeRow ? (await records(db, adapter, [beforeRow]))[0] : null;
  const dto = validate(description, body, before);
  await crossChecks(db, description, dto, id);
  const values = adapter.toRow(dto, beforeRow);
  try {
    return await db.transaction(async (tx) => {
      const [row] = id === null
        ? await tx.insert(adapter.table as any).values(values).returning() as Row[]
        : await tx.update(adapter.table as any).set(values).where(eq(adapter.id, id)).returning() as Row[];
      const record = (await records(tx, adapter, [row]))[0];
      await adapter.afterWrite?.(tx, record.id, dto);
      const after = adapter.afterWrite ? (await records(tx, adapter, [row]))[0] : record;
      await writeAudit(tx, {
        staffId: ctx.staffId, action: id === null ? 'content.create' : 'content.update', kind: collection, recordId: after.id,
        detail: { title: String(after[description.title_field] ?? ''), changes: changes(before, after) },
      });
      await ctx.notify(tx);
      return after;
    });
  } catch (error) {
    return databaseRefusal(error, adapter);
  }
}

export const createRecord = (db: Db, collection: ContentCollection, body: unknown, ctx: WriteContext) => {
  if (!COLLECTIONS[collection].can_create) throw new BusinessError('Data ini dibuat bersama tipenya; tambahkan tipe mobil baru.');
  return write(db, collection, null, body, ctx);
};

export const updateRecord = (db: Db, collection: ContentCollection, id: number | string, body: unknown, ctx: WriteContext) => write(db, collection, id, body, ctx);

export async function deleteRecord(db: Db, collection: ContentCollection, id: number | string, ctx: WriteContext): Promise<void> {
  const description = COLLECTIONS[collection];
  const adapter = ADAPTERS[collection];
  const row = await rowOf(db, collection, id);
  if (!row) throw new NotFoundError('Data tidak ditemukan');
  if (!description.can_delete) throw new BusinessError('Data ini ikut terhapus bersama tipenya; hapus tipenya bila perlu.');
  const reason = await adapter.inUse?.(db, id, row);
  if (reason) throw new BusinessError(reason);
  const record = (await records(db, adapter, [row]))[0];
  try {
    await db.transaction(async (tx) => {
      await adapter.beforeDelete?.(tx, id);
      await tx.delete(adapter.table as any).where(eq(adapter.id, id));
      await writeAudit(tx, {
        staffId: ctx.staffId, action: 'content.delete', kind: collection, recordId: record.id,
        detail: { title: String(record[description.title_field] ?? '') },
      });
      await ctx.notify(tx);
    });
  } catch (error) {
    databaseRefusal(error, adapter);
  }
}
