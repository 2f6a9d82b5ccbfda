/**
 * The payment confirmation form (tab 7): values, the chosen order's booking fee and the preset
 * destination bank (both read-only), validation on PaymentConfirmationDto, and the submission
 * through the outbox: delivered -> tab 3, queued -> sent when online, refused -> the server's errors.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PaymentConfirmationDto } from '../../../../domain/forms/order';
import { validateForm } from '../../../../domain/forms/validate';
import { paths } from '../../../app/paths';
import { submitForm } from '../../../data/outbox';
import { useOrderBank } from '../../../data/repositories/order';
import { useMemberOrders } from '../../../data/repositories/order-member';
import { useStores } from '../../../stores/stores-context';

/** The payment form's outcome texts. */
export const PAYMENT_TEXTS = {
  success: 'Konfirmasi Pembayaran berhasil dikirim',
  queuedTitle: 'Tersimpan di perangkat ini',
  queuedText: 'Koneksi terputus. Konfirmasi Pembayaran Anda tersimpan dan akan dikirim otomatis saat online.',
  failedTitle: 'Konfirmasi Pembayaran gagal',
} as const;

/** What the member types or picks. */
export interface PaymentInput { no_order: string; bank_anda: string; nama_rekening_anda: string; nomor_rekening_anda: string; methode_transfer: string; tanggal: string; bukti_transfer: string }

const EMPTY: PaymentInput = { no_order: '', bank_anda: '', nama_rekening_anda: '', nomor_rekening_anda: '', methode_transfer: '', tanggal: '', bukti_transfer: '' };

/** The form's state, checks and submit for the tab. */
export function usePaymentForm() {
  const { session, ui, order } = useStores();
  const navigate = useNavigate();
  const orders = useMemberOrders(session);
  const bank = useOrderBank();
  const [input, setInput] = useState<PaymentInput>(EMPTY);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => { void order.restore(); }, [order]);

  const open = useMemo(() => (orders.data ?? []).filter((o) => o.status !== 'Paid'), [orders.data]);
  // Order_success's link names the order to confirm; otherwise the newest unpaid one.
  const target = order.submission.paymentTarget?.order_id;
  const chosen = open.find((o) => o.order_id === (input.no_order || target)) ?? open[0];
  const values = {
    ...input, no_order: chosen?.order_id ?? '', nominal: chosen?.booking_fee ?? 0,
    bank_tujuan: bank.data?.bank_name ?? '', email: session.profile?.member_email ?? '',
  };
  const check = validateForm(PaymentConfirmationDto, values);

  const set = (field: keyof PaymentInput, value: string) => {
    setInput((s) => ({ ...s, [field]: value }));
    setServerErrors((e) => (e[field] ? { ...e, [field]: [] } : e));
  };

  async function submit(): Promise<void> {
    if (!check.valid || saving) return;
    setSaving(true);
    const result = await submitForm({
      endpoint: '/api/member/payment', form: 'payment-confirmation', label: `Konfirmasi Pembayaran ${values.no_order}`,
      payload: { ...values, token: session.token }, token: session.token, editPath: paths.dashboardMember.getHref(7),
    }).catch(() => ({ state: 'refused' as const, status: 0, message: PAYMENT_TEXTS.failedTitle, errors: null }));
    setSaving(false);
    if (result.state === 'refused') {
      setServerErrors(result.errors ?? {});
      await ui.showDialog({ kind: 'error', title: PAYMENT_TEXTS.failedTitle, text: result.message });
      return;
    }
    setInput(EMPTY);
    order.submission.clearPaymentTarget();
    if (result.state === 'queued') {
      await ui.showDialog({ kind: 'info', title: PAYMENT_TEXTS.queuedTitle, text: PAYMENT_TEXTS.queuedText });
      return;
    }
    orders.refetch();
    await ui.showDialog({ kind: 'success', title: PAYMENT_TEXTS.success });
    ui.setDashboardTab(3);
    navigate(paths.dashboardMember.getHref(3));
  }

  /** The server's message for a field, else the rule's once `shown` (touched). */
  const errorOf = (field: string, shown: boolean) => serverErrors[field]?.[0] ?? (shown ? check.errors[field]?.[0] : undefined);
  return { orders, open, chosen, bank, values, check, set, submit, saving, errorOf };
}
