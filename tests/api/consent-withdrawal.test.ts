/**
 * Issue 29.1: a member who withdraws the processing consent has their open credit applications
 * flagged to finance at once (an internal note on each, the withdrawal beside their name on the
 * record page, one audit row); closed ones and cash orders are left alone; giving it again clears
 * the mark on the record page (the notes stay: they are history).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PROCESSING_WITHDRAWN_NOTE } from '../../domain/staff/privacy';
import { recordNotes, staffAudit } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { bearer, registered } from './member-fixtures';
import { move, oneOfEach, record, staffToken } from './staff-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' }); });
afterAll(() => t.close());

const consent = (token: string, granted: boolean) => t.post('/api/member/consents', { purpose: 'processing', granted }, bearer(token));
const notesOn = (kind: string, id: number) => t.database.db.select().from(recordNotes).where(and(eq(recordNotes.kind, kind), eq(recordNotes.recordId, id)));

describe('withdrawing the processing consent', () => {
  it('flags each open credit application to finance, and only those', async () => {
    const member = await registered(t, `tarik.${Date.now()}@example.com`);
    const ids = await oneOfEach(t, member.token);
    // A second member's application is never touched.
    const other = await registered(t, `lain.${Date.now()}@example.com`);
    const otherIds = await oneOfEach(t, other.token);
    const admin = await staffToken(t, 'admin');
    const finance = await staffToken(t, 'finance');
    // A simulation already closed (lost) is history, not an open application.
    const closed = await registered(t, `tutup.${Date.now()}@example.com`);
    const closedIds = await oneOfEach(t, closed.token);
    expect((await move(t, admin, 'creditsimulation', closedIds.creditsimulation, { to: 'lost', reason: 'Membeli tunai', version: 0 })).statusCode).toBe(200);

    const before = await record(t, finance, 'instantapproval', ids.instantapproval);
    expect(before.member.processing_withdrawn_at).toBeNull();

    const res = await consent(member.token, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((c: { purpose: string }) => c.purpose === 'processing')).toMatchObject({ granted: false, source: 'profile' });
    expect((await consent(closed.token, false)).statusCode).toBe(200);

    for (const kind of ['creditsimulation', 'instantapproval'] as const) {
      expect((await notesOn(kind, ids[kind])).map((n) => n.text)).toEqual([PROCESSING_WITHDRAWN_NOTE]);
      expect(await notesOn(kind, otherIds[kind])).toEqual([]);
    }
    // The fixture's order is a cash order: not a credit application. A closed simulation neither.
    expect(await notesOn('order', ids.order)).toEqual([]);
    expect(await notesOn('creditsimulation', closedIds.creditsimulation)).toEqual([]);

    const flagged = await record(t, finance, 'instantapproval', ids.instantapproval);
    expect(Date.parse(flagged.member.processing_withdrawn_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(flagged.notes).toEqual([expect.objectContaining({ text: PROCESSING_WITHDRAWN_NOTE, by: 'Sistem', to_member: false })]);
    expect((await record(t, finance, 'instantapproval', otherIds.instantapproval)).member.processing_withdrawn_at).toBeNull();
    const audit = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'consent.withdrawn'));
    const mine = audit.filter((a) => (a.detail as { records: string[] }).records.includes(`instantapproval:${ids.instantapproval}`));
    expect(mine).toHaveLength(1);
    // The audit row names records, not people's data.
    expect(JSON.stringify(mine[0].detail)).not.toContain('@');

    // Given again: the record page no longer shows the withdrawal; withdrawing other purposes flags nothing.
    expect((await consent(member.token, true)).statusCode).toBe(200);
    expect((await record(t, finance, 'instantapproval', ids.instantapproval)).member.processing_withdrawn_at).toBeNull();
    expect((await t.post('/api/member/consents', { purpose: 'offers', granted: false }, bearer(member.token))).statusCode).toBe(200);
    expect(await notesOn('instantapproval', ids.instantapproval)).toHaveLength(1);
  });
});
