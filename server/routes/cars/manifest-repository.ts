/**
 * What the offline catalogue consists of (GET catalogue/manifest): the ids and seos whose reads a
 * device saves, and the hash and size of a media file on disk.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { TRANSMISSIONS, type Transmission } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { branches, carCategories, carModels, carTypes, provinces } from '../../db/schema';

export interface CatalogueScope {
  categoryIds: number[];
  models: Array<{ id: number; seo: string; transmissions: Transmission[] }>;
  provinceCodes: string[];
  branchCityCodes: string[];
}

/** Every category, model (with the transmissions it is sold in), province and branch city. */
export async function catalogueScope(db: Db): Promise<CatalogueScope> {
  const categories = await db.select({ id: carCategories.id }).from(carCategories).orderBy(asc(carCategories.sort), asc(carCategories.id));
  const models = await db.select({ id: carModels.id, seo: carModels.seo }).from(carModels).orderBy(asc(carModels.sort), asc(carModels.id));
  const types = await db.selectDistinct({ modelId: carTypes.modelId, transmission: carTypes.transmission }).from(carTypes);
  const provinceRows = await db.select({ code: provinces.code }).from(provinces).orderBy(asc(provinces.code));
  const cityRows = await db.selectDistinct({ code: branches.cityCode }).from(branches).orderBy(asc(branches.cityCode));
  return {
    categoryIds: categories.map((c) => c.id),
    models: models.map((m) => ({
      ...m,
      transmissions: TRANSMISSIONS.filter((t) => types.some((x) => x.modelId === m.id && x.transmission === t)),
    })),
    provinceCodes: provinceRows.map((p) => p.code),
    branchCityCodes: cityRows.map((c) => c.code),
  };
}

/** Short content hash (SHA-256, 16 hex characters). */
export const shortHash = (bytes: string | Buffer): string => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

// A file's hash by its path, size and modification time: the media do not change between calls, so they are read once.
const fileHashes = new Map<string, { stamp: string; hash: string }>();

/** Size and content hash of a file under `mediaDir` for a '/media/...' URL; null when it is missing or outside. */
export async function mediaFile(mediaDir: string, url: string): Promise<{ hash: string; bytes: number } | null> {
  const relative = decodeURIComponent(url.slice('/media/'.length));
  const file = path.resolve(mediaDir, relative);
  if (!file.startsWith(path.resolve(mediaDir) + path.sep)) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const stamp = `${info.size}:${info.mtimeMs}`;
    const known = fileHashes.get(file);
    if (known?.stamp === stamp) return { hash: known.hash, bytes: info.size };
    const hash = shortHash(await readFile(file));
    fileHashes.set(file, { stamp, hash });
    return { hash, bytes: info.size };
  } catch {
    return null;
  }
}
