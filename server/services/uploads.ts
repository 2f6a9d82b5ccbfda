/**
 * Uploads (KTP, payment proof, profile photo) arrive as data URLs. Each is checked by its bytes:
 * JPEG magic, a frame header with real dimensions, at most 2 MB decoded; then stored privately in
 * the blob store (never served by a public URL).
 */
import { randomUUID } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { fieldError } from '../http/envelope';
import type { BlobStore } from './blob-store';

export type UploadKind = 'ktp' | 'payment' | 'profile';

/** Width and height from a JPEG's SOF segment, or null when the bytes are not a decodable JPEG. */
export function jpegSize(buf: Buffer): { width: number; height: number } | null {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8 || buf[2] !== 0xff) return null;
  let i = 2;
  while (i + 4 <= buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) { i += marker === 0xff ? 1 : 2; continue; }
    const len = buf.readUInt16BE(i + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof && i + 9 <= buf.length) {
      const height = buf.readUInt16BE(i + 5);
      const width = buf.readUInt16BE(i + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    i += 2 + len;
  }
  return null;
}

/** Decodes and checks a JPEG data URL; throws a 422 on `field` when it is not acceptable. */
export function decodeJpeg(field: string, dataUrl: unknown): { bytes: Buffer; width: number; height: number } {
  if (typeof dataUrl !== 'string' || !/^data:image\/(jpeg|jpg);base64,/.test(dataUrl)) {
    throw fieldError(field, '*File harus berupa gambar JPG!.');
  }
  const b64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if (!/^[A-Za-z0-9+/]+=*$/.test(b64)) throw fieldError(field, '*File harus berupa gambar JPG!.');
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length > UPLOAD_MAX_BYTES) throw fieldError(field, 'File terlalu besar pilih yang lain');
  const size = jpegSize(bytes);
  if (!size) throw fieldError(field, '*File harus berupa gambar JPG!.');
  return { bytes, ...size };
}

/** Stores a checked upload in the blob store (in `db`'s transaction when the store is the database) and records it; returns its id. */
export async function storeUpload(db: Db, blobs: BlobStore, kind: UploadKind, memberId: number | null, file: { bytes: Buffer; width: number; height: number }): Promise<string> {
  const id = randomUUID();
  const key = `uploads/${kind}/${id}.jpg`;
  await blobs.put(key, file.bytes, 'image/jpeg', db);
  await db.insert(uploads).values({ id, kind, memberId, path: key, bytes: file.bytes.length, width: file.width, height: file.height });
  return id;
}
