/** The back office's stock calls under /api/staff/stock (docs/stock.md), each with the staff token. */
import type { StaffStockPage, StaffStockUnit, StockImportResult, StockOptions, StockUnitBody } from '../../../domain/stock';
import { api } from '../../data/api-client';
import { staffFilter } from './staff-api';

export type { StockUnitBody };

/** GET staff/stock?filter (the query string with its '?'). */
export const fetchStaffStock = (token: string, query: string): Promise<StaffStockPage> => api.get('staff/stock', { token, query: staffFilter(query) });
/** GET staff/stock/options: types with colours, branches in scope. */
export const fetchStockOptions = (token: string): Promise<StockOptions> => api.get('staff/stock/options', { token });
/** POST staff/stock (new) or staff/stock/{id} (edit at its version). */
export const saveStockUnit = (token: string, id: number | null, body: StockUnitBody): Promise<StaffStockUnit> =>
  (id ? api.post('staff/stock/:id', body, { token, params: { id } }) : api.post('staff/stock', body, { token }));
/** POST staff/stock/import: all rows or none; a 422 names the bad lines (errors.baris_N). */
export const importStockCsv = (token: string, csv: string): Promise<StockImportResult & { dry_run: boolean }> =>
  api.post('staff/stock/import', { csv }, { token });
