/** Checks the member's token whenever the page comes back from idleness (IDLE_MS). */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { IDLE_MS } from '../../../../domain/constants';
import { useStores } from '../../../stores/stores-context';
import { watchReturnFromIdle } from './idle-watch';
import { checkSessionOnReturn } from './session-flows';

/** Mounted once in the header; renders nothing. */
export function SessionWatch() {
  const stores = useStores();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  useEffect(() => watchReturnFromIdle({ idleMs: IDLE_MS, onReturn: () => void checkSessionOnReturn(stores, (to) => navigateRef.current(to)) }), [stores]);
  return null;
}
