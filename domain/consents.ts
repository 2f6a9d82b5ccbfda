/**
 * Consents on record (issue 29.1, LIFECYCLE.md 'Personal data'): the purposes a person can consent
 * to, the version of the text each was shown, and their Indonesian names for the profile.
 */

/**
 * The purposes: processing the data a request needs, offers and promos, service reminders, push
 * messages, e-mail messages (a channel, issue 31) and messages about the status of the member's own
 * bookings and orders (a purpose, issue 31). The notification settings (GET/POST
 * /api/member/notifications) are these consents: channels email and push, purposes status, reminders, offers.
 */
export const CONSENT_PURPOSES = ['processing', 'offers', 'reminders', 'push', 'email', 'status'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The version of the privacy policy (/info/kebijakan-privasi) the forms show; bump it when the text changes. */
export const PRIVACY_POLICY_VERSION = '2026-11';

/** The version of the consent text shown for each purpose (the policy version it refers to). */
export const CONSENT_TEXT_VERSIONS: Record<ConsentPurpose, string> = {
  processing: `kebijakan-privasi/${PRIVACY_POLICY_VERSION}`,
  offers: `penawaran/${PRIVACY_POLICY_VERSION}`,
  reminders: `pengingat/${PRIVACY_POLICY_VERSION}`,
  push: `notifikasi/${PRIVACY_POLICY_VERSION}`,
  email: `notifikasi-email/${PRIVACY_POLICY_VERSION}`,
  status: `notifikasi-status/${PRIVACY_POLICY_VERSION}`,
};

/**
 * The state of a purpose that has no record yet. Messages about the member's own bookings and
 * orders (status) by e-mail are on until withdrawn: the member asked for the booking and gave the
 * address; everything else (offers, reminders, push) is off until given.
 */
export const CONSENT_DEFAULTS: Record<ConsentPurpose, boolean> = {
  processing: false, offers: false, reminders: false, push: false, email: true, status: true,
};

/** What each purpose is called in the profile. */
export const CONSENT_LABELS: Record<ConsentPurpose, string> = {
  processing: 'Pemrosesan data untuk permintaan Anda',
  offers: 'Penawaran dan promo',
  reminders: 'Pengingat service',
  push: 'Notifikasi push',
  email: 'Notifikasi lewat e-mail',
  status: 'Kabar status booking dan pesanan',
};

/** Where a consent came from: a form's channel, the profile, or a device. */
export type ConsentSource = 'register' | 'profile' | 'test-drive' | 'booking-service' | 'credit-simulation' | 'lead-sales' | 'booking-order' | 'device';

/** One consent as GET /api/member/consents answers it: the latest state per purpose. */
export interface ConsentRecord {
  purpose: ConsentPurpose;
  granted: boolean;
  /** ISO time of the latest change. */
  at: string;
  text_version: string;
  source: string;
}

/** Body of POST /api/member/consents. */
export interface ConsentChange { purpose: ConsentPurpose; granted: boolean }

export const CONSENT_MESSAGES = {
  purpose: `Jenis persetujuan tidak dikenal. Pilih salah satu: ${CONSENT_PURPOSES.join(', ')}.`,
  granted: 'Pilih apakah persetujuan diberikan atau ditarik.',
  given: 'Persetujuan diberikan',
  withdrawn: 'Persetujuan ditarik',
} as const;

export const isConsentPurpose = (x: unknown): x is ConsentPurpose => typeof x === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(x);

/** A checkbox value that means ticked (the forms send true or 'accepted'). */
export const isTicked = (x: unknown): boolean => x === true || x === 'accepted' || x === 'true' || x === 1 || x === '1';
