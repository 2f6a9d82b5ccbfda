/**
 * Everything a member owns, as one session may see it (issue 29.2/29.3): the same rule as the
 * histories (services/visibility), so an unverified account's export and deletion never reach a
 * record someone else sent with its address. One list of owned tables serves both export and deletion.
 */
import { consentHistory } from '../consents';
import { and, asc, eq, getTableColumns, inArray, not } from 'drizzle-orm';
import type { QueueKind } from '../../../domain/staff';
import type { Db } from '../../db/client';
import {
  contacts, creditApplications, creditSimulations, garageCars, garageServices, inboxMessages, leads, notificationDeliveries, orders,
  paymentConfirmations, pushSubscriptions, recordTimeline, serviceBookings, testDrives, tradeIns, uploads,
} from '../../db/schema';
import { paymentKindsOf, statusOfKinds } from '../submissions/read-model';
import { visibleTo, type Viewer } from '../visibility';

/** Submission tables with the visibility columns, by their key in the archive and their queue kind. */
export const SUBMISSION_TABLES = [
  { key: 'test_drive', label: 'Test Drive', kind: 'testdrive', table: testDrives },
  { key: 'booking_service', label: 'Booking Service', kind: 'bookingservice', table: serviceBookings },
  { key: 'trade_in', label: 'Trade In', kind: 'tradein', table: tradeIns },
  { key: 'kontak', label: 'Hubungi Kami', kind: 'contact', table: contacts },
  { key: 'minat_beli', label: 'Minat Beli (leads)', kind: 'leadsales', table: leads },
  { key: 'pengajuan_kredit', label: 'Pengajuan Kredit (Instant Approval)', kind: 'instantapproval', table: creditApplications },
] as const satisfies ReadonlyArray<{ key: string; label: string; kind: QueueKind; table: unknown }>;

/** Columns that say nothing about the person: internal bookkeeping of the server. */
const INTERNAL = new Set(['sessionId', 'version', 'assignedStaffId', 'memberId', 'passwordHash']);

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A row as the archive shows it: snake_case keys, ISO times, internal columns left out. */
export function plain(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (INTERNAL.has(key)) continue;
    out[snake(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

type Row = Record<string, unknown> & { id: number };
export interface UploadRef { id: string; kind: string; path: string; bytes: number; width: number; height: number; createdAt: Date }

export interface MemberData {
  submissions: Array<{ key: string; label: string; kind: QueueKind; rows: Row[] }>;
  creditSimulations: Row[];
  orders: Row[];
  payments: Row[];
  inbox: Row[];
  /** What the member was told of each record's progress (never the staff's internal note). */
  timeline: Array<{ kind: string; record_id: number; status: string; keterangan: string; at: string }>;
  uploads: UploadRef[];
  /** The member's consent history, oldest first (issue 29.1). */
  consents: Awaited<ReturnType<typeof consentHistory>>;
  /** The cars in the member's garage, each with its service history (issue 33). */
  garage: Array<Row & { services: Row[] }>;
  /** Devices subscribed to push: the push service's host and when (the endpoint and keys are the device's secrets). */
  pushDevices: Array<{ service: string; created_at: string }>;
  /** E-mails and pushes sent or waiting for the member (issue 31): channel, purpose, title, state, times. */
  deliveries: Array<{ channel: string; purpose: string; title: string; status: string; created_at: string; sent_at: string | null }>;
}

/** The member's records this viewer may see, and the uploads they point at. */
export async function memberData(db: Db, viewer: Viewer, profileImage: string): Promise<MemberData> {
  const submissions: MemberData['submissions'] = [];
  for (const { key, label, kind, table } of SUBMISSION_TABLES) {
    const rows = await db.select().from(table).where(visibleTo(table, viewer)).orderBy(asc(table.createdAt), asc(table.id));
    submissions.push({ key, label, kind, rows: rows as Row[] });
  }
  const simulations = await db.select().from(creditSimulations).where(eq(creditSimulations.memberId, viewer.memberId)).orderBy(asc(creditSimulations.id));
  const orderRows = await db.select({ ...getTableColumns(orders), paid: paymentKindsOf(orders.id) }).from(orders)
    .where(visibleTo(orders, viewer)).orderBy(asc(orders.createdAt), asc(orders.id));
  // The payment status is derived, not stored: the archive shows it as the member's screens do.
  const ownOrders = orderRows.map(({ paid, ...o }) => ({ ...o, status: statusOfKinds(paid) }));
  const orderIds = ownOrders.map((o) => o.id);
  const payments = orderIds.length
    ? await db.select().from(paymentConfirmations)
      .where(and(eq(paymentConfirmations.memberId, viewer.memberId), inArray(paymentConfirmations.orderId, orderIds))).orderBy(asc(paymentConfirmations.id))
    : [];
  const inbox = await db.select().from(inboxMessages).where(visibleTo(inboxMessages, viewer)).orderBy(asc(inboxMessages.createdAt), asc(inboxMessages.id));

  const byKind: Array<[QueueKind, number[]]> = [
    ...submissions.map((s) => [s.kind, s.rows.map((r) => r.id)] as [QueueKind, number[]]),
    ['creditsimulation', simulations.map((r) => r.id)], ['order', orderIds], ['payment', payments.map((p) => p.id)],
  ];
  const timeline: MemberData['timeline'] = [];
  for (const [kind, ids] of byKind) {
    if (!ids.length) continue;
    const steps = await db.select().from(recordTimeline)
      .where(and(eq(recordTimeline.kind, kind), inArray(recordTimeline.recordId, ids))).orderBy(asc(recordTimeline.createdAt), asc(recordTimeline.id));
    for (const s of steps) timeline.push({ kind, record_id: s.recordId, status: s.toStatus, keterangan: s.memberNote, at: s.createdAt.toISOString() });
  }

  const uploadIds = new Set<string>();
  if (profileImage) uploadIds.add(profileImage);
  const ktpRows = submissions.find((s) => s.kind === 'instantapproval')!.rows as Array<Row & { ktpUploadId: string }>;
  for (const r of ktpRows) uploadIds.add(r.ktpUploadId);
  for (const o of ownOrders) if (o.ktpUploadId) uploadIds.add(o.ktpUploadId);
  for (const p of payments) if (p.proofUploadId) uploadIds.add(p.proofUploadId);
  const files = uploadIds.size ? await db.select().from(uploads).where(inArray(uploads.id, [...uploadIds])).orderBy(asc(uploads.createdAt)) : [];

  return {
    submissions, creditSimulations: simulations as Row[], orders: ownOrders as Row[], payments: payments as Row[], inbox: inbox as Row[], timeline,
    uploads: files.map((f) => ({ id: f.id, kind: f.kind, path: f.path, bytes: f.bytes, width: f.width, height: f.height, createdAt: f.createdAt })),
    consents: await consentHistory(db, viewer.memberId),
    ...(await notificationsAndGarage(db, viewer.memberId)),
  };
}

/** The member's garage, push devices and deliveries (owned by the account, not by a record's session). */
async function notificationsAndGarage(db: Db, memberId: number): Promise<Pick<MemberData, 'garage' | 'pushDevices' | 'deliveries'>> {
  const cars = await db.select().from(garageCars).where(eq(garageCars.memberId, memberId)).orderBy(asc(garageCars.id));
  const services = cars.length ? await db.select().from(garageServices).where(inArray(garageServices.carId, cars.map((c) => c.id))).orderBy(asc(garageServices.date)) : [];
  const devices = await db.select({ endpoint: pushSubscriptions.endpoint, at: pushSubscriptions.createdAt }).from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
  const sent = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.memberId, memberId)).orderBy(asc(notificationDeliveries.id));
  const host = (url: string) => { try { return new URL(url).host; } catch { return ''; } };
  return {
    garage: cars.map((c) => ({ ...(c as unknown as Row), services: services.filter((x) => x.carId === c.id) as unknown as Row[] })),
    pushDevices: devices.map((d) => ({ service: host(d.endpoint), created_at: d.at.toISOString() })),
    deliveries: sent.map((d) => ({ channel: d.channel, purpose: d.purpose, title: d.title, status: d.status, created_at: d.createdAt.toISOString(), sent_at: d.sentAt?.toISOString() ?? null })),
  };
}

/** Uploads recorded as the member's own that no record above points at (a replaced photo not yet forgotten, say). */
export async function strayUploads(db: Db, memberId: number, known: string[]): Promise<UploadRef[]> {
  const rows = await db.select().from(uploads)
    .where(known.length ? and(eq(uploads.memberId, memberId), not(inArray(uploads.id, known))) : eq(uploads.memberId, memberId));
  return rows.map((f) => ({ id: f.id, kind: f.kind, path: f.path, bytes: f.bytes, width: f.width, height: f.height, createdAt: f.createdAt }));
}
