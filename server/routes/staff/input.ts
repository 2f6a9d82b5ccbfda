/** Input checks the JSON schemas cannot make: real calendar days, and no NUL characters (PostgreSQL text refuses them). */
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../http/envelope';

/** The instant a day starts in Asia/Jakarta, `plusDays` later. */
export function jakartaMidnight(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+07:00`).getTime() + plusDays * 86_400_000);
}

const isRealDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/** 422 for a `from`/`to` that is not a calendar day, or a range that ends before it starts. */
export function checkRange(f: { from?: string; to?: string }): void {
  const errors: Record<string, string[]> = {};
  for (const key of ['from', 'to'] as const) if (f[key] && !isRealDay(f[key]!)) errors[key] = ['Tanggal tidak valid'];
  if (!Object.keys(errors).length && f.from && f.to && f.to < f.from) errors.to = ['Tanggal akhir sebelum tanggal awal'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

function nulField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = nulField(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** preValidation hook: a NUL character anywhere in the query or body is a 422 on its field, not a database error. */
export async function refuseNul(request: FastifyRequest): Promise<void> {
  const field = nulField(request.query, '') ?? nulField(request.body, '');
  if (field) throw new ValidationError({ [field]: ['Karakter tidak valid'] });
}
