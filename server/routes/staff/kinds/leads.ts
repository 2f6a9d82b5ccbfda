/**
 * Leads without a branch: contact questions, lead-sales requests, credit simulations of signed-in
 * members and instant-approval credit applications (with a KTP). A branch-scoped role sees them all.
 */
import { eq, sql } from 'drizzle-orm';
import { formatRupiah } from '../../../../domain/money';
import type { Db } from '../../../db/client';
import { contacts, creditApplications, creditSimulations, leads, members } from '../../../db/schema';
import { carName, carNameOf, joinCar } from '../../../services/submissions/read-model';
import { field, type KindSource } from './source';

const noBranch = { branchId: sql`null::int`, branchName: sql`''` };
const creditSummary = (p: Record<string, unknown>) => `${p.car} · DP ${formatRupiah(Number(p.dp))} · ${p.tenor} bln · ${formatRupiah(Number(p.angsuran))}/bln`;

export const contactSource: KindSource = {
  kind: 'contact', table: contacts, from: sql`from ${contacts}`, statusColumn: 'status', hasUpdatedAt: true,
  cols: {
    id: contacts.id, bookingId: contacts.bookingId, createdAt: contacts.createdAt, status: contacts.status, version: contacts.version,
    assigned: contacts.assignedStaffId, memberId: contacts.memberId, name: contacts.name, phone: contacts.phone, email: contacts.email,
    ...noBranch, summary: sql`json_build_object('text', left(${contacts.text}, 90))`,
  },
  summary: (p) => String(p.text),
  async fields(db, id) {
    const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
    return row ? [field('Nama', row.name), field('Email', row.email), field('Telepon', row.phone), field('Alamat', row.address), field('Pesan', row.text)] : null;
  },
};

export const leadSalesSource: KindSource = {
  kind: 'leadsales', table: leads, from: sql`from ${leads} left join ${members} on ${members.id} = ${leads.memberId}`, statusColumn: 'status', hasUpdatedAt: true,
  cols: {
    id: leads.id, bookingId: leads.bookingId, createdAt: leads.createdAt, status: leads.status, version: leads.version,
    assigned: leads.assignedStaffId, memberId: leads.memberId, name: leads.name, phone: leads.phone, email: sql`coalesce(${members.email}, '')`,
    ...noBranch, summary: sql`json_build_object()`,
  },
  summary: () => 'Minta dihubungi sales',
  async fields(db, id) {
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    return row ? [field('Nama', row.name), field('Telepon', row.phone), field('Setuju Dihubungi', row.agree1 && row.agree2 ? 'Ya' : 'Tidak')] : null;
  },
};

export const creditSimulationSource: KindSource = {
  kind: 'creditsimulation', table: creditSimulations, statusColumn: 'status', hasUpdatedAt: true,
  from: sql`from ${creditSimulations} join ${members} on ${members.id} = ${creditSimulations.memberId} ${joinCar(creditSimulations)}`,
  cols: {
    id: creditSimulations.id, bookingId: creditSimulations.bookingId, createdAt: creditSimulations.createdAt, status: creditSimulations.status,
    version: creditSimulations.version, assigned: creditSimulations.assignedStaffId, memberId: creditSimulations.memberId,
    name: members.fullName, phone: members.phone, email: members.email, ...noBranch,
    summary: sql`json_build_object('car', ${carName}, 'dp', ${creditSimulations.uangMuka}, 'tenor', ${creditSimulations.tenor}, 'angsuran', ${creditSimulations.angsuran})`,
  },
  summary: creditSummary,
  async fields(db, id) {
    const [found] = await db.select({ row: creditSimulations, member: members, car: carNameOf(creditSimulations.carTypeId) }).from(creditSimulations)
      .innerJoin(members, eq(members.id, creditSimulations.memberId))
      .where(eq(creditSimulations.id, id));
    if (!found) return null;
    const { row, member } = found;
    return [
      field('Nama', member.fullName), field('Email', member.email), field('Telepon', member.phone), field('Mobil', found.car),
      field('Harga', formatRupiah(row.priceOtr)), field('Uang Muka', formatRupiah(row.uangMuka)), field('Tenor', `${row.tenor} bulan`),
      field('Angsuran', formatRupiah(row.angsuran)),
    ];
  },
};

export const instantApprovalSource: KindSource = {
  kind: 'instantapproval', table: creditApplications, statusColumn: 'status', hasUpdatedAt: true,
  from: sql`from ${creditApplications} left join ${members} on ${members.id} = ${creditApplications.memberId} ${joinCar(creditApplications)}`,
  cols: {
    id: creditApplications.id, bookingId: creditApplications.bookingId, createdAt: creditApplications.createdAt, status: creditApplications.status,
    version: creditApplications.version, assigned: creditApplications.assignedStaffId, memberId: creditApplications.memberId,
    name: sql`coalesce(${members.fullName}, '')`, phone: sql`coalesce(${members.phone}, '')`, email: creditApplications.email, ...noBranch,
    summary: sql`json_build_object('car', ${carName}, 'dp', ${creditApplications.uangMuka}, 'tenor', ${creditApplications.tenor}, 'angsuran', ${creditApplications.angsuran})`,
  },
  summary: creditSummary,
  async fields(db: Db, id: number) {
    const [found] = await db.select({ row: creditApplications, name: members.fullName, phone: members.phone, car: carNameOf(creditApplications.carTypeId) }).from(creditApplications)
      .leftJoin(members, eq(members.id, creditApplications.memberId))
      .where(eq(creditApplications.id, id));
    if (!found) return null;
    const { row } = found;
    return [
      field('Nama', found.name ?? ''), field('Email', row.email), field('Telepon', found.phone ?? ''), field('Mobil', found.car),
      field('Harga', formatRupiah(row.priceOtr)), field('Uang Muka', formatRupiah(row.uangMuka)), field('Tenor', `${row.tenor} bulan`),
      field('Angsuran', formatRupiah(row.angsuran)),
    ];
  },
  async files(db, id) {
    const [row] = await db.select({ ktp: creditApplications.ktpUploadId }).from(creditApplications).where(eq(creditApplications.id, id));
    return row ? [{ id: row.ktp, kind: 'ktp' }] : [];
  },
};
