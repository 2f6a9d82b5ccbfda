/**
 * The content engine's table mapping (issue 11): for each collection of domain/content, its table,
 * id column, how a row becomes the record the screens edit (contract field names) and back, which
 * fields are unique, what refuses a delete, and what goes with a record when it is removed.
 */
import { count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentCollection } from '../../../../domain/content/collections';
import type { ContentRecord } from '../../../../domain/api';
import type { Db } from '../../../db/client';
import {
  accessories, brochures, carCategories, carColors, carModels, carTypes, cities, clubs, creditApplications, creditRates,
  creditSimulations, journeyResults, news, newsCategories, orders, serviceBookings, servicePageCards, servicePages, singlePages,
  sliders, spareParts, specialOffers, staffAccounts, testDrives, testimonials, tradeIns, voucherUses, vouchers, branches,
  leasingPartners, tradeInBrandModels, tradeInBrands, tradeInValues,
  maintenancePlanSteps,
  slotCapacity, testdriveUnits,
} from '../../../db/schema';
import { formatHours, parseHours } from '../../../../domain/slots';
import { sanitizeHtml } from '../../../../domain/safe-html';
import { keepPolicyVersion } from '../../../services/privacy/policy-versions';

/* eslint-disable @typescript-eslint/no-explicit-any -- one engine over many tables: rows are typed per adapter, the engine sees them loosely */
type Row = Record<string, any>;

export interface Adapter {
  table: PgTable;
  id: PgColumn;
  /** Field name -> column, for search, sort, filters and unique checks. */
  columns: Record<string, PgColumn>;
  /** Fields `q` searches (text columns). */
  search: readonly string[];
  /** Fields no other record may share (422 on the field). */
  unique: readonly string[];
  /** The record of a row (after `enrich` when given). */
  toRecord(row: Row): ContentRecord;
  /** The columns of a validated DTO; `before` is the row being edited. */
  toRow(dto: Row, before: Row | null): Row;
  /** Adds what lives in other tables (after-sales cards). */
  enrich?(db: Db, rows: Row[]): Promise<Row[]>;
  /** Writes what lives in other tables, in the write's transaction. */
  afterWrite?(tx: Db, id: number | string, dto: Row): Promise<void>;
  /** Why the record may not be removed (400), or null. */
  inUse?(db: Db, id: number | string, row: Row): Promise<string | null>;
  /** Removes what belongs to the record, in the delete's transaction, before the record. */
  beforeDelete?(tx: Db, id: number | string): Promise<void>;
}

/** A Jakarta calendar day as the start of that day (Asia/Jakarta is UTC+7, no DST). */
const jakartaDay = (day: string, plusDays = 0) => new Date(new Date(`${day}T00:00:00+07:00`).getTime() + plusDays * 86_400_000);
const jakartaIso = (d: Date) => new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

async function countOf(db: Db, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row.n);
}

async function firstUse(db: Db, checks: Array<[PgTable, SQL, (n: number) => string]>): Promise<string | null> {
  for (const [table, where, message] of checks) {
    const n = await countOf(db, table, where);
    if (n > 0) return message(n);
  }
  return null;
}

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

const publishRecord = (row: Row) => ({ status: row.status });

export const ADAPTERS: Record<ContentCollection, Adapter> = {
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
  sliders: {
    table: sliders, id: sliders.id,
    columns: { title: sliders.title, sort: sliders.sort, id: sliders.id },
    search: ['title'], unique: [],
    // Days are Jakarta days; the last day is shown whole (the row keeps the midnight after it).
    toRecord: (r) => ({
      id: r.id, title: r.title, image: r.image, image_mobile: r.imageMobile, link: r.link, overlay: r.overlay,
      start_date: r.startsAt ? jakartaIso(r.startsAt) : '', end_date: r.endsAt ? jakartaIso(new Date(r.endsAt.getTime() - 1)) : '', sort: r.sort, ...publishRecord(r),
    }),
    toRow: (d) => ({
      title: d.title, image: d.image, imageMobile: d.image_mobile, link: d.link, overlay: d.overlay,
      startsAt: d.start_date ? jakartaDay(d.start_date) : null, endsAt: d.end_date ? jakartaDay(d.end_date, 1) : null, sort: d.sort, status: d.status,
    }),
  },
  offers: {
    table: specialOffers, id: specialOffers.id,
    columns: { title: specialOffers.title, sort: specialOffers.sort, id: specialOffers.id },
    search: ['title'], unique: [],
    toRecord: (r) => ({ id: r.id, title: r.title, image: r.image, url: r.url, sort: r.sort, ...publishRecord(r) }),
    toRow: (d) => ({ title: d.title, image: d.image, url: d.url, sort: d.sort, status: d.status }),
  },
  news: {
    table: news, id: news.id,
    columns: { title: news.title, seo: news.seo, posted_at: news.postedAt, id: news.id, category_id: news.categoryId },
    search: ['title', 'seo'], unique: ['seo'],
    toRecord: (r) => ({
      id: r.id, category_id: r.categoryId, title: r.title, seo: r.seo, image: r.image, text_preview: r.textPreview, text: sanitizeHtml(r.text),
      posted_at: jakartaIso(r.postedAt), highlight: r.highlight, views: r.views, ...publishRecord(r),
    }),
    toRow: (d, before) => ({
      categoryId: d.category_id, title: d.title, seo: d.seo, image: d.image, textPreview: d.text_preview, text: sanitizeHtml(d.text),
      // An unchanged day keeps its time of posting.
      postedAt: before && jakartaIso(before.postedAt) === d.posted_at ? before.postedAt : jakartaDay(d.posted_at),
      highlight: d.highlight, status: d.status,
    }),
  },
  'news-categories': {
    table: newsCategories, id: newsCategories.id,
    columns: { name: newsCategories.name, link: newsCategories.link, sort: newsCategories.sort, id: newsCategories.id },
    search: ['name', 'link'], unique: ['link'],
    toRecord: (r) => ({ id: r.id, name: r.name, link: r.link, sort: r.sort }),
    toRow: (d) => ({ name: d.name, link: d.link, sort: d.sort }),
    inUse: (db, id) => firstUse(db, [[news, eq(news.categoryId, Number(id)), (n) => `Kategori masih dipakai ${n} berita. Pindahkan beritanya dulu.`]]),
  },
  pages: {
    table: singlePages, id: singlePages.id,
    columns: { title: singlePages.title, seo: singlePages.seo, id: singlePages.id },
    search: ['title', 'seo'], unique: ['seo'],
    toRecord: (r) => ({ id: r.id, title: r.title, seo: r.seo, meta_title: r.metaTitle, image: r.image, text: sanitizeHtml(r.text), ...publishRecord(r) }),
    toRow: (d) => ({ title: d.title, seo: d.seo, metaTitle: d.meta_title, image: d.image, text: sanitizeHtml(d.text), status: d.status }),
    // A published change of the privacy policy is kept as its next version (consents name versions).
    afterWrite: async (tx, _id, d) => { await keepPolicyVersion(tx, { seo: d.seo, text: sanitizeHtml(d.text), status: d.status }); },
  },
  clubs: {
    table: clubs, id: clubs.id,
    columns: { club_name: clubs.clubName, seo: clubs.seo, sort: clubs.sort, id: clubs.id },
    search: ['club_name', 'seo'], unique: ['seo'],
    toRecord: (r) => ({ id: r.id, club_name: r.clubName, seo: r.seo, logo: r.logo, banner: r.banner, club_profile: sanitizeHtml(r.clubProfile), sort: r.sort }),
    toRow: (d) => ({ clubName: d.club_name, seo: d.seo, logo: d.logo, banner: d.banner, clubProfile: sanitizeHtml(d.club_profile), sort: d.sort }),
  },
  'spare-parts': {
    table: spareParts, id: spareParts.id,
    columns: { title: spareParts.title, harga: spareParts.harga, id: spareParts.id },
    search: ['title'], unique: [],
    toRecord: (r) => ({ id: r.id, category: r.category, title: r.title, image: r.image, harga: r.harga, keterangan: r.keterangan }),
    toRow: (d) => ({ category: d.category, title: d.title, image: d.image, harga: d.harga === '' ? null : d.harga, keterangan: d.keterangan || null }),
  },
  accessories: {
    table: accessories, id: accessories.id,
    columns: { name: accessories.name, price: accessories.price, sort: accessories.sort, id: accessories.id },
    search: ['name'], unique: [],
    toRecord: (r) => ({ id: r.id, name: r.name, image: r.image, price: r.price, billing: r.billing, model_ids: r.modelIds, description: r.description, sort: r.sort }),
    toRow: (d) => ({ name: d.name, image: d.image, price: d.price, billing: d.billing, modelIds: d.model_ids, description: d.description ?? '', sort: d.sort }),
  },
  brochures: {
    table: brochures, id: brochures.id,
    columns: { title: brochures.title, downloaded: brochures.downloaded, sort: brochures.sort, id: brochures.id, category_id: brochures.categoryId },
    search: ['title'], unique: [],
    toRecord: (r) => ({ id: r.id, category_id: r.categoryId, title: r.title, image: r.image, file: r.file, downloaded: r.downloaded, sort: r.sort }),
    toRow: (d) => ({ categoryId: d.category_id, title: d.title, image: d.image, file: d.file, sort: d.sort }),
  },
  branches: {
    table: branches, id: branches.id,
    columns: { name: branches.name, seo: branches.seo, sort: branches.sort, id: branches.id, city_code: branches.cityCode },
    search: ['name', 'seo'], unique: ['seo'],
    toRecord: (r) => ({
      id: r.id, name: r.name, seo: r.seo, city_code: r.cityCode, address: r.address, phone: r.phone, whatsapp: r.whatsapp, email: r.email, maps: r.maps, slider: r.slider, sort: r.sort,
    }),
    toRow: (d) => ({ name: d.name, seo: d.seo, cityCode: d.city_code, address: d.address, phone: d.phone, whatsapp: d.whatsapp, email: d.email, maps: d.maps, slider: d.slider, sort: d.sort }),
    inUse: (db, id) => firstUse(db, [
      [orders, eq(orders.branchId, Number(id)), (n) => `Cabang ini punya ${n} pesanan, tidak bisa dihapus.`],
      [testDrives, eq(testDrives.branchId, Number(id)), (n) => `Cabang ini punya ${n} permintaan test drive, tidak bisa dihapus.`],
      [serviceBookings, eq(serviceBookings.branchId, Number(id)), (n) => `Cabang ini punya ${n} booking servis, tidak bisa dihapus.`],
      [tradeIns, eq(tradeIns.branchId, Number(id)), (n) => `Cabang ini punya ${n} pengajuan trade-in, tidak bisa dihapus.`],
      [staffAccounts, sql`${staffAccounts.branchIds} @> ${JSON.stringify([Number(id)])}::jsonb`, (n) => `Cabang ini masih ditugaskan ke ${n} akun staf. Ubah cabang akun stafnya dulu.`],
    ]),
  },
  'branch-cities': {
    table: cities, id: cities.code,
    columns: { name: cities.name, code: cities.code },
    search: ['name', 'code'], unique: ['code'],
    toRecord: (r) => ({ id: r.code, code: r.code, name: r.name, province_code: r.provinceCode }),
    toRow: (d) => ({ code: d.code, name: d.name, provinceCode: d.province_code }),
    inUse: (db, id) => firstUse(db, [[branches, eq(branches.cityCode, String(id)), (n) => `Kota ini masih punya ${n} cabang. Pindahkan atau hapus cabangnya dulu.`]]),
  },
  'credit-rates': {
    table: creditRates, id: creditRates.tenor,
    columns: { tenor: creditRates.tenor },
    search: [], unique: ['tenor'],
    toRecord: (r) => ({ id: r.tenor, tenor: r.tenor, flat_rate: r.flatRate }),
    toRow: (d) => ({ tenor: d.tenor, flatRate: d.flat_rate }),
    inUse: async () => 'Tenor ini dipakai simulasi kredit dan pesanan, tidak bisa dihapus. Ubah bunganya saja.',
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
  testimonials: {
    table: testimonials, id: testimonials.id,
    columns: { name: testimonials.name, id: testimonials.id },
    search: ['name', 'title'], unique: [],
    toRecord: (r) => ({ id: r.id, name: r.name, title: r.title, text: r.text, image: r.image }),
    toRow: (d) => ({ name: d.name, title: d.title, text: d.text, image: d.image }),
  },
  'after-sales': {
    table: servicePages, id: servicePages.id,
    columns: { title: servicePages.title, seo: servicePages.seo, id: servicePages.id },
    search: ['title', 'seo'], unique: ['seo'],
    toRecord: (r) => ({ id: r.id, title: r.title, seo: r.seo, text: r.text, image: r.image, cards: r.cards ?? [] }),
    toRow: (d) => ({ title: d.title, seo: d.seo, text: d.text, image: d.image }),
    enrich: async (db, rows) => {
      if (!rows.length) return rows;
      const cards = await db.select().from(servicePageCards).where(inArray(servicePageCards.pageId, rows.map((r) => r.id)))
        .orderBy(servicePageCards.sort, servicePageCards.id);
      return rows.map((r) => ({ ...r, cards: cards.filter((c) => c.pageId === r.id).map((c) => ({ title: c.title, text: c.text, image: c.image })) }));
    },
    afterWrite: async (tx, id, d) => {
      await tx.delete(servicePageCards).where(eq(servicePageCards.pageId, Number(id)));
      if (d.cards.length) {
        await tx.insert(servicePageCards).values(d.cards.map((c: Row, i: number) => ({ pageId: Number(id), title: c.title, text: c.text, image: c.image, sort: i + 1 })));
      }
    },
    beforeDelete: async (tx, id) => { await tx.delete(servicePageCards).where(eq(servicePageCards.pageId, Number(id))); },
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
  'maintenance-plan': {
    table: maintenancePlanSteps, id: maintenancePlanSteps.id,
    columns: { n: maintenancePlanSteps.n, label: maintenancePlanSteps.label, km: maintenancePlanSteps.km, id: maintenancePlanSteps.id },
    search: ['label'], unique: ['n'],
    toRecord: (r) => ({ id: r.id, n: r.n, label: r.label, km: r.km, months: r.months, work: r.work, free: r.free }),
    toRow: (d) => ({ n: d.n, label: d.label, km: d.km, months: d.months, work: d.work, free: d.free }),
  },
  'slot-capacity': {
    table: slotCapacity, id: slotCapacity.branchId,
    columns: { id: slotCapacity.branchId },
    search: [], unique: [],
    enrich: async (db, rows) => {
      if (!rows.length) return rows;
      const names = await db.select({ id: branches.id, name: branches.name }).from(branches).where(inArray(branches.id, rows.map((r) => r.branchId)));
      return rows.map((r) => ({ ...r, branchName: names.find((n) => n.id === r.branchId)?.name ?? '' }));
    },
    toRecord: (r) => ({
      id: r.branchId, branch_name: r.branchName ?? '', slot_minutes: r.slotMinutes,
      ...Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`hours_${i}`, formatHours(r.hours[i] ?? null)])),
      ...Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`testdrive_hours_${i}`, formatHours(r.testdriveHours[i] ?? null)])),
      service_general: r.serviceGeneral, service_body_paint: r.serviceBodyPaint, inspection: r.inspection,
      closed_days: (r.closedDays as string[]).map((date) => ({ date })),
    }),
    toRow: (d) => ({
      slotMinutes: d.slot_minutes,
      hours: Array.from({ length: 7 }, (_, i) => parseHours(d[`hours_${i}`]) ?? null),
      testdriveHours: Array.from({ length: 7 }, (_, i) => parseHours(d[`testdrive_hours_${i}`]) ?? null),
      serviceGeneral: d.service_general, serviceBodyPaint: d.service_body_paint, inspection: d.inspection,
      closedDays: [...new Set((d.closed_days as Row[]).map((c) => c.date))].sort(), updatedAt: new Date(),
    }),
  },
  'testdrive-units': {
    table: testdriveUnits, id: testdriveUnits.id,
    columns: { name: testdriveUnits.name, id: testdriveUnits.id, branch_id: testdriveUnits.branchId, car_model_id: testdriveUnits.carModelId },
    search: ['name'], unique: [],
    toRecord: (r) => ({ id: r.id, branch_id: r.branchId, car_model_id: r.carModelId, name: r.name, active: r.active }),
    toRow: (d) => ({ branchId: d.branch_id, carModelId: d.car_model_id, name: d.name, active: d.active }),
  },
};

