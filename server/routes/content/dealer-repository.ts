/** Regions, the dealer network and the dealer's bank accounts. */
import { asc, eq } from 'drizzle-orm';
import type { Bank, Branch, BranchCity, City, Province } from '../../../domain/api';
import type { Db } from '../../db/client';
import { banks, branches, cities, provinces } from '../../db/schema';

/** All provinces by code. */
export async function listProvinces(db: Db): Promise<Province[]> {
  const rows = await db.select().from(provinces).orderBy(asc(provinces.code));
  return rows.map((r) => ({ code: r.code, provinsi: r.name }));
}

/** Cities of one province by code (empty for an unknown province). */
export async function listCities(db: Db, provinceCode: string): Promise<City[]> {
  const rows = await db.select().from(cities).where(eq(cities.provinceCode, provinceCode)).orderBy(asc(cities.code));
  return rows.map((r) => ({ kode: r.code, nama: r.name }));
}

/** Cities that have at least one branch, by code. */
export async function listBranchCities(db: Db): Promise<BranchCity[]> {
  const rows = await db.selectDistinct({ code: cities.code, name: cities.name }).from(branches)
    .innerJoin(cities, eq(cities.code, branches.cityCode)).orderBy(asc(cities.code));
  return rows.map((r) => ({ city_code: r.code, city_name: r.name }));
}

/** Branches of one branch city. */
export async function listBranches(db: Db, cityCode: string): Promise<Branch[]> {
  const rows = await db.select().from(branches).where(eq(branches.cityCode, cityCode)).orderBy(asc(branches.sort), asc(branches.id));
  return rows.map((r) => ({
    cabang_id: r.id, cabang_name: r.name, seo: r.seo, address: r.address,
    phone: r.phone, whatsapp: r.whatsapp, maps: r.maps, city_code: r.cityCode,
  }));
}

/** One branch by seo, or undefined. */
export async function findBranch(db: Db, seo: string) {
  const [row] = await db.select().from(branches).where(eq(branches.seo, seo));
  return row;
}

/** The booking-fee accounts. */
export async function listBanks(db: Db): Promise<Bank[]> {
  const rows = await db.select().from(banks).orderBy(asc(banks.id));
  return rows.map((r) => ({ bank_id: r.id, bank_name: r.bankName, branch: r.branch, account_name: r.accountName, account_number: r.accountNumber }));
}
