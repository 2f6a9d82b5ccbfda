/** Compare reads (model and type lookups of the chained selects) and the comparison itself. */
import type { CarDetail, CarType, CompareRequest, CompareResult, ModelLookup } from '../../../domain/api';
import { compareTypes, type CompareSide } from '../../../domain/compare';
import type { Transmission } from '../../../domain/constants';
import { api, ApiError } from '../api-client';
import { openDb, type MirrorRow } from '../db';
import { useMirroredQuery } from '../mirrored-query';

/** POST carmodel {category_id}: the models of a category for a select. */
export const fetchModelLookups = (categoryId: number): Promise<ModelLookup[]> => api.post('carmodel', { category_id: categoryId });

/** POST comparison/type {car_model_id, car_transmission}: the types that can be compared. */
export const fetchComparisonTypes = (modelId: number, transmission: Transmission): Promise<CarType[]> =>
  api.post('comparison/type', { car_model_id: modelId, car_transmission: transmission });

/** Mirrored answers whose key starts with `prefix` ([] when IndexedDB cannot answer). */
async function mirrored<T>(prefix: string): Promise<Array<MirrorRow<T>>> {
  try {
    return (await (await openDb()).responses.where('key').startsWith(prefix).toArray()) as Array<MirrorRow<T>>;
  } catch {
    return [];
  }
}

/**
 * The comparison built on the device from saved catalogue answers (the types of a model with their
 * specifications, and the model names), with the server's own rule (domain/compare.ts); null when
 * either type was never saved.
 */
async function compareFromMirror(request: CompareRequest): Promise<CompareResult | null> {
  const names = new Map<number, string>();
  for (const row of await mirrored<ModelLookup[]>('carmodel:')) for (const m of row.data ?? []) names.set(m.car_model_id, m.car_mode_name);
  const details = await mirrored<CarDetail>('cardetail:');
  for (const row of details) if (row.data) names.set(row.data.car_model_id, row.data.car_model_name);
  const modelOfSeo = new Map(details.filter((r) => r.data).map((r) => [r.data.car_model_seo, r.data.car_model_id]));

  const sides = new Map<number, CompareSide>();
  const add = (modelId: number | undefined, types: CarType[] | undefined) => {
    for (const type of types ?? []) {
      if (sides.has(type.car_type_id)) continue;
      sides.set(type.car_type_id, {
        modelName: (modelId !== undefined ? names.get(modelId) : undefined) ?? '', typeName: type.car_type_name,
        image: type.image, price: type.price, spec: type.spesification,
      });
    }
  };
  for (const row of await mirrored<CarType[]>('comparison/type:')) add(Number(row.key.split(':')[1]), row.data);
  for (const row of await mirrored<CarType[]>('cartypedetail:')) add(modelOfSeo.get(row.key.slice('cartypedetail:'.length)), row.data);
  const [one, two] = [sides.get(request.car_type_1), sides.get(request.car_type_2)];
  return one && two ? compareTypes(one, two) : null;
}

/** POST compare: the two types side by side; without a connection, from the saved catalogue when it holds both. */
export async function compareCars(request: CompareRequest): Promise<CompareResult> {
  try {
    return await api.post('compare', request);
  } catch (error) {
    if (!(error instanceof ApiError) || !error.isNetwork) throw error;
    const offline = await compareFromMirror(request);
    if (!offline) throw error;
    return offline;
  }
}

/** The models of a category; disabled while no category is chosen. */
export const useModelLookups = (categoryId: number | null) =>
  useMirroredQuery(categoryId ? `carmodel:${categoryId}` : null, () => fetchModelLookups(categoryId as number));

/** The comparable types of a model and transmission; disabled until both are chosen. */
export const useComparisonTypes = (modelId: number | null, transmission: Transmission | null) =>
  useMirroredQuery(modelId && transmission ? `comparison/type:${modelId}:${transmission}` : null, () => fetchComparisonTypes(modelId as number, transmission as Transmission));
