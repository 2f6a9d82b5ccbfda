/**
 * Where files live (uploads now, content-management media later): put/get/delete/list by key with
 * a content type and size. The embedded default keeps them on disk under DATA_DIR; with
 * PostgreSQL they go into the database (table `blobs`), so every instance behind a load balancer
 * reads what any instance stored. The database store joins the caller's transaction when given
 * one, so a file and the row that points at it commit together.
 */
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blobs } from '../db/schema';

export interface BlobInfo { key: string; contentType: string; size: number; createdAt: Date }
export interface StoredBlob extends BlobInfo { bytes: Buffer }

export interface BlobStore {
  readonly kind: 'disk' | 'database';
  /** Stores (or replaces) the bytes under `key`. `db`: a transaction to join (database store only). */
  put(key: string, bytes: Buffer, contentType: string, db?: Db): Promise<BlobInfo>;
  /** The blob, or null when there is none. */
  get(key: string, db?: Db): Promise<StoredBlob | null>;
  /** Removes it; a missing key is not an error. */
  delete(key: string, db?: Db): Promise<void>;
  /** Every blob whose key starts with `prefix`, in key order. */
  list(prefix: string, db?: Db): Promise<BlobInfo[]>;
}

/** Keys are relative paths of safe characters: 'uploads/ktp/<uuid>.jpg'. */
const KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 300 || key.split('/').some((part) => part === '..' || part === '.')) throw new Error('invalid blob key');
  return key;
}

const META = '.meta.json';
const BY_EXTENSION: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.svg': 'image/svg+xml', '.pdf': 'application/pdf' };

/** Files under `root` (mode 0600, folders 0700), each with a small sidecar naming its content type. */
export function diskBlobStore(root: string): BlobStore {
  const file = (key: string) => path.join(root, checkKey(key));
  const info = async (key: string): Promise<BlobInfo | null> => {
    const stats = await stat(file(key)).catch(() => null);
    if (!stats?.isFile()) return null;
    const meta = await readFile(file(key) + META, 'utf8').then((t) => JSON.parse(t) as { contentType?: string }).catch(() => ({ contentType: undefined }));
    const contentType = meta.contentType ?? BY_EXTENSION[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
    return { key, contentType, size: stats.size, createdAt: stats.mtime };
  };
  return {
    kind: 'disk',
    async put(key, bytes, contentType) {
      await mkdir(path.dirname(file(key)), { recursive: true, mode: 0o700 });
      await writeFile(file(key), bytes, { mode: 0o600 });
      await writeFile(file(key) + META, JSON.stringify({ contentType }), { mode: 0o600 });
      return { key, contentType, size: bytes.length, createdAt: new Date() };
    },
    async get(key) {
      const found = await info(key);
      return found ? { ...found, bytes: await readFile(file(key)) } : null;
    },
    async delete(key) {
      await rm(file(key), { force: true });
      await rm(file(key) + META, { force: true });
    },
    async list(prefix) {
      const names = await readdir(root, { recursive: true }).catch(() => [] as string[]);
      const keys = names.map((n) => n.split(path.sep).join('/')).filter((k) => k.startsWith(prefix) && !k.endsWith(META) && KEY.test(k)).sort();
      const found = await Promise.all(keys.map(info));
      return found.filter((b): b is BlobInfo => b !== null);
    },
  };
}

/** Rows of the `blobs` table (bytea): shared by every instance on the same PostgreSQL. */
export function databaseBlobStore(own: Db): BlobStore {
  const columns = { key: blobs.key, contentType: blobs.contentType, size: blobs.size, createdAt: blobs.createdAt };
  return {
    kind: 'database',
    async put(key, bytes, contentType, db = own) {
      const values = { key: checkKey(key), contentType, size: bytes.length, data: bytes, createdAt: new Date() };
      await db.insert(blobs).values(values).onConflictDoUpdate({ target: blobs.key, set: { contentType, size: bytes.length, data: bytes, createdAt: values.createdAt } });
      return { key, contentType, size: bytes.length, createdAt: values.createdAt };
    },
    async get(key, db = own) {
      const [row] = await db.select().from(blobs).where(eq(blobs.key, checkKey(key)));
      return row ? { key: row.key, contentType: row.contentType, size: row.size, createdAt: row.createdAt, bytes: row.data } : null;
    },
    async delete(key, db = own) {
      await db.delete(blobs).where(eq(blobs.key, checkKey(key)));
    },
    async list(prefix, db = own) {
      const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      return db.select(columns).from(blobs).where(and(like(blobs.key, `${escaped}%`))).orderBy(asc(blobs.key));
    },
  };
}

/** The store for this deployment: BLOB_STORE=disk|database, else the database with PostgreSQL and the disk with PGlite. */
export function blobStoreFor(choice: 'auto' | 'disk' | 'database', database: { db: Db; kind: 'pglite' | 'postgres' }, dataDir: string): BlobStore {
  const useDatabase = choice === 'database' || (choice === 'auto' && database.kind === 'postgres');
  return useDatabase ? databaseBlobStore(database.db) : diskBlobStore(dataDir);
}
