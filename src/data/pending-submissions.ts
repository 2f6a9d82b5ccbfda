/**
 * Submissions still waiting in the outbox (queued, being sent, or refused and waiting for a fix),
 * read live from IndexedDB, so a history tab can show them before the server has them.
 * Reads only the OutboxItem fields form, label, request (its body), status and createdAt.
 */
import { UNFINISHED_STATUSES, type OutboxItem } from '../../domain/outbox';
import { useLiveValue } from './live-query';

/** One waiting submission as a history shows it. */
export type PendingSubmission = Pick<OutboxItem, 'form' | 'label' | 'status' | 'createdAt'> & { key: string };

/** Whose submissions to show: the member's token or e-mail as the body carries them. */
export interface PendingOwner { token: string | null; email: string }

function belongsTo({ request: { body } }: Pick<OutboxItem, 'request'>, owner: PendingOwner): boolean {
  const email = String(body.email ?? '').trim().toLowerCase();
  return (owner.email !== '' && email === owner.email.toLowerCase()) || (owner.token !== null && body.token === owner.token);
}

/** The owner's waiting submissions of `forms`, newest first; [] until IndexedDB answers or when it cannot. */
export function usePendingSubmissions(forms: readonly string[], owner: PendingOwner): PendingSubmission[] {
  const key = forms.join(',');
  const items = useLiveValue(async (db) => {
    try {
      const rows = await db.outbox.where('status').anyOf([...UNFINISHED_STATUSES]).toArray();
      return rows
        .filter((row) => forms.includes(row.form) && belongsTo(row, owner))
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((row, i) => ({ key: `${row.createdAt}-${i}`, form: row.form, label: row.label, status: row.status, createdAt: row.createdAt }));
    } catch {
      return [];
    }
  }, [key, owner.token, owner.email], undefined);
  return items ?? [];
}
