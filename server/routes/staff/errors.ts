/** The staff API's own refusals: 403 for a role that may not, 409 for a move on an outdated view. */
import type { FastifyInstance } from 'fastify';

export const FORBIDDEN_MESSAGE = 'Peran Anda tidak diizinkan untuk tindakan ini';
export const STALE_MESSAGE = 'Data ini sudah diubah oleh staf lain; periksa keadaan terbaru lalu ulangi.';

/** Answered as 403. */
export class ForbiddenError extends Error {
  constructor(message = FORBIDDEN_MESSAGE) {
    super(message);
  }
}

/** The record moved since the staff member loaded it; the route answers 409 with its current state. */
export class StaleVersionError extends Error {
  constructor() {
    super(STALE_MESSAGE);
  }
}

/** Handles ForbiddenError in the staff scope; everything else goes on to the app's handler. */
export function registerStaffErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ForbiddenError) return reply.code(403).send({ status: 403, message: error.message, data: null });
    throw error;
  });
}
