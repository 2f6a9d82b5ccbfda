/** Dashboard tab 7 Konfirmasi Pembayaran: confirm the transfer of an order's booking fee (through the outbox). */
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { TRANSFER_METHODS } from '../../../../domain/constants';
import { isoDay } from '../../../../domain/money';
import { DateInput } from '../../../ui/date-input';
import { EmptyState } from '../../../ui/empty-state';
import { JpegUpload } from '../../../ui/jpeg-upload';
import { Money } from '../../../ui/money';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { SubmitButton } from '../../../ui/submit-button';
import { digitsOnly, TextField } from '../../../ui/text-field';
import { useTouched } from '../components/use-touched';
import { MemberQueryState } from '../components/member-query-state';
import history from '../history/history.module.css';
import styles from './payment.module.css';
import { usePaymentForm, type PaymentInput } from './use-payment-form';

function ReadOnly({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.readonly}>
      <span className={styles.readonlyLabel}>{label}</span>
      <output className={styles.readonlyValue} aria-label={label}>{children}</output>
    </div>
  );
}

/** Tab 7 (dashboard-tabs.ts). */
export default observer(function PaymentConfirmationTab() {
  const form = usePaymentForm();
  const { touch, isTouched } = useTouched();
  const err = (field: string) => form.errorOf(field, isTouched(field));
  const text = (field: keyof PaymentInput) => ({
    value: form.values[field], error: err(field), onBlur: () => touch(field),
    onChange: (v: string) => { form.set(field, v); touch(field); },
  });
  const bank = form.bank.data;
  const onSubmit = (e: FormEvent) => { e.preventDefault(); void form.submit(); };

  return (
    <section aria-labelledby="payment-title">
      <div className={history.head}><h2 id="payment-title" className={history.title}>Konfirmasi Pembayaran</h2></div>
      <MemberQueryState query={form.orders} skeleton={<Skeleton height={320} />}>
        {() => form.open.length === 0 ? <EmptyState text="No data" /> : (
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Konfirmasi Pembayaran">
            <div className={styles.grid}>
              <Select label="Nomor Order" value={form.values.no_order || null} placeholder="Pilih nomor order" emptyText="No data" error={err('no_order')}
                options={form.open.map((o) => ({ value: o.order_id, label: o.order_id }))} onChange={(v) => form.set('no_order', v)} />
              <ReadOnly label="Nominal"><Money value={form.values.nominal} /></ReadOnly>
              <ReadOnly label="Bank Tujuan">{bank ? `${bank.bank_name} ${bank.account_number} a.n. ${bank.account_name}` : 'Memuat rekening...'}</ReadOnly>
              <TextField label="Bank Anda" autoComplete="off" maxLength={60} {...text('bank_anda')} />
              <TextField label="Nama Pemilik Rekening" autoComplete="name" maxLength={100} {...text('nama_rekening_anda')} />
              <TextField label="Nomor Rekening" inputMode="numeric" sanitize={digitsOnly} maxLength={30} {...text('nomor_rekening_anda')} />
              <Select label="Metode Transfer" value={form.values.methode_transfer || null} placeholder="Pilih metode transfer" emptyText="Metode tidak ditemukan"
                error={err('methode_transfer')} options={TRANSFER_METHODS.map((m) => ({ value: m, label: m }))}
                onChange={(v) => { form.set('methode_transfer', v); touch('methode_transfer'); }} />
              <DateInput label="Tanggal Transfer" value={form.values.tanggal} max={isoDay()} error={err('tanggal')}
                onChange={(v) => { form.set('tanggal', v); touch('tanggal'); }} onBlur={() => touch('tanggal')} />
              <JpegUpload label="Bukti Transfer (JPG, maks. 2 MB)" value={form.values.bukti_transfer} buttonText="Pilih Bukti Transfer" className={styles.full}
                error={err('bukti_transfer')} onChange={(v) => { form.set('bukti_transfer', v); touch('bukti_transfer'); }} />
            </div>
            <div className={styles.actions}>
              <SubmitButton isSaving={form.saving} disabled={!form.check.valid}>Kirim Konfirmasi</SubmitButton>
            </div>
          </form>
        )}
      </MemberQueryState>
    </section>
  );
});
