/**
 * The table mappings of the cars and what they cost: categories, models, types, colours,
 * specifications, accessories, vouchers, credit rates, leasing partners and trade-in values.
 */
import { eq, inArray, ne } from 'drizzle-orm';
import type { ContentCollection } from '../../../../domain/content/collections';
import type { Db } from '../../../db/client';
import {
  accessories, brochures, carCategories, carColors, carModels, carTypes, creditApplications, creditRates, creditSimulations,
  journeyResults, orders, serviceBookings, testDrives, tradeIns, voucherUses, vouchers, leasingPartners, tradeInBrandModels,
  tradeInBrands, tradeInValues,
} from '../../../db/schema';
import { type Adapter, jakartaDay, jakartaIso, firstUse, type Row } from './adapter';

async function typeIdsOf(db: Db, modelId: number): Promise<number[]> {
  return (await db.select({ id: carTypes.id }).from(carTypes).where(eq(carTypes.modelId, modelId))).map((r) => r.id);
}

/** Records that reference car types: orders first (a type that was ordered stays). */
async function typeUse(db: Db, ids: number[], what: string): Promise<string | null> {
  if (!ids.length) return null;
  return firstUse(db, [
    [orders, inArray(orders.carTypeId, ids), (n) => `${what} sudah dipesan (${n} pesanan), tidak bisa dihapus. Ubah harganya atau sembunyikan dari menu.`],
    [testDrives, inArray(testDrives.carTypeId, ids), (n) => `${what} dipakai ${n} permintaan test drive, tidak bisa dihapus.`],
    [serviceBookings, inArray(serviceBookings.carTypeId, ids), (n) => `${what} dipakai ${n} booking servis, tidak bisa dihapus.`],
    [tradeIns, inArray(tradeIns.carTypeId, ids), (n) => `${what} dipakai ${n} pengajuan trade-in, tidak bisa dihapus.`],
    [creditApplications, inArray(creditApplications.carTypeId, ids), (n) => `${what} dipakai ${n} pengajuan kredit, tidak bisa dihapus.`],
    [creditSimulations, inArray(creditSimulations.carTypeId, ids), (n) => `${what} dipakai ${n} simulasi kredit member, tidak bisa dihapus.`],
  ]);
}

export const CATALOGUE_ADAPTERS = {
  categories: {
    table: carCategories, id: carCategories.id,
    columns: { category_name: carCategories.name, category_seo: carCategories.seo, sort: carCategories.sort, id: carCategories.id },
    search: ['category_name', 'category_seo'], unique: ['category_seo'],
    toRecord: (r) => ({ id: r.id, category_name: r.name, category_seo: r.seo, sort: r.sort }),
    toRow: (d) => ({ name: d.category_name, seo: d.category_seo, sort: d.sort }),
    inUse: (db, id) => firstUse(db, [
      [carModels, eq(carModels.categoryId, Number(id)), (n) => `Kategori masih dipakai ${n} model. Pindahkan atau hapus modelnya dulu.`],
      [brochures, eq(brochures.categoryId, Number(id)), (n) => `Kategori masih dipakai ${n} brosur. Pindahkan atau hapus brosurnya dulu.`],
    ]),
  },
  models: {
    table: carModels, id: carModels.id,
    columns: { name: carModels.name, car_seo: carModels.seo, sort: carModels.sort, id: carModels.id, category_id: carModels.categoryId },
    search: ['name', 'car_seo'], unique: ['car_seo'],
    toRecord: (r) => ({
      id: r.id, category_id: r.categoryId, name: r.name, car_seo: r.seo, body_style: r.bodyStyle, preview_text: r.previewText,
      meta_title: r.metaTitle, image: r.image, featured: r.featured.map((f: Row) => ({ title: f.title, subtitle: f.subtitle ?? '' })),
      recommended: r.recommended, ribbon: r.ribbon, sort: r.sort, slider: r.slider, slider_mobile: r.sliderMobile,
      exterior_cover: r.exterior.cover, exterior_gallery: r.exterior.gallery, interior_cover: r.interior.cover, interior_gallery: r.interior.gallery,
      interior360: r.interior360, cta_title: r.cta?.title ?? '', cta_whatsapp: r.cta?.whatsapp ?? '', video_cover: r.video?.cover ?? '', video_url: r.video?.url ?? '',
    }),
    toRow: (d, before) => ({
      categoryId: d.category_id, name: d.name, seo: d.car_seo, bodyStyle: d.body_style, previewText: d.preview_text, metaTitle: d.meta_title,
      image: d.image,
      // Keep each point's icon when its title stays.
      featured: d.featured.map((f: Row) => {
        const icon = (before?.featured as Row[] | undefined)?.find((b) => b.title === f.title)?.icon;
        return icon ? { icon, title: f.title, subtitle: f.subtitle } : { title: f.title, subtitle: f.subtitle };
      }),
      recommended: d.recommended, ribbon: d.ribbon, sort: d.sort, slider: d.slider, sliderMobile: d.slider_mobile,
      exterior: { cover: d.exterior_cover || d.image, gallery: d.exterior_gallery },
      interior: { cover: d.interior_cover || d.image, gallery: d.interior_gallery },
      interior360: d.interior360 ?? null,
      cta: d.cta_title || d.cta_whatsapp ? { title: d.cta_title, whatsapp: d.cta_whatsapp } : null,
      video: d.video_url ? { cover: d.video_cover || d.image, url: d.video_url } : null,
    }),
    inUse: async (db, id) => typeUse(db, await typeIdsOf(db, Number(id)), 'Model ini'),
    beforeDelete: async (tx, id) => {
      await tx.delete(journeyResults).where(eq(journeyResults.modelId, Number(id)));
      await tx.delete(carColors).where(eq(carColors.modelId, Number(id)));
      await tx.delete(carTypes).where(eq(carTypes.modelId, Number(id)));
    },
  },
  types: {
    table: carTypes, id: carTypes.id,
    columns: { car_type_name: carTypes.name, price_otr: carTypes.priceOtr, sort: carTypes.sort, id: carTypes.id, car_model_id: carTypes.modelId },
    search: ['car_type_name'], unique: [],
    toRecord: (r) => ({
      id: r.id, car_model_id: r.modelId, car_type_name: r.name, car_transmission: r.transmission, price_otr: r.priceOtr, price_disc: r.priceDisc, image: r.image, sort: r.sort,
    }),
    toRow: (d, before) => ({
      modelId: d.car_model_id, name: d.car_type_name, transmission: d.car_transmission, priceOtr: d.price_otr, priceDisc: d.price_disc, image: d.image, sort: d.sort,
      spec: before?.spec ?? { dimensi: [], mesin: [], spesifikasi: [] },
    }),
    inUse: (db, id) => typeUse(db, [Number(id)], 'Tipe ini'),
  },
  colours: {
    table: carColors, id: carColors.id,
    columns: { color_name: carColors.name, sort: carColors.sort, id: carColors.id, car_model_id: carColors.modelId },
    search: ['color_name'], unique: [],
    toRecord: (r) => ({ id: r.id, car_model_id: r.modelId, color_name: r.name, color_palette: r.hex, image: r.image, frames: r.frames, sort: r.sort }),
    toRow: (d, before) => ({ modelId: d.car_model_id, name: d.color_name, hex: d.color_palette, image: d.image, frames: d.frames, sort: d.sort, framesPath: before?.framesPath ?? '' }),
    inUse: (db, id) => firstUse(db, [[orders, eq(orders.colorId, Number(id)), (n) => `Warna ini sudah dipesan (${n} pesanan), tidak bisa dihapus.`]]),
  },
  specifications: {
    table: carTypes, id: carTypes.id,
    columns: { car_type_name: carTypes.name, id: carTypes.id, car_model_id: carTypes.modelId },
    search: ['car_type_name'], unique: [],
    toRecord: (r) => ({ id: r.id, car_type_name: r.name, car_model_id: r.modelId, dimensi: r.spec.dimensi, mesin: r.spec.mesin, spesifikasi: r.spec.spesifikasi }),
    toRow: (d) => ({ spec: { dimensi: d.dimensi, mesin: d.mesin, spesifikasi: d.spesifikasi } }),
  },
  accessories: {
    table: accessories, id: accessories.id,
    columns: { name: accessories.name, price: accessories.price, sort: accessories.sort, id: accessories.id },
    search: ['name'], unique: [],
    toRecord: (r) => ({ id: r.id, name: r.name, image: r.image, price: r.price, billing: r.billing, model_ids: r.modelIds, description: r.description, sort: r.sort }),
    toRow: (d) => ({ name: d.name, image: d.image, price: d.price, billing: d.billing, modelIds: d.model_ids, description: d.description ?? '', sort: d.sort }),
  },
  vouchers: {
    table: vouchers, id: vouchers.id,
    columns: { code: vouchers.code, valid_until: vouchers.validUntil, id: vouchers.id },
    search: ['code'], unique: ['code'],
    toRecord: (r) => ({
      id: r.id, code: r.code, description: r.description, payment_type: r.paymentType ?? '', car_type_ids: r.carTypeIds,
      valid_from: jakartaIso(r.validFrom), valid_until: jakartaIso(r.validUntil), discount_amount: r.discountAmount,
      instalment_discount: r.instalmentDiscount, quota: r.quota, used: r.used,
    }),
    toRow: (d) => ({
      code: d.code, description: d.description, paymentType: d.payment_type || null, carTypeIds: d.car_type_ids,
      // valid_until is the last valid day: the voucher ends at 23:59:59.999 Jakarta time (as the seed writes it).
      validFrom: jakartaDay(d.valid_from), validUntil: new Date(jakartaDay(d.valid_until).getTime() + 86_400_000 - 1),
      discountAmount: d.discount_amount, instalmentDiscount: d.instalment_discount, quota: d.quota,
    }),
    inUse: (db, id) => firstUse(db, [[voucherUses, eq(voucherUses.voucherId, Number(id)), (n) => `Voucher sudah dipakai ${n} pesanan, tidak bisa dihapus. Ubah tanggal berakhirnya saja.`]]),
  },
  'credit-rates': {
    table: creditRates, id: creditRates.tenor,
    columns: { tenor: creditRates.tenor },
    search: [], unique: ['tenor'],
    toRecord: (r) => ({ id: r.tenor, tenor: r.tenor, flat_rate: r.flatRate }),
    toRow: (d) => ({ tenor: d.tenor, flatRate: d.flat_rate }),
    inUse: async () => 'Tenor ini dipakai simulasi kredit dan pesanan, tidak bisa dihapus. Ubah bunganya saja.',
  },
  'leasing-partners': {
    table: leasingPartners, id: leasingPartners.id,
    columns: { name: leasingPartners.name, sort: leasingPartners.sort, id: leasingPartners.id },
    search: ['name'], unique: [],
    toRecord: (r) => ({
      id: r.id, name: r.name, is_default: r.isDefault, min_dp_percent: r.minDpPercent, schemes: (r.schemes as string[]).join('+'),
      flat_rates: r.flatRates, insurance_rates: r.insuranceRates, mix_all_risk_years: r.mixAllRiskYears, insurance_payment: r.insurancePayment,
      admin_fee: r.adminFee, provisi_percent: r.provisiPercent, credit_life_percent: r.creditLifePercent, credit_life_payment: r.creditLifePayment, sort: r.sort,
    }),
    toRow: (d) => ({
      name: d.name, isDefault: d.is_default, minDpPercent: d.min_dp_percent, schemes: String(d.schemes).split('+'),
      flatRates: d.flat_rates.map((r: Row) => ({ tenor: r.tenor, flat_rate: r.flat_rate })),
      insuranceRates: d.insurance_rates.map((r: Row) => ({ band_max: r.band_max, region: r.region, all_risk: r.all_risk, tlo: r.tlo })),
      mixAllRiskYears: d.mix_all_risk_years, insurancePayment: d.insurance_payment, adminFee: d.admin_fee, provisiPercent: d.provisi_percent,
      creditLifePercent: d.credit_life_percent, creditLifePayment: d.credit_life_payment, sort: d.sort,
    }),
    // One default partner: marking this one clears the mark elsewhere, in the same transaction.
    afterWrite: async (tx, id, d) => {
      if (d.is_default) await tx.update(leasingPartners).set({ isDefault: false }).where(ne(leasingPartners.id, Number(id)));
    },
    inUse: async (_db, _id, row) => (row.isDefault ? 'Mitra utama tidak bisa dihapus. Jadikan mitra lain sebagai mitra utama dulu.' : null),
  },
  'tradein-values': {
    table: tradeInValues, id: tradeInValues.id,
    columns: { year: tradeInValues.year, value: tradeInValues.value, id: tradeInValues.id },
    search: [], unique: [],
    enrich: async (db, rows) => {
      const ids = [...new Set(rows.map((r) => r.brandModelId as number))];
      if (!ids.length) return rows;
      const names = await db.select({ id: tradeInBrandModels.id, model: tradeInBrandModels.name, brand: tradeInBrands.name }).from(tradeInBrandModels)
        .innerJoin(tradeInBrands, eq(tradeInBrands.id, tradeInBrandModels.brandId)).where(inArray(tradeInBrandModels.id, ids));
      const byId = new Map(names.map((n) => [n.id, `${n.brand} ${n.model}`]));
      return rows.map((r) => ({ ...r, modelName: byId.get(r.brandModelId) ?? '' }));
    },
    toRecord: (r) => ({ id: r.id, model_name: r.modelName ?? '', brand_model_id: r.brandModelId, year: r.year, value: r.value }),
    toRow: (d) => ({ brandModelId: d.brand_model_id, year: d.year, value: d.value }),
  },
} satisfies Partial<Record<ContentCollection, Adapter>>;
