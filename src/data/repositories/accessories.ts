/** GET accessories?car_model_id=: accessories and packages fitting a model (docs/stock.md), mirrored. */
import type { Accessory } from '../../../domain/accessories';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

export const fetchAccessories = (modelId: number): Promise<Accessory[]> => api.get('accessories', { query: { car_model_id: modelId } });

/** The accessories of a model; disabled while none is chosen. */
export const useAccessories = (modelId: number | null) =>
  useMirroredQuery(modelId ? `accessories:${modelId}` : null, () => fetchAccessories(modelId as number));
