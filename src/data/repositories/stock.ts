/** GET stock: units per branch for a type and colour (docs/stock.md), mirrored so the note stays offline. */
import type { BranchStock } from '../../../domain/stock';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

export const fetchStock = (typeId: number, colourId: number | null): Promise<BranchStock[]> =>
  api.get('stock', { query: { car_type_id: typeId, color_id: colourId ?? undefined } });

/** The stock of a type (and colour); disabled while no type is chosen. */
export const useStock = (typeId: number | null, colourId: number | null) =>
  useMirroredQuery(typeId ? `stock:${typeId}:${colourId ?? ''}` : null, () => fetchStock(typeId as number, colourId));
