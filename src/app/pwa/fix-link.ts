/** Where a refused submission is corrected: its form, opened with its data (`?outbox=<id>`). */
import type { OutboxItem } from '../../../domain/outbox';

/** The form's path with `outbox=<id>`, or null when the item has no form to open. */
export function fixHref(item: Pick<OutboxItem, 'id' | 'editPath'>): string | null {
  if (!item.editPath) return null;
  return `${item.editPath}${item.editPath.includes('?') ? '&' : '?'}outbox=${encodeURIComponent(item.id)}`;
}
