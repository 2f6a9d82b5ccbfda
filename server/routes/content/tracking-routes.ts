/** Brochure download counting and visit logging; the IP is always the one the server saw. */
import type { FastifyInstance } from 'fastify';
import type { BrochureDownload, VisitorRecord } from '../../../domain/api';
import { NotFoundError, fieldError, ok } from '../../http/envelope';
import { intId } from '../../http/schema';
import { answers } from '../../http/response-schemas';
import { brochureDownloadAnswer, visitorAnswer } from './schemas';
import { recordDownload, recordVisit } from './tracking-repository';

/** Generous: the page calls these on its own, once per start or click, never in bulk. */
const TRACKING_PER_MINUTE = 120;

/** 'YYYY-MM-DD' of a real calendar day at the start of `value`, or null. */
function calendarDay(value: string): string | null {
  const day = value.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

export default async function trackingRoutes(app: FastifyInstance) {
  const config = { rateLimit: { max: TRACKING_PER_MINUTE, timeWindow: 60_000 } };

  app.post('/brochure/download', {
    config,
    schema: {
      tags: ['content'],
      summary: 'Counts one download of a brochure (the sent `downloaded` is ignored) and answers the new count (BrochureDownload)',
      body: {
        type: 'object',
        properties: { brochure_id: intId, downloaded: { type: 'integer', minimum: 0 } },
        required: ['brochure_id'],
      } as const,
      response: answers(brochureDownloadAnswer),
    },
  }, async (request) => {
    const downloaded = await recordDownload(app.db, request.body.brochure_id, request.ip);
    if (downloaded === null) throw new NotFoundError('Brosur tidak ditemukan');
    const data: BrochureDownload = { brochure_id: request.body.brochure_id, downloaded };
    return ok(data, 'Berhasil Download');
  });

  app.post('/visitor', {
    config,
    schema: {
      tags: ['content'],
      summary: 'Records a visit on `date` (YYYY-MM-DD) from the request IP; a sent ip_address is ignored (VisitorRecord)',
      body: { type: 'object', properties: { date: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}', maxLength: 40 } }, required: ['date'] } as const,
      response: answers(visitorAnswer),
    },
  }, async (request) => {
    const date = calendarDay(request.body.date);
    if (!date) throw fieldError('date', 'date tidak valid');
    await recordVisit(app.db, date, request.ip);
    const data: VisitorRecord = { date, ip_address: request.ip };
    return ok(data);
  });
}
