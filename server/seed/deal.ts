/**
 * Demo data of the deal (issue 34): two invented leasing partners (one the dealer's default, lending at
 * the dealer's rates) and trade-in reference values for every old-car model of the trade-in list.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leasingPartners, tradeInBrandModels, tradeInBrands, tradeInValues } from '../db/schema';
import type { InsuranceRate } from '../../domain/credit';
import { TRADE_IN_CARS } from './catalogue/trade-in';

/** Insurance rates by price band for Central Java and DIY (OJK region 3 ranges, invented within them). */
function insurance(allRisk: number[], tlo: number[], diyExtra: number): InsuranceRate[] {
  const bands = [125_000_000, 200_000_000, 400_000_000, 800_000_000, 0];
  return (['jateng', 'diy'] as const).flatMap((region) => bands.map((band_max, i) => ({
    band_max, region,
    all_risk: Math.round((allRisk[i] + (region === 'diy' ? diyExtra : 0)) * 100) / 100,
    tlo: Math.round((tlo[i] + (region === 'diy' ? diyExtra / 4 : 0)) * 100) / 100,
  })));
}

export const DEMO_PARTNERS = [
  {
    // The dealer's default: its flat rates are the dealer's own (Bunga Kredit), so the site's credit
    // simulation and this partner's instalment are one figure.
    name: 'Merapi Auto Finance', isDefault: true, minDpPercent: 30, schemes: ['ADDM', 'ADDB'] as ('ADDM' | 'ADDB')[], flatRates: [],
    insuranceRates: insurance([3.26, 2.53, 2.08, 1.2, 1.05], [0.47, 0.63, 0.41, 0.25, 0.2], 0.05),
    mixAllRiskYears: 1, insurancePayment: 'upfront' as const, adminFee: 2_500_000, provisiPercent: 1, creditLifePercent: 0, creditLifePayment: 'upfront' as const, sort: 1,
  },
  {
    name: 'Prambanan Multifinance', isDefault: false, minDpPercent: 20, schemes: ['ADDM', 'ADDB'] as ('ADDM' | 'ADDB')[],
    flatRates: [{ tenor: 12, flat_rate: 3.5 }, { tenor: 24, flat_rate: 4.25 }, { tenor: 36, flat_rate: 5.1 }, { tenor: 48, flat_rate: 5.75 }, { tenor: 60, flat_rate: 6.6 }],
    insuranceRates: insurance([3.4, 2.6, 2.2, 1.3, 1.1], [0.5, 0.65, 0.45, 0.28, 0.22], 0.04),
    mixAllRiskYears: 2, insurancePayment: 'financed' as const, adminFee: 3_000_000, provisiPercent: 0.5, creditLifePercent: 0.6, creditLifePayment: 'financed' as const, sort: 2,
  },
  {
    name: 'Borobudur Leasing Syariah', isDefault: false, minDpPercent: 25, schemes: ['ADDM'] as ('ADDM' | 'ADDB')[],
    flatRates: [{ tenor: 12, flat_rate: 3.2 }, { tenor: 24, flat_rate: 4.0 }, { tenor: 36, flat_rate: 4.9 }, { tenor: 48, flat_rate: 5.6 }],
    insuranceRates: insurance([3.3, 2.55, 2.1, 1.25, 1.08], [0.48, 0.64, 0.43, 0.26, 0.21], 0),
    mixAllRiskYears: 1, insurancePayment: 'upfront' as const, adminFee: 1_750_000, provisiPercent: 0, creditLifePercent: 0.45, creditLifePayment: 'upfront' as const, sort: 3,
  },
];

/** What each model's newest build year fetches in good condition (rupiah, demo figures). */
const NEWEST_VALUE: Record<string, number> = {
  Avanza: 215_000_000, 'Kijang Innova': 360_000_000, Agya: 140_000_000, Calya: 150_000_000, Rush: 250_000_000, Yaris: 230_000_000,
  Fortuner: 480_000_000, Xenia: 200_000_000, Terios: 230_000_000, Ayla: 120_000_000, Sigra: 135_000_000, Brio: 155_000_000,
  Jazz: 210_000_000, Mobilio: 185_000_000, 'HR-V': 330_000_000, 'CR-V': 520_000_000, Ertiga: 200_000_000, 'Karimun Wagon R': 105_000_000,
  XL7: 225_000_000, Xpander: 240_000_000, 'Pajero Sport': 500_000_000, 'Grand Livina': 140_000_000, Confero: 150_000_000,
};
/** Each older year fetches this share of the next newer one (demo: 9 % a year, Toyota 8 %). */
const keep = (brand: string) => (brand === 'Toyota' ? 0.92 : 0.91);

/** The reference rows of one model: its newest year's value, then down a share per year, to the thousand. */
export function referenceRows(brand: string, model: string, first: number, last: number): Array<{ year: number; value: number }> {
  const newest = NEWEST_VALUE[model] ?? 150_000_000;
  return Array.from({ length: last - first + 1 }, (_, i) => ({ year: last - i, value: Math.round((newest * keep(brand) ** i) / 1000) * 1000 }));
}

export async function seedDeal(db: Db): Promise<void> {
  await db.insert(leasingPartners).values(DEMO_PARTNERS);
  for (const { brand, models } of TRADE_IN_CARS) {
    const [b] = await db.select({ id: tradeInBrands.id }).from(tradeInBrands).where(eq(tradeInBrands.name, brand));
    if (!b) continue;
    const stored = await db.select().from(tradeInBrandModels).where(eq(tradeInBrandModels.brandId, b.id));
    for (const [name, first, last] of models) {
      const row = stored.find((s) => s.name === name);
      if (row) await db.insert(tradeInValues).values(referenceRows(brand, name, first, last).map((r) => ({ brandModelId: row.id, ...r })));
    }
  }
}
