/** Writes a test drive: checked references, its owner (a guest gets an account), the record and its note. */
import type { TestDriveDto } from '../../../domain/forms/test-drive';
import { formatDateId } from '../../../domain/money';
import type { Tx } from '../../db/client';
import { testDrives } from '../../db/schema';
import { insertWithBookingId } from '../../services/booking-ids';
import { consentMemberOf, recordConsents } from '../../services/consents';
import { escapeHtml } from '../../http/html';
import { routeNewRecord } from '../../services/staff/routing';
import { ownerFor, personColumns, type Submitter } from '../../services/submitter';
import { checkRegion, resolveBranch, resolveCarType } from './references';
import type { Created } from './submission';
import { takePlace } from '../../services/slots';
import { APPOINTMENT_FIELDS } from './booking-service-repository';

export async function createTestDrive(tx: Tx, submitter: Submitter, form: TestDriveDto, ttlHours: number): Promise<Created> {
  await checkRegion(tx, form.province, form.city);
  const car = await resolveCarType(tx, form);
  const branch = await resolveBranch(tx, form.kota_cabang, form.cabang_id);
  const owner = await ownerFor(tx, submitter, form, 'test-drive', ttlHours);
  const row = await insertWithBookingId(tx, testDrives, 'TD', {
    ...personColumns(owner, submitter, 'test-drive', form),
    carTypeId: car.type.id, branchId: branch.id,
    appointmentDate: form.appointment_date, appointmentTime: form.appointment_time,
    buycar: form.buycar, note: form.note ?? '',
  });
  await routeNewRecord(tx, { kind: 'testdrive', id: row.id, bookingId: row.bookingId, branchId: branch.id, assistedBy: submitter.assistedBy });
  const slot = await takePlace(tx, { kind: 'testdrive', branchId: branch.id, carModelId: car.model.id }, { kind: 'testdrive', id: row.id },
    form.appointment_date, form.appointment_time, { fields: APPOINTMENT_FIELDS });
  // Both policy checkboxes are about this request: processing (the spec's required pair).
  await recordConsents(tx, { memberId: consentMemberOf(owner), email: owner.identity.email, source: 'test-drive', purposes: { processing: true } });
  return {
    row, owner, slot,
    note: {
      judul: `Test Drive ${row.bookingId} diterima`,
      html: `<p>Test drive <strong>${escapeHtml(car.model.name)} ${escapeHtml(car.type.name)}</strong> di ${escapeHtml(branch.name)} pada ${formatDateId(form.appointment_date)} pukul ${form.appointment_time} sudah kami terima.</p>`,
    },
  };
}
