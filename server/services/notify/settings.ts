/**
 * The member's notification settings (issue 31.1): channels e-mail and push, purposes status,
 * reminders and offers. They are consents, kept by services/consents with time, text version and source.
 */
import { CONSENT_DEFAULTS, type ConsentPurpose, type ConsentSource } from '../../../domain/consents';
import { NOTIFICATION_MESSAGES, SETTING_CONSENTS, type NotificationSettings } from '../../../domain/notifications';
import type { Db, Tx } from '../../db/client';
import { ValidationError } from '../../http/envelope';
import { currentConsents, recordConsents } from '../consents';

/** The settings from the member's latest consents (CONSENT_DEFAULTS where none was recorded). */
export async function notificationSettings(db: Db | Tx, memberId: number): Promise<NotificationSettings> {
  const current = new Map((await currentConsents(db, memberId)).map((c) => [c.purpose, c.granted]));
  const state = (purpose: ConsentPurpose) => current.get(purpose) ?? CONSENT_DEFAULTS[purpose];
  const { channels, purposes } = SETTING_CONSENTS;
  return {
    channels: { email: state(channels.email), push: state(channels.push) },
    purposes: { status: state(purposes.status), reminders: state(purposes.reminders), offers: state(purposes.offers) },
  };
}

/** The consents a body `{channels?, purposes?}` sets, or 422 for a value that is not a boolean. */
export function settingChanges(body: unknown): Partial<Record<ConsentPurpose, boolean>> {
  const errors: Record<string, string[]> = {};
  const changes: Partial<Record<ConsentPurpose, boolean>> = {};
  for (const group of ['channels', 'purposes'] as const) {
    const given = (body as Record<string, unknown> | null)?.[group];
    if (given === undefined) continue;
    if (typeof given !== 'object' || given === null || Array.isArray(given)) { errors[group] = [NOTIFICATION_MESSAGES.boolean]; continue; }
    for (const [name, purpose] of Object.entries(SETTING_CONSENTS[group]) as [string, ConsentPurpose][]) {
      const value = (given as Record<string, unknown>)[name];
      if (value === undefined) continue;
      if (typeof value !== 'boolean') errors[`${group}.${name}`] = [NOTIFICATION_MESSAGES.boolean];
      else changes[purpose] = value;
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return changes;
}

/** Records the settings that differ from the current state (one consent row each). */
export async function changeSettings(tx: Db | Tx, member: { id: number; email: string }, changes: Partial<Record<ConsentPurpose, boolean>>, source: ConsentSource = 'profile'): Promise<void> {
  const current = new Map((await currentConsents(tx, member.id)).map((c) => [c.purpose, c.granted]));
  const differing = Object.fromEntries(Object.entries(changes).filter(([purpose, granted]) => (current.get(purpose as ConsentPurpose) ?? CONSENT_DEFAULTS[purpose as ConsentPurpose]) !== granted || !current.has(purpose as ConsentPurpose)));
  await recordConsents(tx, { memberId: member.id, email: member.email, source, purposes: differing });
}
