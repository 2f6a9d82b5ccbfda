/** Figures of the /offline page: megabytes and a date with time, in Indonesian. */

/** '12,3 MB' (decimal megabytes, as storage is sold). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toLocaleString('id-ID', { maximumFractionDigits: 1, minimumFractionDigits: bytes > 0 && bytes < 10_000_000 ? 1 : 0 })} MB`;
}

/** '23 November 2026 pukul 09.15'. */
export function formatDateTime(epochMs: number): string {
  return new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short' }).format(epochMs);
}
