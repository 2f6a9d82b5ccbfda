/** The back office's stock calls under /api/staff/stock (docs/stock.md), each with the staff token. */
import type { StaffStockPage, StaffStockUnit, StockImportResult, StockOptions } from '../../../domain/stock';
import { api } from '../../data/api-client';

/** The body of the unit form (StockUnitDto). */
export interface StockUnitBody { chassis_number: string; car_type_id: number | ''; color_id: number | ''; branch_id: number | ''; status: string; expected_date: string; version?: number }

/** GET staff/stock?filter (the query string with its '?'). */
export const fetchStaffStock = (token: string, query: string): Promise<StaffStockPage> => api.get<StaffStockPage>(`staff/stock${query}`, { token });
/** GET staff/stock/options: types with colours, branches in scope. */
export const fetchStockOptions = (token: string): Promise<StockOptions> => api.get<StockOptions>('staff/stock/options', { token });
/** POST staff/stock (new) or staff/stock/{id} (edit at its version). */
export const saveStockUnit = (token: string, id: number | null, body: StockUnitBody): Promise<StaffStockUnit> =>
  api.post<StaffStockUnit>(id ? `staff/stock/${id}` : 'staff/stock', body, { token });
/** POST staff/stock/import: all rows or none; a 422 names the bad lines (errors.baris_N). */
export const importStockCsv = (token: string, csv: string): Promise<StockImportResult & { dry_run: boolean }> =>
  api.post<StockImportResult & { dry_run: boolean }>('staff/stock/import', { csv }, { token });
