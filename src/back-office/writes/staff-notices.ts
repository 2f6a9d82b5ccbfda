/**
 * What became of a staff write the screen no longer waits for (a move made offline, refused when it
 * arrived): shown on its record until dismissed, so nothing is overwritten or dropped silently.
 */
import { makeAutoObservable } from 'mobx';
import type { WriteTarget } from './staff-writes';

/** A notice on a record. */
export interface StaffNotice { kind: 'conflict' | 'refused'; text: string }

/** The 409 text: someone else moved the record first, and what it is now. */
export const conflictText = (statusLabel: string): string => `Data sudah diubah oleh orang lain: status sekarang ${statusLabel}`;

/** A refusal that is not a conflict (the workflow, a field, the role). */
export const refusedText = (label: string, message: string): string => `${label} ditolak: ${message}`;

const keyOf = ({ kind, id }: WriteTarget) => `${kind}/${id}`;

/** The notices of every record, by record. */
export class StaffNotices {
  private readonly notices = new Map<string, StaffNotice>();

  constructor() {
    makeAutoObservable(this);
  }

  /** The notice on a record, if any. */
  of(target: WriteTarget): StaffNotice | null {
    return this.notices.get(keyOf(target)) ?? null;
  }

  set(target: WriteTarget, notice: StaffNotice): void {
    this.notices.set(keyOf(target), notice);
  }

  dismiss(target: WriteTarget): void {
    this.notices.delete(keyOf(target));
  }

  clear(): void {
    this.notices.clear();
  }
}

/** The page's notices (staff screens only). */
export const staffNotices = new StaffNotices();
