/**
 * This device's push subscription (issue 31.2): whether the browser can do push, whether this
 * device is subscribed, and turning it on (asking the permission) or off, for the member area or
 * the staff shell. The service worker (sw/sw.ts) shows what arrives.
 */
import type { PushSubscriptionBody } from '../../domain/notifications';
import { fetchPushKey, removePushSubscription, savePushSubscription, type PushAccount } from '../data/repositories/notifications';

/** Whether this browser can receive push messages (a service worker, the Push API and notifications). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker's registration, when there is one (none in development without the worker). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This device's subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

const asBody = (subscription: PushSubscription): PushSubscriptionBody => {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
};

export const PUSH_TEXTS = {
  denied: 'Izin notifikasi ditolak di browser ini. Ubah izin situs di pengaturan browser untuk mengaktifkannya.',
  unsupported: 'Browser ini tidak mendukung notifikasi push.',
  noWorker: 'Notifikasi push butuh aplikasi terpasang penuh (service worker belum aktif). Muat ulang halaman lalu coba lagi.',
} as const;

/** Turns push on for this device and the account of `token`; throws an Error with an Indonesian message when it cannot. */
export async function subscribeThisDevice(account: PushAccount, token: string): Promise<void> {
  if (!pushSupported()) throw new Error(PUSH_TEXTS.unsupported);
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PUSH_TEXTS.denied);
  const reg = (await registration()) ?? null;
  if (!reg) throw new Error(PUSH_TEXTS.noWorker);
  const key = await fetchPushKey();
  let subscription = await reg.pushManager.getSubscription();
  // A subscription made with another key (the database was reset) cannot be used: renew it.
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && btoaUrl(current) !== key) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(key) });
  await savePushSubscription(account, token, asBody(subscription));
}

/** Turns push off for this device: the server forgets it, then the browser ends it. */
export async function unsubscribeThisDevice(account: PushAccount, token: string): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await removePushSubscription(account, token, subscription.endpoint);
  await subscription.unsubscribe();
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function btoaUrl(buffer: ArrayBuffer): string {
  let raw = '';
  for (const byte of new Uint8Array(buffer)) raw += String.fromCharCode(byte);
  return btoa(raw).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
