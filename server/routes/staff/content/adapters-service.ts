/**
 * The table mappings of the dealer's network and services: branches and their cities, brochures, spare
 * parts, clubs, the maintenance plan, slot capacity and test-drive units.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { ContentCollection } from '../../../../domain/content/collections';
import {
  brochures, cities, clubs, orders, serviceBookings, spareParts, staffAccounts, testDrives, tradeIns, branches,
  maintenancePlanSteps, slotCapacity, testdriveUnits,
} from '../../../db/schema';
import { formatHours, parseHours } from '../../../../domain/slots';
import { sanitizeHtml } from '../../../../domain/safe-html';
import { type Adapter, firstUse, type Row } from './adapter';

export const SERVICE_ADAPTERS = {
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
  brochures: {
    table: brochures, id: brochures.id,
    columns: { title: brochures.title, downloaded: brochures.downloaded, sort: brochures.sort, id: brochures.id, category_id: brochures.categoryId },
    search: ['title'], unique: [],
    toRecord: (r) => ({ id: r.id, category_id: r.categoryId, title: r.title, image: r.image, file: r.file, downloaded: r.downloaded, sort: r.sort }),
    toRow: (d) => ({ categoryId: d.category_id, title: d.title, image: d.image, file: d.file, sort: d.sort }),
  },
  'spare-parts': {
    table: spareParts, id: spareParts.id,
    columns: { title: spareParts.title, harga: spareParts.harga, id: spareParts.id },
    search: ['title'], unique: [],
    toRecord: (r) => ({ id: r.id, category: r.category, title: r.title, image: r.image, harga: r.harga, keterangan: r.keterangan }),
    toRow: (d) => ({ category: d.category, title: d.title, image: d.image, harga: d.harga === '' ? null : d.harga, keterangan: d.keterangan || null }),
  },
  clubs: {
    table: clubs, id: clubs.id,
    columns: { club_name: clubs.clubName, seo: clubs.seo, sort: clubs.sort, id: clubs.id },
    search: ['club_name', 'seo'], unique: ['seo'],
    toRecord: (r) => ({ id: r.id, club_name: r.clubName, seo: r.seo, logo: r.logo, banner: r.banner, club_profile: sanitizeHtml(r.clubProfile), sort: r.sort }),
    toRow: (d) => ({ clubName: d.club_name, seo: d.seo, logo: d.logo, banner: d.banner, clubProfile: sanitizeHtml(d.club_profile), sort: d.sort }),
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

} satisfies Partial<Record<ContentCollection, Adapter>>;
