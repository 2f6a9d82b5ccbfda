/**
 * Outgoing mail with nodemailer: SMTP when SMTP_URL is set; otherwise every message is written as
 * an .eml file under DATA_DIR/mail (development, demos and tests) and its path is logged.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface MailMessage {
  to: string; subject: string; text: string; html: string;
  /**
   * A stable id of this message (a delivery's, services/notify): it becomes the Message-ID, and the
   * file name without SMTP_URL, so a message sent again after a crash is the same message (one file).
   */
  id?: string;
}

const messageId = (id: string | undefined) => (id ? { messageId: `<${id}@merapitoyota.example>` } : {});

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const { id, ...fields } = message;
        const info = await transport.sendMail({ from: config.mailFrom, ...fields, ...messageId(id) });
        log.info({ messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.join(config.dataDir, 'mail');
  return {
    async send(message) {
      const { id, ...fields } = message;
      const info = await transport.sendMail({ from: config.mailFrom, ...fields, ...messageId(id) });
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const name = id ? id.replace(/[^a-zA-Z0-9-]/g, '_') : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const file = path.join(dir, `${name}.eml`);
      // Written beside and renamed: a crash mid-write leaves no half message under the final name.
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      writeFileSync(partial, info.message as Buffer, { mode: 0o600 });
      renameSync(partial, file);
      log.info({ file }, 'mail written to file (SMTP_URL not set)');
    },
    close: () => transport.close(),
  };
}
