/**
 * Demo stock (docs/stock.md): for every branch, a few units of the first types and colours of each
 * model, with a mix of statuses (available, sold, on the way in 2 to 6 weeks); the last colour of
 * each model is never in stock (only on the way at some branches), so the site shows both
 * 'Tersedia di N cabang' and 'Inden ± N minggu'. Deterministic; runs when the table is empty.
 */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessories, branches, carColors, carModels, carTypes, stockUnits } from '../db/schema';

const pad = (n: number, width: number) => String(n % 10 ** width).padStart(width, '0');
/** A VIN-shaped demo chassis number: 17 characters without I, O, Q. */
const chassis = (branch: number, type: number, colour: number, serial: number) => `MHFDM${pad(branch, 2)}${pad(type, 3)}${pad(colour, 3)}${pad(serial, 4)}`;

function dayAfter(weeks: number, now: Date): string {
  return new Date(now.getTime() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
}

export async function seedStockIfEmpty(db: Db, now = new Date()): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(stockUnits);
  if (count > 0) return;
  const branchRows = await db.select({ id: branches.id }).from(branches).orderBy(asc(branches.sort), asc(branches.id));
  const types = await db.select({ id: carTypes.id, modelId: carTypes.modelId }).from(carTypes).orderBy(asc(carTypes.modelId), asc(carTypes.sort), asc(carTypes.id));
  const colours = await db.select({ id: carColors.id, modelId: carColors.modelId }).from(carColors).orderBy(asc(carColors.modelId), asc(carColors.sort), asc(carColors.id));
  const byModel = new Map<number, { types: number[]; colours: number[] }>();
  for (const t of types) (byModel.get(t.modelId) ?? byModel.set(t.modelId, { types: [], colours: [] }).get(t.modelId)!).types.push(t.id);
  for (const c of colours) byModel.get(c.modelId)?.colours.push(c.id);
  const rows: Array<typeof stockUnits.$inferInsert> = [];
  let serial = 0;
  branchRows.forEach((branch, bi) => {
    [...byModel.values()].forEach(({ types: ts, colours: cs }, mi) => {
      ts.slice(0, 3).forEach((typeId, ti) => {
        cs.forEach((colorId, ci) => {
          const last = ci === cs.length - 1 && cs.length > 1;
          const mix = (bi + mi + ti + ci) % 5;
          const add = (status: string, weeks?: number) => rows.push({
            chassisNumber: chassis(branch.id, typeId, colorId, (serial += 1)), carTypeId: typeId, colorId, branchId: branch.id, status,
            expectedDate: weeks ? dayAfter(weeks, now) : null,
          });
          if (last) {
            if (mix < 2) add('on_the_way', 2 + mix * 2);
            return;
          }
          if (ci > 2) return;
          if (mix >= 1) add('available');
          if (mix >= 3) add('available');
          if (mix === 2 || mix === 4) add('sold');
          if (mix === 0) add('on_the_way', 3);
        });
      });
    });
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(stockUnits).values(rows.slice(i, i + 500)).onConflictDoNothing();
}

/** Demo accessories and packages: a few for every model, some for all, some for a few; images from the spare-part art. */
export async function seedAccessoriesIfEmpty(db: Db): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(accessories);
  if (count > 0) return;
  const models = await db.select({ id: carModels.id, seo: carModels.seo }).from(carModels).orderBy(asc(carModels.id));
  const all = models.map((m) => m.id);
  const some = (pick: (seo: string, i: number) => boolean) => models.filter((m, i) => pick(m.seo, i)).map((m) => m.id);
  const art = (name: string) => `/media/content/spareparts/${name}.svg`;
  const rows: Array<typeof accessories.$inferInsert> = [
    { name: 'Paket Karpet Dasar + Door Visor', image: art('karpet-dasar'), price: 1_450_000, billing: 'dp', modelIds: all, description: 'Karpet lantai resmi dan talang air empat pintu, dipasang sebelum serah terima.', sort: 1 },
    { name: 'Kaca Film Premium', image: art('kaca-film-premium'), price: 3_200_000, billing: 'cash', modelIds: all, description: 'Penolak panas untuk seluruh kaca, garansi 5 tahun.', sort: 2 },
    { name: 'Kamera Parkir', image: art('kamera-parkir'), price: 1_850_000, billing: 'dp', modelIds: some((_, i) => i % 2 === 0), description: 'Terhubung ke head unit bawaan.', sort: 3 },
    { name: 'Sarung Jok Kulit Sintetis', image: art('sarung-jok-kulit-sintetis'), price: 2_450_000, billing: 'cash', modelIds: some((_, i) => i % 3 !== 2), description: 'Jahitan rapi, mudah dibersihkan.', sort: 4 },
    { name: 'Paket Perlindungan (Body Cover + Mud Guard)', image: art('body-cover'), price: 895_000, billing: 'cash', modelIds: all, description: 'Pelindung bodi tahan air dan penahan lumpur empat roda.', sort: 5 },
    { name: 'Dashcam Toyota', image: art('dashcam-toyota'), price: 1_650_000, billing: 'dp', modelIds: some((seo) => /avanza|veloz|rush|innova|fortuner|raize|calya|agya/.test(seo)), description: 'Kamera depan resmi Toyota dengan kartu memori 32 GB.', sort: 6 },
  ];
  await db.insert(accessories).values(rows.filter((r) => (r.modelIds as number[]).length > 0));
}
