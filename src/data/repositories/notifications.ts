/**
 * Notifications (issue 31): the member's settings, the VAPID key, and subscribing this device for
 * a member or a staff account. Network only: nothing here is mirrored or queued.
 */
import type { NotificationSettings, PushSubscriptionBody } from '../../../domain/notifications';
import { api } from '../api-client';

/** The member's settings (channels and purposes). */
export const fetchNotificationSettings = (token: string): Promise<NotificationSettings> => api.get('member/notifications', { token });

/** Changes some settings; answers them all. */
export const saveNotificationSettings = (token: string, change: { channels?: Partial<NotificationSettings['channels']>; purposes?: Partial<NotificationSettings['purposes']> }): Promise<NotificationSettings> =>
  api.post('member/notifications', change, { token });

/** The key a browser subscribes with. */
export const fetchPushKey = async (): Promise<string> => (await api.get('push/key')).public_key;

/** Whose device: the member area or the staff shell. */
export type PushAccount = 'member' | 'staff';

/** Stores this device's subscription for the account of `token`. */
export const savePushSubscription = (account: PushAccount, token: string, subscription: PushSubscriptionBody): Promise<{ subscribed: boolean }> =>
  account === 'member' ? api.post('member/push', { subscription }, { token }) : api.post('staff/push', { subscription }, { token });

/** Ends this device's subscription for the account of `token`. */
export const removePushSubscription = (account: PushAccount, token: string, endpoint: string): Promise<{ subscribed: boolean }> =>
  account === 'member' ? api.post('member/push/unsubscribe', { endpoint }, { token }) : api.post('staff/push/unsubscribe', { endpoint }, { token });
