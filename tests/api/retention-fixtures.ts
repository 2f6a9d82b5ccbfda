/** Records for the retention and personal-data tests: instant approvals with a KTP, the retention job at a moved clock. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { downPaymentRange, effectivePrice } from '../../domain/credit';
import { creditApplications, uploads } from '../../server/db/schema';
import { runRetention } from '../../server/services/retention/job';
import { carAndBranch, JPEG } from './form-fixtures';
import type { TestApp } from './helpers';

export const DAY_MS = 86_400_000;

/** A guest's instant approval with a KTP (`ktp`: a JPEG data URL); returns its id and the KTP's upload. */
export async function instantApproval(t: TestApp, email: string, ktp = JPEG) {
  const { car, type } = await carAndBranch(t.database.db);
  const price = effectivePrice(type.priceOtr, type.priceDisc);
  const res = await t.post('/api/instantapprove', { ...car, uang_muka: downPaymentRange(price).min, tenor: 24, email, ktp, agree1: true, agree2: true });
  if (res.statusCode !== 200) throw new Error(`instantapprove: ${res.statusCode} ${res.body}`);
  const id = res.json().data.id as number;
  const [row] = await t.database.db.select({ upload: uploads }).from(creditApplications).innerJoin(uploads, eq(uploads.id, creditApplications.ktpUploadId)).where(eq(creditApplications.id, id));
  return { id, upload: row.upload };
}

/** The retention job as the admin's button runs it, with the clock at `now`. */
export async function runAt(t: TestApp, now: Date) {
  const run = await runRetention(t.database.db, t.app.blobs, t.app.config.retention, { now, trigger: 'manual' });
  if (!run) throw new Error('a manual run always runs');
  return run;
}

/** A `width` × `height` JPEG data URL: a grey card with a darker band (a stand-in for a KTP photo). */
export async function photo(width = 480, height = 300): Promise<string> {
  const band = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d9dde3"/><rect y="${height / 3}" width="100%" height="${height / 3}" fill="#5a6b80"/></svg>`);
  const bytes = await sharp(band).jpeg({ quality: 90 }).toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}
