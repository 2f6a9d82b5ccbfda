/** Server configuration from the environment, with documented defaults (see README). */
import path from 'node:path';
import { EXPORT_TTL_MINUTES_DEFAULT } from '../domain/privacy';
import { retentionRulesFrom, type RetentionRules } from './services/retention/rules';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  apiKey: string;
  /** Booking fee for orders, in rupiah. */
  bookingFee: number;
  sessionTtlHours: number;
  resetTtlMinutes: number;
  /** Lifetime of an e-mailed verification link. */
  verifyTtlHours: number;
  /** Lifetime of a member's data download link (issue 29.2). */
  exportTtlMinutes: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Folder of the built PWA. */
  distDir: string;
  /** Requests per minute per client on form endpoints. */
  formRateLimit: number;
  /**
   * Failed logins per address (an IPv6 /64) per 15 minutes before that address's attempts are
   * spaced LOGIN_SLOWDOWN_MAX_MS apart; also reset and verification requests per address.
   */
  loginRateLimit: number;
  /** Failed logins of one account (from any address) per 15 minutes before its logins are slowed. */
  loginAccountFreeFailures: number;
  /** The first slowdown of such an account's login; it doubles with each further failure. */
  loginSlowdownMs: number;
  /** The longest slowdown of one login, and the spacing of an address's attempts over its limit. */
  loginSlowdownMaxMs: number;
  trustProxy: boolean;
  /** Where uploads live: 'auto' (database with PostgreSQL, disk with PGlite), 'disk' or 'database'. */
  blobStore: 'auto' | 'disk' | 'database';
  /**
   * Whether the demo staff accounts (password in the README) may exist: on the embedded database
   * (the demo) unless `DEMO_STAFF=0`, on PostgreSQL only with `DEMO_STAFF=1`.
   */
  demoStaff: boolean;
  /** The dealer's external online sales site; null: "Buy a Car" opens the site's own order wizard. */
  salesSiteUrl: string | null;
  /** The dealer's chat page; null: "Chat with Us" opens WhatsApp. */
  chatUrl: string | null;
  /** How long personal data is kept (RETENTION_* variables, services/retention/rules.ts). */
  retention: RetentionRules;
  /**
   * TESTS ONLY (`PUSH_ALLOW_INSECURE=1`): push endpoints on https://127.0.0.1:PORT are accepted and
   * their certificate is not verified, so a test can run a push service of its own (docs/notifications.md).
   */
  pushAllowInsecure: boolean;
  /** The VAPID subject (a mailto: or https: URL) push services may contact about our messages. */
  vapidSubject: string;
  /** How often the delivery worker looks for due e-mails and push messages (NOTIFY_POLL_MS). */
  notifyPollMs: number;
}

/** The demo API key the built page also sends; a client id, not a secret. */
export const DEMO_API_KEY = 'merapi-demo-key';

/** An optional absolute http(s) URL from the environment: unset or empty is null, anything else refuses to start. */
function optionalUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  let url: URL | null = null;
  try { url = new URL(value); } catch { /* reported below */ }
  // A typo here would send every buyer to a broken page: better to refuse to start.
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    apiKey: env.API_KEY ?? DEMO_API_KEY,
    bookingFee: Number(env.BOOKING_FEE ?? 5_000_000),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 30),
    resetTtlMinutes: Number(env.RESET_TTL_MINUTES ?? 60),
    verifyTtlHours: Number(env.VERIFY_TTL_HOURS ?? 48),
    exportTtlMinutes: Number(env.EXPORT_TTL_MINUTES ?? EXPORT_TTL_MINUTES_DEFAULT),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Merapi Toyota <no-reply@merapitoyota.example>',
    logLevel: env.LOG_LEVEL ?? 'info',
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    formRateLimit: Number(env.FORM_RATE_LIMIT ?? 30),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 30),
    loginAccountFreeFailures: Number(env.LOGIN_ACCOUNT_FREE_FAILURES ?? 10),
    loginSlowdownMs: Number(env.LOGIN_SLOWDOWN_MS ?? 1000),
    loginSlowdownMaxMs: Number(env.LOGIN_SLOWDOWN_MAX_MS ?? 10_000),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    blobStore: env.BLOB_STORE === 'disk' || env.BLOB_STORE === 'database' ? env.BLOB_STORE : 'auto',
    demoStaff: env.DEMO_STAFF === '1' || (!databaseUrl && env.DEMO_STAFF !== '0'),
    salesSiteUrl: optionalUrl(env, 'SALES_SITE_URL'),
    chatUrl: optionalUrl(env, 'CHAT_URL'),
    retention: retentionRulesFrom(env),
    pushAllowInsecure: env.PUSH_ALLOW_INSECURE === '1',
    vapidSubject: env.VAPID_SUBJECT || `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM ?? '')?.[1] ?? 'no-reply@merapitoyota.example'}`,
    notifyPollMs: Math.max(100, Number(env.NOTIFY_POLL_MS ?? 1000) || 1000),
  };
}
