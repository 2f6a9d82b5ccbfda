/**
 * Notifications (issue 31, LIFECYCLE.md 'Notifications'): the member's settings (which are consents,
 * domain/consents.ts), quiet hours, the push message's shape and the link a click opens.
 */
import type { ConsentPurpose } from './consents';
import { WIB_OFFSET_MS } from './money';

/** Why a message is sent: `answer` a direct reply (any hour), `status` own bookings/orders, `reminders`, `offers` (opt-in). */
export const MESSAGE_PURPOSES = ['answer', 'status', 'reminders', 'offers'] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];

/** Channels beyond the inbox (which is always on). */
export const DELIVERY_CHANNELS = ['email', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** GET/POST /api/member/notifications: the settings as booleans. */
export interface NotificationSettings {
  channels: Record<DeliveryChannel, boolean>;
  purposes: { status: boolean; reminders: boolean; offers: boolean };
}

/** The consent purpose behind each setting (one home: the consents table). */
export const SETTING_CONSENTS = {
  channels: { email: 'email', push: 'push' },
  purposes: { status: 'status', reminders: 'reminders', offers: 'offers' },
} as const satisfies { channels: Record<DeliveryChannel, ConsentPurpose>; purposes: Record<keyof NotificationSettings['purposes'], ConsentPurpose> };

/** The consent a message purpose needs beyond the inbox; `answer` needs none (a reply to the person's own request). */
export const PURPOSE_CONSENT: Record<MessagePurpose, ConsentPurpose | null> = {
  answer: null, status: 'status', reminders: 'reminders', offers: 'offers',
};

/** Quiet hours in WIB: from 21:00 to 07:00 nothing but an answer goes out. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 7;

/**
 * When a message written at `now` may go out: `now` outside quiet hours or for an answer; otherwise
 * the next 07:00 WIB.
 */
export function notBefore(now: Date, purpose: MessagePurpose): Date {
  if (purpose === 'answer') return now;
  const wib = new Date(now.getTime() + WIB_OFFSET_MS);
  const hour = wib.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const release = new Date(Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), wib.getUTCDate(), QUIET_UNTIL_HOUR));
  if (hour >= QUIET_FROM_HOUR) release.setUTCDate(release.getUTCDate() + 1);
  return new Date(release.getTime() - WIB_OFFSET_MS);
}

/** The JSON a push message carries (encrypted, RFC 8291); the service worker shows it. */
export interface PushPayload {
  title: string;
  body: string;
  icon: string;
  /** Replaces an earlier notification with the same tag: a re-sent delivery shows once. */
  tag: string;
  data: { url: string };
}

/** The icon a notification shows. */
export const PUSH_ICON = '/icons/icon-192.png';
/** The longest body a push message carries (the rest is in the inbox). */
export const PUSH_BODY_MAX = 180;

/** The member's inbox: where a message without a record link opens. */
export const INBOX_LINK = '/dashboard-member?tab=8';

/** The member's detail page of a record of a staff queue kind, when the member area has one. */
export function memberRecordLink(kind: string, id: number): string {
  switch (kind) {
    case 'testdrive': return `/testdrive/detail/${id}`;
    case 'bookingservice': return `/bookingservice/detail/${id}`;
    case 'tradein': return `/tradein/detail/${id}`;
    case 'order': return `/bookingorder/detail/${id}`;
    default: return INBOX_LINK;
  }
}

/** Plain text of a server-written HTML message, cut to `max` characters. */
export function plainText(html: string, max = Infinity): string {
  const text = html.replace(/<br\s*\/?>/gi, ' ').replace(/<\/p>/gi, ' ').replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export const NOTIFICATION_MESSAGES = {
  boolean: 'Pilih aktif atau tidak aktif.',
  saved: 'Pengaturan notifikasi disimpan',
  endpoint: 'Alamat langganan push tidak valid (harus https dan bukan alamat lokal).',
  keys: 'Kunci langganan push tidak valid.',
  subscribed: 'Notifikasi push aktif di perangkat ini',
  unsubscribed: 'Notifikasi push dimatikan di perangkat ini',
} as const;

/** POST /api/member/push and /api/staff/push: `{subscription}` as PushSubscription.toJSON() gives it. */
export interface PushSubscriptionBody { endpoint: string; keys: { p256dh: string; auth: string } }
