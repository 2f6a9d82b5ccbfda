/**
 * Demo owners and their garage (issue 33, docs/garage.md 'Demo data'): two member accounts with
 * cars, service history from the workshop, one car whose next service is due within days (so the
 * reminder and 'Servis jatuh tempo' show it), one reached by a published recall campaign (a chassis
 * range naming only the demo cars), and an owner-added car without a delivery day. Dates count
 * from the seeding day; nothing is random. Only for the demo (with the demo staff accounts), once:
 * nothing is added while the first demo owner exists.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_DEALER_CITY } from '../../domain/constants';
import { plusMonths } from '../../domain/garage/schedule';
import { addDays } from '../../domain/money';
import type { Db } from '../db/client';
import { branches, carColors, carModels, carTypes, garageCampaigns, garageCars, garageServices, members } from '../db/schema';
import { recordConsents } from '../services/consents';
import { publishCampaign } from '../services/garage/campaigns';
import { newUniqueId } from '../services/members';
import { hashPassword, unusablePasswordHash, verifyPassword } from '../services/passwords';

/** The demo owners' password (README, docs/garage.md); like the demo staff's, only for the demo. */
export const DEMO_MEMBER_PASSWORD = 'member-demo-2026';

export const DEMO_MEMBERS = [
  { email: 'sari.pemilik@merapitoyota.example', name: 'Sari Wulandari', phone: '081225550101' },
  { email: 'hendra.pemilik@merapitoyota.example', name: 'Hendra Gunawan', phone: '081225550202' },
] as const;

interface DemoService { months: number; km: number; work: string[]; parts: string[]; total: number; recommendation?: string }

interface DemoCar {
  owner: number; model: string; type: string; plate: string; chassis: string;
  /** Production year; 0: the delivery's year. */
  year: number;
  /** Delivery this many months before the seeding day (null: the owner added it), plus `shift` days. */
  deliveredMonthsAgo: number | null; shift: number; km: number; kmDaysAgo: number; priorServices?: number;
  /** Workshop services, `months` after delivery. */
  services: DemoService[];
}

const OIL = ['Ganti oli mesin', 'Ganti filter oli', 'Pemeriksaan rem, kaki-kaki dan lampu'];
const CHECK = ['Pemeriksaan 1.000 km', 'Pengencangan baut dan mur', 'Pemeriksaan cairan'];

const CARS: DemoCar[] = [
  // Due within days: delivered 6 months less 10 days ago, first check on time, the 10,000 km / 6-month service next.
  {
    owner: 0, model: 'avanza', type: '1.5 G CVT', plate: 'H 1821 SW', chassis: 'MHKAA1BA0RK012345', year: 0,
    deliveredMonthsAgo: 6, shift: 10, km: 8_400, kmDaysAgo: 3,
    services: [{ months: 1, km: 1_050, work: CHECK, parts: [], total: 0, recommendation: 'Servis berikutnya pada 10.000 km atau 6 bulan.' }],
  },
  // A long history, and the recall campaign below (its chassis range names this car).
  {
    owner: 0, model: 'veloz', type: 'Q CVT', plate: 'H 7703 KL', chassis: 'MHKAB1BY5NK000150', year: 0,
    deliveredMonthsAgo: 26, shift: 0, km: 41_500, kmDaysAgo: 20,
    services: [
      { months: 1, km: 980, work: CHECK, parts: [], total: 0 },
      { months: 6, km: 10_200, work: OIL, parts: ['Oli mesin 0W-20 4 L', 'Filter oli'], total: 0 },
      { months: 12, km: 19_800, work: [...OIL, 'Rotasi ban'], parts: ['Oli mesin 0W-20 4 L', 'Filter oli', 'Filter udara kabin'], total: 285_000 },
      { months: 18, km: 30_100, work: OIL, parts: ['Oli mesin 0W-20 4 L', 'Filter oli'], total: 0, recommendation: 'Ganti kampas rem depan pada servis berikutnya.' },
      { months: 24, km: 39_700, work: [...OIL, 'Ganti kampas rem depan', 'Spooring dan balancing'], parts: ['Oli mesin 0W-20 4 L', 'Filter oli', 'Kampas rem depan'], total: 1_240_000 },
    ],
  },
  // Delivered ten days ago: its first check in the 30-day queue.
  {
    owner: 1, model: 'raize', type: '1.0T G CVT', plate: 'H 9 RZ', chassis: 'MHKAE1BA3RJ004321', year: 0,
    deliveredMonthsAgo: 0, shift: -10, km: 300, kmDaysAgo: 1, services: [],
  },
  // Added by its owner: no delivery day here, two services elsewhere before (priorServices), one with us.
  {
    owner: 1, model: 'kijang-innova', type: '2.4 G MT diesel', plate: 'AB 1234 KJ', chassis: 'MHFJW8EM2H2098765', year: Number(addDays(0).slice(0, 4)) - 6,
    deliveredMonthsAgo: null, shift: 0, km: 93_000, kmDaysAgo: 60, priorServices: 9,
    services: [{ months: -4, km: 90_500, work: [...OIL, 'Ganti filter solar'], parts: ['Oli diesel 7 L', 'Filter oli', 'Filter solar'], total: 1_150_000 }],
  },
];

/** The seeding day less `months`, plus `days`. */
const ago = (months: number, days = 0) => plusMonths(addDays(days), -months);

/** Creates the demo owners with their garage, once. */
export async function seedDemoGarage(db: Db): Promise<boolean> {
  const [first] = await db.select({ id: members.id }).from(members).where(eq(members.email, DEMO_MEMBERS[0].email));
  if (first) return false;
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  return db.transaction(async (tx) => {
    const [branch, other] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.cityCode, DEFAULT_DEALER_CITY)).orderBy(asc(branches.id)).limit(2);
    if (!branch) return false;
    const ids: number[] = [];
    for (const m of DEMO_MEMBERS) {
      const [row] = await tx.insert(members).values({
        uniqueId: newUniqueId(), email: m.email, passwordHash, fullName: m.name, phone: m.phone, provinceCode: DEFAULT_DEALER_CITY.split('.')[0], cityCode: DEFAULT_DEALER_CITY,
        channel: 'register', emailVerifiedAt: new Date(),
      }).returning({ id: members.id });
      await recordConsents(tx, { memberId: row.id, email: m.email, source: 'register', purposes: { processing: true, status: true, reminders: true } });
      ids.push(row.id);
    }
    const carIds: number[] = [];
    for (const c of CARS) {
      const [type] = await tx.select({ id: carTypes.id, modelId: carTypes.modelId }).from(carTypes).innerJoin(carModels, eq(carModels.id, carTypes.modelId))
        .where(and(eq(carModels.seo, c.model), eq(carTypes.name, c.type)));
      const [fallback] = type ? [type] : await tx.select({ id: carTypes.id, modelId: carTypes.modelId }).from(carTypes)
        .innerJoin(carModels, eq(carModels.id, carTypes.modelId)).where(eq(carModels.seo, c.model)).orderBy(asc(carTypes.id)).limit(1);
      if (!fallback) continue;
      const [colour] = await tx.select({ id: carColors.id }).from(carColors).where(eq(carColors.modelId, fallback.modelId)).orderBy(asc(carColors.id)).limit(1);
      const delivery = c.deliveredMonthsAgo === null ? null : ago(c.deliveredMonthsAgo, c.shift);
      const [car] = await tx.insert(garageCars).values({
        memberId: ids[c.owner], plate: c.plate, chassis: c.chassis, carModelId: fallback.modelId, carTypeId: fallback.id, colorId: colour?.id ?? null,
        year: c.year || Number((delivery ?? addDays(0)).slice(0, 4)), km: c.km, kmDate: addDays(-c.kmDaysAgo), deliveryDate: delivery, branchId: delivery ? branch.id : null, priorServices: c.priorServices ?? 0,
      }).returning({ id: garageCars.id });
      carIds.push(car.id);
      for (const [i, s] of c.services.entries()) {
        await tx.insert(garageServices).values({
          carId: car.id, source: 'workshop', date: delivery ? plusMonths(delivery, s.months) : ago(-s.months), km: s.km, branchId: i % 2 && other ? other.id : branch.id,
          work: s.work, parts: s.parts, total: s.total, recommendation: s.recommendation ?? '',
        });
      }
    }
    // A recall for the Veloz above: its chassis range holds no real car's number.
    const [veloz] = await tx.select({ id: carModels.id }).from(carModels).where(inArray(carModels.seo, ['veloz']));
    if (veloz) {
      const [campaign] = await tx.insert(garageCampaigns).values({
        title: 'Recall: pemeriksaan kantong udara pengemudi',
        text: 'Kami memeriksa dan bila perlu mengganti modul kantong udara (airbag) pengemudi tanpa biaya. Pengerjaan sekitar 1 jam.',
        carModelIds: [veloz.id], chassisFrom: 'MHKAB1BY5NK000100', chassisTo: 'MHKAB1BY5NK000199',
      }).returning({ id: garageCampaigns.id });
      await publishCampaign(tx, campaign.id);
    }
    return carIds.length > 0;
  });
}

/** Off for a real deployment: a demo owner's password stops working (their data stays). */
export async function disableDemoMembers(db: Db): Promise<void> {
  const rows = await db.select({ id: members.id, hash: members.passwordHash }).from(members).where(inArray(members.email, DEMO_MEMBERS.map((m) => m.email)));
  for (const row of rows) {
    if (await verifyPassword(DEMO_MEMBER_PASSWORD, row.hash)) await db.update(members).set({ passwordHash: unusablePasswordHash() }).where(eq(members.id, row.id));
  }
}
