/**
 * The order test files start in (`test.sequence.sequencer`, vite.config.ts). For the browser suite:
 * longest first, so its two workers finish together. Vitest's own order on a fresh clone (no
 * results cached, as in CI) is largest file first, and the short files of the longest tests (the
 * axe walks, 100-130 s each) came last: one worker ran them alone for the last two minutes
 * (918 s in all, 845 s of work per worker). Seconds are what each file took in a full run of the
 * suite on this 2-core machine (24 Nov 2026); a file not listed counts as 30 s. Other projects keep
 * Vitest's rule without its cache: largest file first.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { TestSequencer, TestSpecification } from 'vitest/node';

const BROWSER_SECONDS: Record<string, number> = {
  'staff-content': 188, 'showroom-offline': 136, 'a11y-routes': 130, 'browse-content': 131, 'a11y-content': 96,
  'hydration': 85, 'a11y-accounts': 80, 'forms-credit-contact': 69, 'car-detail': 69, 'staff-offline': 68, 'showroom-assisted': 57,
  'offline': 55, 'dealers': 54, 'staff-payments': 45, 'member': 41, 'order': 37, 'staff-test-drive': 37, 'member-session': 36,
  'forms-test-drive': 36, 'outbox-stress': 35, 'offline-outbox': 34, 'home': 29, 'staff-admin': 23, 'forms-bookings': 21,
  'keyboard': 21, 'member-pending': 20, 'compare': 20, 'journey': 19, 'buy-a-car': 40, 'order-prices': 20, 'order-track': 45, 'price-list': 16, 'ssr': 9, 'staff-precache': 1,
};
const UNKNOWN_SECONDS = 30;

const weight = (spec: TestSpecification): number =>
  spec.project.name === 'e2e' ? BROWSER_SECONDS[path.basename(spec.moduleId).replace(/\.test\.ts$/, '')] ?? UNKNOWN_SECONDS : statSync(spec.moduleId).size;

export default class LongestFirst implements TestSequencer {
  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return files;
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => (a.project.name === b.project.name ? weight(b) - weight(a) : a.project.name < b.project.name ? -1 : 1));
  }
}
