/**
 * Runs the detail-page simulation whenever its request changes (debounced while the slider
 * moves). Offline, the same domain formula runs in the credit worker and the answer is marked
 * as an estimate; any other failure shows an error toast.
 */
import { useEffect, useState } from 'react';
import type { CreditSimulationResult } from '../../../domain/api';
import { ApiError } from '../../data/api-client';
import { simulateCredit } from '../../data/repositories/car-detail';
import { creditWorker } from '../../lib/workers';
import { useStores } from '../../stores/stores-context';
import { simulationRequest, type SimulationState } from './credit-simulation-state';

const DEBOUNCE_MS = 250;

/** Idle (invalid), loading, an answer (or offline estimate), or failed. */
export type SimulationOutcome =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'result'; result: CreditSimulationResult; estimate: boolean }
  | { kind: 'failed' };

async function estimateOffline(s: SimulationState, signal: AbortSignal): Promise<CreditSimulationResult> {
  // The effective price goes in as OTR with no discount, so the worker computes on the same price.
  const e = await creditWorker.call((api) => api.estimate(s.price, 0, s.uangMuka, s.tenor), signal);
  return { car_type_name: s.typeName, price_otr: e.price, angsuran: e.angsuran ?? 0, tenor: s.tenor, uang_muka: s.uangMuka };
}

/** The simulation's outcome for the current state. */
export function useCreditSimulation(state: SimulationState): SimulationOutcome {
  const { ui } = useStores();
  const [outcome, setOutcome] = useState<SimulationOutcome>({ kind: 'idle' });
  const request = simulationRequest(state);
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (!key) {
      setOutcome({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setOutcome({ kind: 'loading' });
    const timer = window.setTimeout(async () => {
      try {
        const result = await simulateCredit(JSON.parse(key), signal);
        if (!signal.aborted) setOutcome({ kind: 'result', result, estimate: false });
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && error.isNetwork) {
          const result = await estimateOffline(state, signal).catch(() => null);
          if (!signal.aborted) setOutcome(result ? { kind: 'result', result, estimate: true } : { kind: 'failed' });
          return;
        }
        ui.showToast('error', error instanceof Error ? error.message : String(error));
        setOutcome({ kind: 'failed' });
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // The request key holds every input of the simulation; `state` is read only alongside it.
  }, [key, ui]);

  return outcome;
}
