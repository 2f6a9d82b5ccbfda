/**
 * The outbox's work while a page is open (loaded when there is work for it, outbox-start.ts): replay,
 * the announcements of what was delivered or refused, and the live pending count.
 */
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/stores-context';
import { useOutboxAnnouncer } from './outbox-announcer';
import { useOutboxReplay } from './outbox-sync';
import { pendingCount } from './pending-count';

export function OutboxWork(): null {
  const store = useStores();
  const navigate = useNavigate();
  const openFix = useCallback((href: string) => void navigate(href), [navigate]);
  useEffect(() => pendingCount.start(), []);
  useOutboxReplay();
  useOutboxAnnouncer(store, openFix);
  return null;
}
