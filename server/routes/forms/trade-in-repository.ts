/** Writes a trade-in: the old car and the dream car checked, its owner (a guest gets an account), the record and its note. */
import { TRADE_IN_MESSAGES, type TradeInDto } from '../../../domain/forms/trade-in';
import type { Tx } from '../../db/client';
import { tradeIns, tradeInEstimates } from '../../db/schema';
import { estimateFor } from '../../services/deal';
import { REGION_PROVINCE } from '../../../domain/credit';
import { insertWithBookingId } from '../../services/booking-ids';
import { escapeHtml } from '../../http/html';
import { routeNewRecord } from '../../services/staff/routing';
import { ownerFor, personColumns, type Submitter } from '../../services/submitter';
import { checkRegion, resolveBranch, resolveCarType, resolveOldCar } from './references';
import type { Created } from './submission';
import { takePlace } from '../../services/slots';
import { APPOINTMENT_FIELDS } from './booking-service-repository';

export async function createTradeIn(tx: Tx, submitter: Submitter, form: TradeInDto, ttlHours: number): Promise<Created> {
  await checkRegion(tx, form.province, form.city, { province: TRADE_IN_MESSAGES.province, city: TRADE_IN_MESSAGES.city });
  const old = await resolveOldCar(tx, form);
  const car = await resolveCarType(tx, form);
  const branch = await resolveBranch(tx, form.kota_cabang, form.cabang_id);
  const owner = await ownerFor(tx, submitter, form, 'trade-in', ttlHours);
  const row = await insertWithBookingId(tx, tradeIns, 'TI', {
    ...personColumns(owner, submitter, 'trade-in', form),
    oldBrand: old.brand.name, oldModel: old.model.name, oldYear: old.type.year, oldType: old.type.name,
    carTypeId: car.type.id, branchId: branch.id,
  });
  await storeEstimate(tx, row.id, form);
  await routeNewRecord(tx, { kind: 'tradein', id: row.id, bookingId: row.bookingId, branchId: branch.id, assistedBy: submitter.assistedBy });
  // An inspection asked with a day and time takes an inspection slot.
  const slot = form.appointment_date
    ? await takePlace(tx, { kind: 'inspection', branchId: branch.id }, { kind: 'tradein', id: row.id }, form.appointment_date, form.appointment_time, { fields: APPOINTMENT_FIELDS })
    : undefined;
  return {
    row, owner, slot,
    note: {
      judul: `Trade In ${row.bookingId} diterima`,
      html: `<p>Pengajuan tukar tambah ${escapeHtml(`${old.brand.name} ${old.model.name} ${old.type.year}`)} dengan ${escapeHtml(`${car.model.name} ${car.type.name}`)} di ${escapeHtml(branch.name)} sudah kami terima.${slot ? '' : ' Tim kami akan menghubungi Anda untuk jadwal inspeksi.'}</p>`,
    },
  };
}

/**
 * The instant estimate shown on the form, computed again here from the stored reference values and
 * kept with the submission (issue 34), when the form gave km and condition and a reference exists.
 */
async function storeEstimate(tx: Tx, tradeInId: number, form: TradeInDto): Promise<void> {
  if (form.km === '' || form.km === null || form.condition === '') return;
  const car = { brand_id: Number(form.brand), brand_model_id: Number(form.brand_model), brand_year: Number(form.brand_year), km: Number(form.km), condition: form.condition };
  const region = String(form.province) === REGION_PROVINCE.diy ? 'diy' as const : 'jateng' as const;
  const estimate = await estimateFor(tx, { ...car, region }).catch(() => null);
  if (estimate) await tx.insert(tradeInEstimates).values({ tradeInId, km: car.km, condition: car.condition, estimate });
}
