/** A record's timeline for the staff: who moved it when, what the member was told, and the internal note. */
import type { TimelineEntry } from '../../../domain/api';
import type { TimelineStep } from '../../ui/timeline';
import { dateTime } from '../components/format';

/** The steps of the Timeline component, oldest first. */
export function timelineSteps(entries: readonly TimelineEntry[]): TimelineStep[] {
  return entries.map((e) => ({
    when: dateTime(e.at),
    title: e.from === null ? (e.to_label === 'Diterima' ? 'Diterima' : `Diterima · ${e.to_label}`) : e.to_label,
    by: e.by,
    lines: [e.member_note ? `Untuk member: ${e.member_note}` : '', e.note ? `Catatan internal: ${e.note}` : ''],
  }));
}
