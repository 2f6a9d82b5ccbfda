/**
 * Stock units in the back office (docs/stock.md): admin for every branch, sales for their own.
 * List and filter, add, edit (409 when stale), CSV import (all rows or none; bad rows named by
 * line) and export. Every write empties the cached public stock reads on every instance.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROW_ID_MAX } from '../../../domain/forms/limits';
import { STOCK_ROLES } from '../../../domain/staff/roles';
import { checkStockCsv, STOCK_MESSAGES, StockFilterDto, StockUnitDto, type StockUnitDto as StockUnitInput } from '../../../domain/stock';
import { toCsv, csvFileName } from '../../services/staff/csv';
import { writeAudit } from '../../services/staff/audit';
import { createUnit, exportRows, importRows, listStock, stockOptions, stockUnit, STOCK_EXPORT_HEADER, updateUnit, type StockScope, type UnitInput } from '../../services/stock-admin';
import { isoDay } from '../../../domain/money';
import { NotFoundError, ok, ValidationError } from '../../http/envelope';
import { answers, bool, int, list, obj, str, strOrNull, fileAnswers } from '../../http/response-schemas';
import { dtoSchema, validated } from '../../http/validated';
import { STOCK_READS } from '../cars/stock';
import { requireStaff, staffOf } from './auth';
import { STALE_MESSAGE } from './errors';
import * as s from './schemas';

/** Longest CSV text accepted (about 5000 rows). */
const CSV_MAX_CHARS = 600_000;

const unit = obj({
  id: int, chassis_number: str, car_type_id: int, car_name: str, color_id: int, color_name: str, branch_id: int, branch_name: str,
  status: str, status_label: str, expected_date: strOrNull, order_booking_id: strOrNull, held_until: strOrNull, version: int,
});
const countsSchema = obj({ available: int, reserved: int, sold: int, on_the_way: int });
const pageAnswer = obj({ items: list(unit), meta: obj({ total: int, page: int, per_page: int, counts: countsSchema }) });
const optionsAnswer = obj({
  types: list(obj({ id: int, name: str, colours: list(obj({ id: int, name: str })) })),
  branches: list(obj({ id: int, name: str })),
});
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: ROW_ID_MAX } }, required: ['id'] } as const;

const scopeOf = (request: FastifyRequest): StockScope => ({ role: staffOf(request).role, branchIds: staffOf(request).branchIds });

const inputOf = (dto: StockUnitInput): UnitInput => ({
  chassis_number: String(dto.chassis_number), car_type_id: Number(dto.car_type_id), color_id: Number(dto.color_id), branch_id: Number(dto.branch_id),
  status: String(dto.status), expected_date: dto.expected_date ? String(dto.expected_date) : null,
});

export default async function stockStaffRoutes(app: FastifyInstance) {
  const guard = requireStaff(STOCK_ROLES);
  const common = { tags: s.TAGS, security: s.staffSecurity };
  const writes = { invalidatesReads: STOCK_READS };

  app.get('/stock', {
    onRequest: guard,
    schema: {
      ...common, summary: 'Stock units of the branches in scope (admin: all, sales: own), filtered by branch_id, status, q (chassis or car); 50 per page with counts per status',
      querystring: { type: 'object', properties: { branch_id: { type: 'string', maxLength: 12 }, status: { type: 'string', maxLength: 20 }, q: { type: 'string', maxLength: 40 }, page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } } } as const,
      response: answers(pageAnswer),
    },
  }, async (request) => {
    const query = request.query;
    const f = validated(StockFilterDto, { branch_id: query.branch_id || null, status: query.status ?? null, q: query.q || null });
    return ok(await listStock(app.db, scopeOf(request), { branch_id: f.branch_id ? Number(f.branch_id) : null, status: f.status ? String(f.status) : null, q: f.q ? String(f.q) : null, page: Number(query.page ?? 1) }));
  });

  app.get('/stock/options', {
    onRequest: guard,
    schema: { ...common, summary: 'Choices of the unit form: car types with their colours, the branches in scope', response: answers(optionsAnswer) },
  }, async (request) => ok(await stockOptions(app.db, scopeOf(request))));

  app.get('/stock/export.csv', {
    onRequest: guard,
    schema: { ...common, summary: 'Every unit in scope as CSV in the import columns (no_rangka,tipe_id,warna_id,cabang_id,status,perkiraan_tiba)', produces: ['text/csv'], response: fileAnswers('text/csv', 'CSV, UTF-8 with BOM') },
  }, async (request, reply) => {
    const rows = await exportRows(app.db, scopeOf(request));
    await writeAudit(app.db, { staffId: staffOf(request).id, action: 'export', kind: 'stock', detail: { rows: rows.length } });
    return reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName('stok', isoDay(new Date()))}"`)
      .send(toCsv(STOCK_EXPORT_HEADER, rows));
  });

  app.post('/stock', {
    onRequest: guard, config: writes,
    schema: { ...common, summary: 'Add a unit {chassis_number, car_type_id, color_id, branch_id, status, expected_date}; 422 with field messages', body: dtoSchema(StockUnitDto, 'StockUnitDto'), response: answers(unit) },
  }, async (request) => {
    const dto = validated(StockUnitDto, request.body);
    const scope = scopeOf(request);
    const id = await app.db.transaction(async (tx) => {
      const created = await createUnit(tx, scope, inputOf(dto));
      await writeAudit(tx, { staffId: staffOf(request).id, action: 'stock.create', kind: 'stock', recordId: created, detail: { status: dto.status, branch_id: dto.branch_id } });
      return created;
    });
    return ok(await stockUnit(app.db, scope, id), 'Unit stok ditambahkan');
  });

  app.post('/stock/:id', {
    onRequest: guard, config: writes,
    schema: { ...common, params: idParams, summary: 'Edit a unit at its version; 409 with the current unit when stale, 422 for a unit an order holds', body: dtoSchema(StockUnitDto, 'StockUnitDto'), response: answers(unit) },
  }, async (request, reply) => {
    const { id } = request.params;
    const dto = validated(StockUnitDto, request.body);
    if (dto.version === null || dto.version === undefined) throw new ValidationError({ version: [STOCK_MESSAGES.version] });
    const scope = scopeOf(request);
    const outcome = await app.db.transaction(async (tx) => {
      const result = await updateUnit(tx, scope, id, Number(dto.version), inputOf(dto));
      if (result === 'ok') await writeAudit(tx, { staffId: staffOf(request).id, action: 'stock.update', kind: 'stock', recordId: id, detail: { status: dto.status, branch_id: dto.branch_id } });
      return result;
    });
    if (!outcome) throw new NotFoundError('Unit stok tidak ditemukan');
    const current = await stockUnit(app.db, scope, id);
    if (outcome === 'stale') return reply.code(409).send({ status: 409, message: STALE_MESSAGE, data: current });
    return ok(current, 'Unit stok diperbarui');
  });

  app.post('/stock/import', {
    onRequest: guard, config: writes, bodyLimit: CSV_MAX_CHARS * 2,
    schema: {
      ...common,
      summary: `Import units from CSV text {csv} (columns no_rangka,tipe_id,warna_id,cabang_id,status,perkiraan_tiba; header line 1). All rows or none: any bad row is a 422 with errors {baris_N: [messages]} and nothing is written; units are matched by chassis number (added or updated)`,
      body: { type: 'object', properties: { csv: { type: 'string', maxLength: CSV_MAX_CHARS }, dry_run: { type: 'boolean' } }, required: ['csv'] } as const,
      response: answers(obj({ created: int, updated: int, dry_run: bool })),
    },
  }, async (request) => {
    const { csv, dry_run: dryRun } = request.body;
    const { rows, errors } = checkStockCsv(csv);
    const scope = scopeOf(request);
    const DRY = Symbol('dry');
    try {
      const result = await app.db.transaction(async (tx) => {
        const counts = await importRows(tx, scope, rows, errors);
        if (dryRun) throw Object.assign(new Error('dry run'), { [DRY]: counts });
        await writeAudit(tx, { staffId: staffOf(request).id, action: 'stock.import', kind: 'stock', detail: { ...counts } });
        return counts;
      });
      return ok({ ...result, dry_run: false }, `${result.created} unit ditambahkan, ${result.updated} unit diperbarui`);
    } catch (error) {
      const counts = (error as Record<symbol, { created: number; updated: number }>)[DRY];
      if (counts) return ok({ ...counts, dry_run: true }, 'Semua baris valid');
      throw error;
    }
  });
}

