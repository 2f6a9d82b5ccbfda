/** A workflow move as a form: StaffMoveDto, plus the fields this move needs (moveFieldErrors, the server's own rule). */
import type { QueueRecord } from '../../../domain/api';
import { isoDay } from '../../../domain/money';
import { moveFieldErrors, StaffMoveDto } from '../../../domain/staff/dto';
import { QUEUE_KIND_LABELS } from '../../../domain/staff/roles';
import type { MoveField } from '../../../domain/staff/workflows';
import { FormStore, type Values } from '../../stores/form/form-store';

/** A move the API offers: its target code, label and the fields it needs. */
export type Move = QueueRecord['moves'][number];

const FIELDS: readonly MoveField[] = ['date', 'time', 'place', 'amount', 'reason'];

/** Field labels of the move dialog. */
export const MOVE_FIELD_LABELS: Record<MoveField, string> = {
  date: 'Tanggal', time: 'Jam', place: 'Tempat', amount: 'Nominal penawaran (Rp)', reason: 'Alasan',
};

/** The fields of `move` this page knows, in a fixed order. */
export const neededFields = (move: Move): MoveField[] => FIELDS.filter((f) => move.needs.includes(f));

/** The form of a move from the record's `version` (the server refuses it with 409 if the record moved since). */
export function moveForm(move: Move, version: number, today: () => string = () => isoDay()): FormStore<Values> {
  const needs = neededFields(move);
  const initial: Values = { to: move.to, version, note: '', ...Object.fromEntries(needs.map((f) => [f, ''])) };
  return new FormStore<Values>(StaffMoveDto, { initial, extraRules: (input) => moveFieldErrors(needs, input, today()) });
}

/** A move's button: its target's label, or 'Ubah jadwal' for a new schedule in the same status. */
export const moveButtonLabel = (status: string, move: Move): string => (move.to === status ? 'Ubah jadwal' : move.label);

/** How the outbox and the pending list name a move: 'Test Drive TD-... → Dikonfirmasi'. */
export const moveLabel = (record: Pick<QueueRecord, 'kind' | 'booking_id'>, move: Pick<Move, 'label'>): string =>
  `${QUEUE_KIND_LABELS[record.kind]} ${record.booking_id} → ${move.label}`;
