/** The retention screen's API (admin): the rules, what is due now, the history of runs, and 'Jalankan sekarang'. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RETENTION_RULE_LABELS, type RetentionOverview, type RetentionRuleView, type RetentionRunView } from '../../../../domain/staff/privacy';
import type { Db } from '../../../db/client';
import { retentionRuns, staffAccounts } from '../../../db/schema';
import { int, intOrNull, list, obj, str, strOrNull } from '../../../http/response-schemas';
import { ok } from '../../../http/envelope';
import { dueCounts, runRetention } from '../../../services/retention/job';
import type { RetentionRules } from '../../../services/retention/rules';
import { writeAudit } from '../../../services/staff/audit';
import { requireStaff, staffOf } from '../auth';
import * as s from '../schemas';

/** Runs shown in the history. */
const RUNS_SHOWN = 60;

const countsSchema = { type: 'object', additionalProperties: int };
const runSchema = obj({ id: int, trigger: str, staff: strOrNull, as_of: str, finished_at: str, counts: countsSchema });
const overviewSchema = obj({
  rules: list(obj({ id: str, label: str, description: str, days: intOrNull, due: intOrNull })),
  runs: list(runSchema),
});

/** The rules as the admin reads them, with what each finds due now. */
function ruleViews(rules: RetentionRules, due: Record<string, number>): RetentionRuleView[] {
  const reopened = rules.abandonedAfterDays + rules.ktpDays;
  return [
    { id: 'ktp', label: RETENTION_RULE_LABELS.ktp, days: rules.ktpDays, due: due.ktp,
      description: `Dimusnahkan ${rules.ktpDays} hari setelah pengajuan kredit (instant approval atau pesanan kredit) diputuskan, atau ${reopened} hari setelah perubahan terakhir bila pengajuan tidak dilanjutkan.` },
    { id: 'payment_proof', label: RETENTION_RULE_LABELS.payment_proof, days: rules.paymentProofDays, due: due.payment_proof,
      description: `Dimusnahkan ${rules.paymentProofDays} hari setelah konfirmasi pembayaran diverifikasi atau ditolak. Data pembayaran (nominal, tanggal, bank) tetap disimpan untuk keperluan pajak.` },
    { id: 'guest_submission', label: RETENTION_RULE_LABELS.guest_submission, days: rules.guestSubmissionDays, due: due.guest_submission,
      description: `Nama, e-mail, telepon, alamat dan catatan pada kiriman tanpa login yang alamat e-mailnya tidak pernah diverifikasi dikosongkan ${rules.guestSubmissionDays} hari setelah dikirim. Baris tetap ada, sehingga statistik per cabang, model dan bulan tidak berubah.` },
    { id: 'sessions', label: 'Sesi member dan staf', days: null, due: null,
      description: 'Dihapus 1 hari setelah berakhir atau keluar, oleh pembersihan rutin setiap 10 menit.' },
    { id: 'links', label: 'Tautan reset password dan verifikasi e-mail', days: null, due: null,
      description: 'Dihapus 1 hari setelah kedaluwarsa atau dipakai, oleh pembersihan rutin setiap 10 menit.' },
  ];
}

async function runViews(db: Db): Promise<RetentionRunView[]> {
  const rows = await db.select({ run: retentionRuns, staff: staffAccounts.name }).from(retentionRuns)
    .leftJoin(staffAccounts, eq(staffAccounts.id, retentionRuns.staffId)).orderBy(desc(retentionRuns.id)).limit(RUNS_SHOWN);
  return rows.map(({ run, staff }) => ({
    id: run.id, trigger: run.trigger, staff, as_of: run.asOf.toISOString(), finished_at: run.finishedAt.toISOString(), counts: run.counts,
  }));
}

export default async function retentionRoutes(app: FastifyInstance) {
  const admin = requireStaff(['admin']);
  const common = { tags: s.TAGS, security: s.staffSecurity };

  app.get('/retention', {
    onRequest: admin,
    schema: { ...common, summary: 'Retention rules, what each finds due now, and the last runs (admin)', response: { 200: s.ok(overviewSchema), '4xx': s.failure } },
  }, async () => {
    const rules = app.config.retention;
    const data: RetentionOverview = { rules: ruleViews(rules, await dueCounts(app.db, rules)), runs: await runViews(app.db) };
    return ok(data);
  });

  app.post('/retention/run', {
    onRequest: admin,
    schema: { ...common, summary: "Runs the retention job now ('Jalankan sekarang', admin); audited", response: { 200: s.ok(obj({ run: runSchema })), '4xx': s.failure } },
  }, async (request) => {
    const staff = staffOf(request);
    const result = await runRetention(app.db, app.blobs, app.config.retention, { trigger: 'manual', staffId: staff.id });
    await writeAudit(app.db, { staffId: staff.id, action: 'retention.run', kind: 'retention', recordId: result!.id, detail: { ...result!.counts } });
    const [run] = (await runViews(app.db)).filter((r) => r.id === result!.id);
    return ok({ run });
  });
}
