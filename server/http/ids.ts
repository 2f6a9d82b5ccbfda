/** Row ids from input: a positive integer that fits PostgreSQL's integer column, else -1 (found nowhere, never an overflow). */
import { MAX_INT4 } from './limits';

/** The id `value` names (numbers and numeric strings), or -1. */
export function rowId(value: unknown): number {
  if (typeof value !== 'number' && typeof value !== 'string') return -1;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= MAX_INT4 ? n : -1;
}
