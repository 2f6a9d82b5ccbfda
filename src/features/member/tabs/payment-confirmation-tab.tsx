/** Dashboard tab 7 Konfirmasi Pembayaran: confirm the transfer of an order's booking fee (through the outbox). */
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { TRANSFER_METHODS } from '../../../../domain/constants';
import { isoDay } from '../../../../domain/money';
import { EmptyState } from '../../../ui/empty-state';
import { FormDate, FormJpeg, FormText } from '../../../ui/form-fields';
import { FormSelect } from '../../../ui/form-select';
import { Money } from '../../../ui/money';
import { Skeleton } from '../../../ui/skeleton';
import { SubmitButton } from '../../../ui/submit-button';
import { digitsOnly } from '../../../ui/text-field';
import { QueryState } from '../../../ui/query-state';
import { TabSection } from '../components/tab-section';
import styles from './payment.module.css';
import { usePaymentForm } from './use-payment-form';

function ReadOnly({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.readonly}>
      <span className={styles.readonlyLabel}>{label}</span>
      <output className={styles.readonlyValue} aria-label={label}>{children}</output>
    </div>
  );
}

const METHODS = TRANSFER_METHODS.map((m) => ({ value: m, label: m }));

/** Tab 7 (dashboard-tabs.ts). */
export default observer(function PaymentConfirmationTab() {
  const { form, orders, open, bank, submit } = usePaymentForm();
  const account = bank.data;
  const onSubmit = (e: FormEvent) => { e.preventDefault(); submit(); };

  return (
    <TabSection titleId="payment-title" title="Konfirmasi Pembayaran">
      <QueryState query={orders} skeleton={<Skeleton height={320} />}>
        {() => open.length === 0 ? <EmptyState text="No data" /> : (
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Konfirmasi Pembayaran">
            <div className={styles.grid}>
              <FormSelect form={form} field="no_order" label="Nomor Order" placeholder="Pilih nomor order" emptyText="No data"
                options={open.map((o) => ({ value: o.order_id, label: o.order_id }))} onChoose={(v) => form.set('no_order', v)} />
              <ReadOnly label="Nominal"><Money value={Number(form.value('nominal')) || 0} /></ReadOnly>
              <ReadOnly label="Bank Tujuan">{account ? `${account.bank_name} ${account.account_number} a.n. ${account.account_name}` : 'Memuat rekening...'}</ReadOnly>
              <ReadOnly label="Email">{form.text('email')}</ReadOnly>
              <FormText form={form} field="bank_anda" label="Bank Anda" autoComplete="off" maxLength={60} />
              <FormText form={form} field="nama_rekening_anda" label="Nama Pemilik Rekening" autoComplete="name" maxLength={100} />
              <FormText form={form} field="nomor_rekening_anda" label="Nomor Rekening" inputMode="numeric" sanitize={digitsOnly} maxLength={30} />
              <FormSelect form={form} field="methode_transfer" label="Metode Transfer" placeholder="Pilih metode transfer" emptyText="Metode tidak ditemukan"
                options={METHODS} onChoose={(v) => form.set('methode_transfer', v)} />
              <FormDate form={form} field="tanggal" label="Tanggal Transfer" max={isoDay()} />
              <FormJpeg form={form} field="bukti_transfer" label="Bukti Transfer (JPG, maks. 2 MB)" buttonText="Pilih Bukti Transfer" className={styles.full} />
            </div>
            <div className={styles.actions}>
              <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()}>Kirim Konfirmasi</SubmitButton>
            </div>
          </form>
        )}
      </QueryState>
    </TabSection>
  );
});
