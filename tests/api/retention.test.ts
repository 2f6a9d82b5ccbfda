/**
 * Retention (issue 29 item 4): the job destroys exactly what its rules find due at a moved clock,
 * a second run destroys nothing more, two runs at once destroy each item once, blobs are gone; the
 * admin screen's API is the admin's only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StaffRole } from '../../domain/staff/roles';
import { creditApplications, members, staffAudit, testDrives, uploads } from '../../server/db/schema';
import { runRetention } from '../../server/services/retention/job';
import { retentionRulesFrom } from '../../server/services/retention/rules';
import { createTestApp, type TestApp } from './helpers';
import { registered } from './member-fixtures';
import { DAY_MS, instantApproval, runAt } from './retention-fixtures';
import { allTokens, auth, confirmedPayment, move, submitted } from './staff-fixtures';

let t: TestApp;
let tokens: Record<StaffRole, string>;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  tokens = await allTokens(t);
});
afterAll(() => t.close());

const NONE = { ktp: 0, payment_proof: 0, guest_submission: 0 };
const blobOf = (path: string) => t.app.blobs.get(path);

describe('the retention job', () => {
  it('destroys exactly what is due at each moment, once, and the blobs with it', async () => {
    const decided = await instantApproval(t, 'putus@example.com');
    expect((await move(t, tokens.admin, 'instantapproval', decided.id, { to: 'lost', version: 0, reason: 'Tidak jadi membeli' })).statusCode).toBe(200);
    const open = await instantApproval(t, 'terbuka@example.com');
    const buyer = await registered(t, 'pembeli.retensi@example.com');
    const { paymentId } = await confirmedPayment(t, buyer.token);
    expect((await move(t, tokens.finance, 'payment', paymentId, { to: 'verified', version: 0 })).statusCode).toBe(200);
    const guest = await submitted(t, 'testdrive', 'tamu.retensi@example.com');
    // A guest submission attached to an account whose owner verified the address is kept.
    await registered(t, 'terverifikasi@example.com');
    await t.database.db.update(members).set({ emailVerifiedAt: new Date() }).where(eq(members.email, 'terverifikasi@example.com'));
    const verifiedGuest = await submitted(t, 'testdrive', 'terverifikasi@example.com');
    const [proof] = await t.database.db.execute(sql`select u.* from uploads u join payment_confirmations pc on pc.proof_upload_id = u.id where pc.id = ${paymentId}`)
      .then((r) => ((r as { rows?: unknown[] }).rows ?? r) as Array<{ id: string; path: string }>);
    const t0 = Date.now() + 60_000;
    const at = (days: number) => new Date(t0 + days * DAY_MS);

    expect((await runAt(t, at(89))).counts).toEqual(NONE);
    expect(await blobOf(decided.upload.path)).not.toBeNull();

    const first = await runAt(t, at(91));
    expect(first.counts).toEqual({ ...NONE, ktp: 1 });
    expect(await blobOf(decided.upload.path)).toBeNull();
    expect(await blobOf(open.upload.path)).not.toBeNull();
    const [gone] = await t.database.db.select().from(uploads).where(eq(uploads.id, decided.upload.id));
    expect(gone.destroyedAt).toBeInstanceOf(Date);
    const viewed = await t.get(`/api/staff/files/${decided.upload.id}`, auth(tokens.finance));
    expect(viewed.statusCode).toBe(404);
    expect(viewed.json().message).toMatch(/dimusnahkan/);
    expect((await t.get(`/api/staff/files/${open.upload.id}`, auth(tokens.finance))).statusCode).toBe(200);
    const [audit] = await t.database.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'retention.destroy'), eq(staffAudit.recordId, String(first.id))));
    expect(audit).toMatchObject({ kind: 'ktp', detail: { count: 1, trigger: 'manual' } });
    expect(JSON.stringify(audit.detail)).not.toMatch(/@|uploads\//);

    expect((await runAt(t, at(91))).counts).toEqual(NONE);
    // Abandoned: open and untouched for 90 days, then kept 90 more.
    expect((await runAt(t, at(179))).counts).toEqual(NONE);
    expect((await runAt(t, at(181))).counts).toEqual({ ...NONE, ktp: 1 });
    expect(await blobOf(open.upload.path)).toBeNull();

    expect((await runAt(t, at(364))).counts).toEqual(NONE);
    expect((await runAt(t, at(366))).counts).toEqual({ ...NONE, payment_proof: 1 });
    expect(await blobOf(proof.path)).toBeNull();
    expect((await runAt(t, at(366))).counts).toEqual(NONE);

    expect((await runAt(t, at(729))).counts).toEqual(NONE);
    // The two guest instant approvals and the guest's test drive; the verified owner's is kept.
    expect((await runAt(t, at(731))).counts).toEqual({ ...NONE, guest_submission: 3 });
    const drives = await t.database.db.select().from(testDrives).where(inArray(testDrives.id, [guest.id, verifiedGuest.id]));
    const redacted = drives.find((d) => d.id === guest.id)!;
    expect(redacted).toMatchObject({ name: 'Dihapus (retensi)', email: '', phone: '', address: '', birth: '', note: '' });
    expect(redacted.redactedAt).toBeInstanceOf(Date);
    // What the statistics count stays: kind, branch, car type, status, dates.
    expect(redacted.branchId).toBeGreaterThan(0);
    expect(redacted.carTypeId).toBeGreaterThan(0);
    expect(drives.find((d) => d.id === verifiedGuest.id)).toMatchObject({ email: 'terverifikasi@example.com', redactedAt: null });
    const applications = await t.database.db.select().from(creditApplications).where(inArray(creditApplications.id, [decided.id, open.id]));
    expect(applications.map((a) => a.email)).toEqual(['', '']);
    expect((await runAt(t, at(731))).counts).toEqual(NONE);
    expect((await runAt(t, at(2000))).counts).toEqual(NONE);
  });

  it('two runs at once destroy each item once', async () => {
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await instantApproval(t, `serentak${i}@example.com`));
    await t.database.db.update(creditApplications).set({ status: 'won' }).where(inArray(creditApplications.id, made.map((m) => m.id)));
    const now = new Date(Date.now() + 100 * DAY_MS);
    const [a, b] = await Promise.all([runAt(t, now), runAt(t, now)]);
    expect(a.counts.ktp + b.counts.ktp).toBe(6);
    const audits = await t.database.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'retention.destroy'), inArray(staffAudit.recordId, [String(a.id), String(b.id)])));
    expect(audits.reduce((sum, row) => sum + Number(row.detail.count), 0)).toBe(6);
    for (const m of made) expect(await blobOf(m.upload.path)).toBeNull();
    const rows = await t.database.db.select().from(uploads).where(inArray(uploads.id, made.map((m) => m.upload.id)));
    expect(rows.every((r) => r.destroyedAt)).toBe(true);
  });

  it('the daily trigger runs once a day across instances', async () => {
    const rules = t.app.config.retention;
    const runs = await Promise.all([1, 2, 3].map(() => runRetention(t.database.db, t.app.blobs, rules, { trigger: 'daily' })));
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await runRetention(t.database.db, t.app.blobs, rules, { trigger: 'daily' })).toBeNull();
  });

  it('takes its rules from the environment and refuses a bad value', () => {
    expect(retentionRulesFrom({})).toMatchObject({ ktpDays: 90, abandonedAfterDays: 90, paymentProofDays: 365, guestSubmissionDays: 730 });
    expect(retentionRulesFrom({ RETENTION_KTP_DAYS: '30', RETENTION_GUEST_DAYS: '365' })).toMatchObject({ ktpDays: 30, guestSubmissionDays: 365 });
    expect(() => retentionRulesFrom({ RETENTION_PAYMENT_PROOF_DAYS: '0' })).toThrow(/RETENTION_PAYMENT_PROOF_DAYS/);
    expect(() => retentionRulesFrom({ RETENTION_KTP_DAYS: '90d' })).toThrow(/RETENTION_KTP_DAYS/);
  });
});

describe('GET /api/staff/retention and POST /api/staff/retention/run', () => {
  it('shows the rules and what is due now; the button destroys it, audited; the history lists the run', async () => {
    const due = await instantApproval(t, 'jatuh.tempo@example.com');
    await t.database.db.update(creditApplications).set({ status: 'lost', updatedAt: new Date(Date.now() - 100 * DAY_MS) }).where(eq(creditApplications.id, due.id));
    const before = (await t.get('/api/staff/retention', auth(tokens.admin))).json().data;
    expect(before.rules.map((r: { id: string }) => r.id)).toEqual(['ktp', 'payment_proof', 'guest_submission', 'sessions', 'links']);
    expect(before.rules[0]).toMatchObject({ label: 'Foto KTP', days: 90, due: 1 });
    expect(before.rules[0].description).toMatch(/90 hari/);
    const res = await t.post('/api/staff/retention/run', {}, auth(tokens.admin));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.run).toMatchObject({ trigger: 'manual', staff: expect.any(String), counts: { ktp: 1, payment_proof: 0, guest_submission: 0 } });
    const after = (await t.get('/api/staff/retention', auth(tokens.admin))).json().data;
    expect(after.rules[0].due).toBe(0);
    expect(after.runs[0]).toMatchObject({ id: res.json().data.run.id, counts: { ktp: 1 } });
    const [audit] = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'retention.run'));
    expect(audit).toMatchObject({ kind: 'retention', recordId: String(res.json().data.run.id), detail: { ktp: 1 } });
    expect(await blobOf(due.upload.path)).toBeNull();
  });

  it('is the admin’s only: other roles 403, no token 401', async () => {
    for (const role of ['sales', 'service', 'finance', 'content'] as const) {
      expect((await t.get('/api/staff/retention', auth(tokens[role]))).statusCode).toBe(403);
      expect((await t.post('/api/staff/retention/run', {}, auth(tokens[role]))).statusCode).toBe(403);
    }
    expect((await t.get('/api/staff/retention')).statusCode).toBe(401);
    expect((await t.post('/api/staff/retention/run', {})).statusCode).toBe(401);
    expect((await t.post('/api/staff/retention/run', {}, auth('bukan-token'))).statusCode).toBe(401);
  });
});
