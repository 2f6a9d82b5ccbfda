/**
 * The retention rules as configuration (issue 29 item 4): how long KTP photos, payment proofs and
 * the personal fields of never-verified guest submissions are kept. Defaults below; each can be
 * set in the environment (whole days, at least 1). Sessions and e-mailed links keep the
 * housekeeping sweep's own rule (a day past expiry, services/housekeeping.ts).
 */

export interface RetentionRules {
  /** Days a KTP photo is kept after its credit application (instant approval, credit order) is decided or abandoned. */
  ktpDays: number;
  /** Days without any move after which an open application counts as abandoned. */
  abandonedAfterDays: number;
  /** Days a payment proof is kept after the confirmation was verified (or rejected). */
  paymentProofDays: number;
  /** Days the personal fields of a guest submission whose address was never verified are kept. */
  guestSubmissionDays: number;
  /** Items a rule destroys in one run at most; the rest go in the next run. */
  batchSize: number;
}

/** The defaults: 90 days, 90 days, a year, two years. */
export const RETENTION_DEFAULTS: RetentionRules = {
  ktpDays: 90, abandonedAfterDays: 90, paymentProofDays: 365, guestSubmissionDays: 730, batchSize: 5000,
};

const ENV: Record<keyof RetentionRules, string> = {
  ktpDays: 'RETENTION_KTP_DAYS',
  abandonedAfterDays: 'RETENTION_ABANDONED_DAYS',
  paymentProofDays: 'RETENTION_PAYMENT_PROOF_DAYS',
  guestSubmissionDays: 'RETENTION_GUEST_DAYS',
  batchSize: 'RETENTION_BATCH',
};

/** The rules from the environment; a value that is not a whole number of at least 1 refuses to start (a typo must not destroy data early). */
export function retentionRulesFrom(env: NodeJS.ProcessEnv): RetentionRules {
  const rules = { ...RETENTION_DEFAULTS };
  for (const key of Object.keys(ENV) as Array<keyof RetentionRules>) {
    const raw = env[ENV[key]]?.trim();
    if (!raw) continue;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${ENV[key]} must be a whole number of at least 1, got '${raw}'`);
    rules[key] = Number(raw);
  }
  return rules;
}
