/** The one mailer of the app (SMTP_URL, or files under DATA_DIR/mail), closed with the app. */
import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from '../services/mail';

declare module 'fastify' {
  interface FastifyInstance { mailer: Mailer }
}

export function registerMailer(app: FastifyInstance): void {
  const mailer = createMailer(app.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}
