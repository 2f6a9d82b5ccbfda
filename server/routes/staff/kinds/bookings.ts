/** Queue kinds of appointments at a branch: test drives, service bookings, trade-ins. */
import { eq, sql } from 'drizzle-orm';
import { formatDateId, formatRupiah } from '../../../../domain/money';
import type { Db } from '../../../db/client';
import { branches, serviceBookings, testDrives, tradeInEstimates, tradeIns } from '../../../db/schema';
import { carName, fromWithCar, submissionWithCar } from '../../../services/submissions/read-model';
import { customerOf } from '../../member/detail-repository';
import { oldCarName, serviceLabel } from '../../member/history-repository';
import { field, identityFields, type KindSource } from './source';

type BookingTable = typeof testDrives | typeof serviceBookings | typeof tradeIns;

/** The columns every branch booking shares. */
function bookingCols(t: BookingTable, summary: KindSource['cols']['summary']): KindSource['cols'] {
  return {
    id: t.id, bookingId: t.bookingId, createdAt: t.createdAt, status: t.status, version: t.version, assigned: t.assignedStaffId,
    memberId: t.memberId, name: t.name, phone: t.phone, email: t.email, branchId: t.branchId, branchName: branches.name, summary,
  };
}

const appointment = (parts: Record<string, unknown>) => `${parts.car} · ${formatDateId(String(parts.date))} ${parts.time}`;

export const testDriveSource: KindSource = {
  kind: 'testdrive', table: testDrives, from: fromWithCar(testDrives), statusColumn: 'status', hasUpdatedAt: true,
  cols: bookingCols(testDrives, sql`json_build_object('car', ${carName}, 'date', ${testDrives.appointmentDate}, 'time', ${testDrives.appointmentTime})`),
  summary: appointment,
  async fields(db, id) {
    const found = await submissionWithCar(db, testDrives, eq(testDrives.id, id));
    if (!found) return null;
    const { row } = found;
    return [
      ...identityFields(await customerOf(db, row)),
      field('Mobil', found.car), field('Cabang', found.branch),
      field('Tanggal Test Drive', formatDateId(row.appointmentDate)), field('Jam', row.appointmentTime),
      field('Rencana Pembelian', row.buycar), field('Catatan', row.note),
    ];
  },
};

export const serviceBookingSource: KindSource = {
  kind: 'bookingservice', table: serviceBookings, from: fromWithCar(serviceBookings), statusColumn: 'status', hasUpdatedAt: true,
  cols: bookingCols(serviceBookings, sql`json_build_object('car', ${carName} || ' · ' || ${serviceBookings.policeNumber}, 'date', ${serviceBookings.appointmentDate}, 'time', ${serviceBookings.appointmentTime})`),
  summary: appointment,
  async fields(db, id) {
    const found = await submissionWithCar(db, serviceBookings, eq(serviceBookings.id, id));
    if (!found) return null;
    const { row } = found;
    return [
      ...identityFields(await customerOf(db, row)),
      field('Mobil', found.car), field('No. Polisi', row.policeNumber), field('Tahun Mobil', row.buildYear), field('Kilometer', row.carKm),
      field('Jenis Service', serviceLabel(row.serviceType)), field('Service Ke', row.serviceKe), field('Cabang', found.branch),
      field('Tanggal Service', formatDateId(row.appointmentDate)), field('Jam', row.appointmentTime),
      field('Kode Promo', row.promotionCode), field('Catatan', row.note),
    ];
  },
};

export const tradeInSource: KindSource = {
  kind: 'tradein', table: tradeIns, from: fromWithCar(tradeIns), statusColumn: 'status', hasUpdatedAt: true,
  cols: bookingCols(tradeIns, sql`json_build_object('old', ${tradeIns.oldBrand} || ' ' || ${tradeIns.oldModel} || ' ' || ${tradeIns.oldYear}, 'car', ${carName})`),
  summary: (p) => `${p.old} → ${p.car}`,
  async fields(db, id) {
    const found = await submissionWithCar(db, tradeIns, eq(tradeIns.id, id));
    if (!found) return null;
    const { row } = found;
    return [
      ...identityFields(await customerOf(db, row)),
      field('Mobil Anda', oldCarName(row)), field('Mobil Impian', found.car), field('Cabang', found.branch),
      ...(await estimateFields(db, id)),
    ];
  },
};

/** The instant estimate the buyer saw (issue 34), beside which staff record the inspection and the offer. */
async function estimateFields(db: Db, id: number) {
  const [row] = await db.select().from(tradeInEstimates).where(eq(tradeInEstimates.tradeInId, id));
  if (!row) return [field('Perkiraan Instan', 'Tidak ada (kilometer dan kondisi tidak diisi)')];
  const e = row.estimate;
  return [
    field('Perkiraan Instan', `${formatRupiah(e.low)} – ${formatRupiah(e.high)} (berlaku s.d. ${formatDateId(e.valid_until)})`),
    field('Kilometer & Kondisi (pengakuan pemilik)', `${row.km.toLocaleString('id-ID')} km, ${row.condition}`),
    field('Dasar Perkiraan', e.basis.map((b) => `${b.label}: ${formatRupiah(b.amount)}`).join('; ')),
  ];
}
