/**
 * Tells the user about submissions delivered or refused after their form was left. One tab speaks
 * for all (leader.ts); deliveries are summarised per batch ('12 pesan terkirim'), refusals come one
 * by one with their 'Perbaiki' action. A delivered guest submission's login data becomes the
 * session only if nobody has logged in since.
 */
import { useEffect } from 'react';
import type { LoginData } from '../../../domain/api';
import type { OutboxItem } from '../../../domain/outbox';
import { takeFinished, unannouncedCount, watchOutbox } from '../../data/outbox';
import type { RootStore } from '../../stores/root-store';
import type { ToastKind } from '../../stores/ui-store';
import { fixHref } from './fix-link';
import { joinLeadership } from './leader';

/** A batch is told after this long without a new finished item... */
export const QUIET_MS = 1000;
/** ...or at the latest this long after its first one, so a long drain still reports as it goes. */
export const MAX_WAIT_MS = 4000;

/** One toast to show: its kind, text and, for a refusal, where to correct it. */
export interface Announcement { kind: ToastKind; text: string; fixHref: string | null }

/** The toasts for a batch of finished items: one summary of the deliveries, one per refusal. */
export function announcements(items: OutboxItem[]): Announcement[] {
  const delivered = items.filter((i) => i.status === 'delivered');
  const refused = items.filter((i) => i.status === 'refused');
  const out: Announcement[] = [];
  if (delivered.length === 1) out.push({ kind: 'success', text: `${delivered[0].label} sudah terkirim.`, fixHref: null });
  else if (delivered.length > 1) out.push({ kind: 'success', text: `${delivered.length} pesan terkirim`, fixHref: null });
  for (const item of refused) {
    out.push({ kind: 'error', text: `${item.label} ditolak: ${item.lastError ?? 'periksa kembali datanya'}.`, fixHref: fixHref(item) });
  }
  return out;
}

/** The login data a delivered guest submission carries, if any. */
function loginOf(item: OutboxItem): LoginData | undefined {
  return (item.response as { data?: { login?: LoginData } } | undefined)?.data?.login;
}

/** Runs the announcer while the page is open; `openFix` opens a refused submission's form. */
export function useOutboxAnnouncer(store: RootStore, openFix: (href: string) => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let firstAt = 0;
    let stopped = false;

    const announce = async () => {
      timer = null;
      if (stopped || !leadership.isLeader) return;
      const items = await takeFinished();
      for (const item of items) {
        const login = item.status === 'delivered' ? loginOf(item) : undefined;
        // Submitted as a guest and still a guest: the account it created becomes the session.
        if (login && !item.token && !item.staffToken && !store.session.isLoggedIn) void store.session.setLogin(login);
      }
      for (const a of announcements(items)) {
        store.ui.showToast(a.kind, a.text, a.fixHref ? { label: 'Perbaiki', run: () => openFix(a.fixHref!) } : undefined);
      }
    };
    const schedule = () => {
      const now = Date.now();
      if (!timer) firstAt = now;
      else clearTimeout(timer);
      timer = setTimeout(() => void announce(), Math.max(0, Math.min(QUIET_MS, firstAt + MAX_WAIT_MS - now)));
    };
    const check = () => void unannouncedCount().then((n) => { if (n > 0 && !stopped) schedule(); }, (error) => console.warn('[outbox] announcer', error));
    const leadership = joinLeadership(check);
    const unwatch = watchOutbox(check);
    return () => {
      stopped = true;
      unwatch();
      leadership.stop();
      if (timer) clearTimeout(timer);
    };
  }, [store, openFix]);
}
