/**
 * Demo vouchers (docs/orders.md). Dates are whole days in Asia/Jakarta. Safe to run twice: an
 * existing code is left as it is.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carModels, carTypes, vouchers } from '../db/schema';

const day = (iso: string, end = false) => new Date(`${iso}T${end ? '23:59:59.999' : '00:00:00.000'}+07:00`);
const Y2026_2027 = { validFrom: day('2026-01-01'), validUntil: day('2027-12-31', true) };

export async function seedOrders(db: Db): Promise<void> {
  const avanza = await db.select({ id: carTypes.id }).from(carTypes)
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId)).where(eq(carModels.seo, 'avanza'));
  const rows: Array<typeof vouchers.$inferInsert> = [
    { code: 'MERAPIHEMAT', description: 'Potongan tunai Rp 5.000.000 untuk semua tipe', paymentType: 'cash', carTypeIds: [], ...Y2026_2027, discountAmount: 5_000_000, quota: 500 },
    { code: 'KREDITRINGAN', description: 'Angsuran lebih ringan Rp 250.000 per bulan', paymentType: 'kredit', carTypeIds: [], ...Y2026_2027, instalmentDiscount: 250_000, quota: 500 },
    { code: 'AVANZAPROMO', description: 'Promo Avanza: tunai Rp 3.000.000 atau angsuran Rp 150.000 per bulan lebih ringan', paymentType: null, carTypeIds: avanza.map((t) => t.id), ...Y2026_2027, discountAmount: 3_000_000, instalmentDiscount: 150_000, quota: 100 },
    { code: 'EXPIRED2025', description: 'Promo akhir tahun 2025 (sudah berakhir)', paymentType: 'cash', carTypeIds: [], validFrom: day('2025-01-01'), validUntil: day('2025-12-31', true), discountAmount: 2_000_000, quota: 500 },
    { code: 'HABIS', description: 'Promo kuota terbatas (kuota sudah habis)', paymentType: 'cash', carTypeIds: [], ...Y2026_2027, discountAmount: 1_000_000, quota: 1, used: 1 },
  ];
  await db.insert(vouchers).values(rows).onConflictDoNothing({ target: vouchers.code });
}
