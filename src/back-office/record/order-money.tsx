/**
 * An order's money and progress on its record (issue 30.4): what is paid and left, the buyer's next
 * step, the payments received; finance (and admin) record a payment, staff record the SPK, how the rest
 * is paid, the leasing decision, the delivery and the documents. Both go through the outbox like a move.
 */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { QueueRecord } from '../../../domain/api';
import { formatDateId, formatRupiah, isoDay } from '../../../domain/money';
import { LEASING_DECISION_LABELS, LEASING_DECISIONS, ORDER_PAYMENT_LABELS, paymentKindsFor, SETTLEMENT_LABELS, SETTLEMENTS, type OrderMoneyView } from '../../../domain/order-money';
import { OrderPaymentDto, OrderProgressDto } from '../../../domain/staff/order-progress';
import type { StaffRole } from '../../../domain/staff/roles';
import { FormStore, type Values } from '../../stores/form/form-store';
import { useStores } from '../../stores/stores-context';
import { Alert } from '../../ui/alert';
import { FormDate, FormText } from '../../ui/form-fields';
import { FormSelect } from '../../ui/form-select';
import { SubmitButton } from '../../ui/submit-button';
import { digitsOnly } from '../../ui/text-field';
import ui from '../components/staff-ui.module.css';
import { sendStaffWrite } from '../writes/staff-write';
import type { StaffAction } from '../writes/staff-writes';
import styles from './record.module.css';

const PAYMENT_ROLES: readonly StaffRole[] = ['admin', 'finance'];

function useSend(record: QueueRecord, action: StaffAction, label: string) {
  const { ui: stores } = useStores();
  return (form: FormStore<Values>) =>
    sendStaffWrite(form, { kind: record.kind, id: record.id, action, label: `${label} ${record.booking_id}`, payload: form.payload }, (k, t) => stores.showToast(k, t));
}

/** The money block and its two forms. */
export function OrderMoneyPanel({ record, role }: { record: QueueRecord; role: StaffRole }) {
  const money = record.money;
  if (!money) return null;
  const open = record.status !== 'cancelled';
  return (
    <section className={ui.card} aria-label="Pembayaran dan progres">
      <h2>Pembayaran &amp; progres</h2>
      <p className={styles.moneySummary} data-settled={money.booking_fee_paid || undefined}>{money.summary}</p>
      {money.next_step ? <p className={styles.sub}>Langkah pembeli: {money.next_step}</p> : null}
      <MoneyFigures money={money} />
      <h3 className={styles.subTitle}>Pembayaran diterima</h3>
      {money.payments.length ? (
        <ul className={styles.payments}>
          {money.payments.map((p, i) => (
            <li key={i}><span>{p.label} · {formatDateId(p.paid_on)}</span><strong>{formatRupiah(p.amount)}</strong></li>
          ))}
        </ul>
      ) : <p className={ui.muted}>Belum ada pembayaran.</p>}
      {open && money.booking_fee_paid && PAYMENT_ROLES.includes(role) && money.remaining > 0
        ? <PaymentForm key={money.payments.length} record={record} paymentType={paymentTypeOf(money)} /> : null}
      {open ? <ProgressForm key={JSON.stringify(money.facts)} record={record} money={money} /> : null}
    </section>
  );
}

const paymentTypeOf = (money: OrderMoneyView) => (money.leasing ? 'kredit' : 'cash');

function MoneyFigures({ money }: { money: OrderMoneyView }) {
  const rows: Array<[string, number]> = [
    ['Total', money.total],
    ...(money.leasing ? [['Uang muka', money.buyer.due], ['Sisa uang muka', money.buyer.remaining], ['Bagian leasing', money.leasing.due], ['Sisa pencairan', money.leasing.remaining]] as Array<[string, number]> : []),
    ['Sudah dibayar', money.paid],
    ['Sisa', money.remaining],
  ];
  return (
    <dl className={styles.fields}>
      {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{formatRupiah(value)}</dd></div>)}
    </dl>
  );
}

/** Finance records a payment received: the kinds that fit the order, amount, day, reference. */
const PaymentForm = observer(function PaymentForm({ record, paymentType }: { record: QueueRecord; paymentType: string }) {
  const kinds = paymentKindsFor(paymentType);
  const [form] = useState(() => new FormStore<Values>(OrderPaymentDto, { initial: { kind: kinds[0], amount: '', paid_on: isoDay(), reference: '' } }));
  const send = useSend(record, 'payment', 'Pembayaran');
  const submit = (event: FormEvent) => { event.preventDefault(); void send(form); };
  return (
    <form className={styles.smallForm} onSubmit={submit} noValidate aria-label="Catat pembayaran">
      <h3 className={styles.subTitle}>Catat pembayaran</h3>
      <FormSelect form={form} field="kind" label="Jenis pembayaran" placeholder="Pilih jenis" emptyText="-"
        options={kinds.map((k) => ({ value: k, label: ORDER_PAYMENT_LABELS[k] }))} onChoose={(v) => form.set('kind', v)} />
      <div className={styles.formGrid}>
        <FormText form={form} field="amount" label="Nominal (Rp)" inputMode="numeric" sanitize={digitsOnly} maxLength={12}
          hint={form.text('amount') ? formatRupiah(form.text('amount')) : undefined} />
        <FormDate form={form} field="paid_on" label="Tanggal diterima" max={isoDay()} />
      </div>
      <FormText form={form} field="reference" label="Referensi (opsional)" maxLength={120} hint="Nomor transfer atau kuitansi; hanya untuk staf." />
      {form.message ? <Alert kind="danger">{form.message}</Alert> : null}
      <div><SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()}>Catat pembayaran</SubmitButton></div>
    </form>
  );
});

/** The order's facts: SPK, how the rest is paid, leasing, delivery, documents. */
const ProgressForm = observer(function ProgressForm({ record, money }: { record: QueueRecord; money: OrderMoneyView }) {
  const f = money.facts;
  const [form] = useState(() => new FormStore<Values>(OrderProgressDto, {
    initial: Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v ?? ''])) as Values,
  }));
  const send = useSend(record, 'progress', 'Progres pesanan');
  const submit = (event: FormEvent) => { event.preventDefault(); void send(form); };
  const leasing = form.value('settlement') === 'leasing';
  return (
    <form className={styles.smallForm} onSubmit={submit} noValidate aria-label="Progres pesanan">
      <h3 className={styles.subTitle}>Progres pesanan</h3>
      <div className={styles.formGrid}>
        <FormText form={form} field="spk_number" label="Nomor SPK" maxLength={60} />
        <FormDate form={form} field="spk_date" label="Tanggal SPK" max={isoDay()} />
      </div>
      <FormSelect form={form} field="settlement" label="Pembayaran sisa" placeholder="Belum ditentukan" emptyText="-"
        options={SETTLEMENTS.map((s) => ({ value: s, label: SETTLEMENT_LABELS[s] }))} onChoose={(v) => form.set('settlement', v)} />
      {leasing ? (
        <>
          <FormText form={form} field="leasing_company" label="Perusahaan leasing" maxLength={120} />
          <div className={styles.formGrid}>
            <FormSelect form={form} field="leasing_decision" label="Keputusan leasing" placeholder="Menunggu keputusan" emptyText="-"
              options={LEASING_DECISIONS.map((d) => ({ value: d, label: LEASING_DECISION_LABELS[d] }))} onChoose={(v) => form.set('leasing_decision', v)} />
            <FormDate form={form} field="leasing_decided_on" label="Tanggal keputusan" max={isoDay()} />
          </div>
        </>
      ) : null}
      <div className={styles.formGrid}>
        <FormDate form={form} field="delivery_date" label="Tanggal serah terima" />
        <FormText form={form} field="delivery_place" label="Tempat serah terima" maxLength={200} />
      </div>
      <div className={styles.formGrid}>
        <FormDate form={form} field="stnk_on" label="STNK diserahkan" max={isoDay()} />
        <FormDate form={form} field="bpkb_on" label="BPKB diserahkan" max={isoDay()} />
      </div>
      {form.message ? <Alert kind="danger">{form.message}</Alert> : null}
      <div><SubmitButton isSaving={form.isSaving} disabled={!form.valid} variant="dark">Simpan progres</SubmitButton></div>
    </form>
  );
});
