/**
 * The payment confirmation form (tab 7) on the form kernel: the member picks an open order; its
 * booking fee, the preset destination bank and the member's e-mail are filled in (read-only);
 * PaymentConfirmationDto checks it; it goes through the outbox like every form (delivered -> tab 3).
 */
import { DASHBOARD_TAB } from '../../../../domain/constants';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { runInAction } from 'mobx';
import { PaymentConfirmationDto } from '../../../../domain/forms/order';
import { paths } from '../../../lib/paths';
import { useOrderBank } from '../../../data/repositories/order';
import { useMemberOrders } from '../../../data/repositories/order-member';
import { FormStore } from '../../../stores/form/form-store';
import { submitThroughOutbox } from '../../../stores/form/submit-flow';
import { useStores } from '../../../stores/stores-context';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { isUnpaid } from '../../../ui/order-status-badge';

/** The payment form's outcome texts. */
export const PAYMENT_TEXTS = {
  success: 'Konfirmasi Pembayaran berhasil dikirim',
  queuedText: 'Koneksi terputus. Konfirmasi Pembayaran Anda tersimpan dan akan dikirim otomatis saat online.',
} as const;

/** What the member types or picks, and what is filled in for him. */
const EMPTY = {
  no_order: '', bank_anda: '', nama_rekening_anda: '', nomor_rekening_anda: '', methode_transfer: '', tanggal: '', bukti_transfer: '',
  nominal: 0, bank_tujuan: '', email: '',
};

/** The form's state, the open orders and the submit of the tab. */
export function usePaymentForm() {
  const { session, ui } = useStores();
  const order = useOrderStore();
  const navigate = useNavigate();
  const orders = useMemberOrders(session);
  const bank = useOrderBank();
  const [form] = useState(() => new FormStore(PaymentConfirmationDto, { initial: { ...EMPTY } }));
  useEffect(() => { void order.restore(); }, [order]);

  const open = useMemo(() => (orders.data ?? []).filter((o) => isUnpaid(o.status)), [orders.data]);
  // Order_success's link names the order to confirm; otherwise the newest unpaid one.
  const target = order.submission.paymentTarget?.order_id;
  const chosen = open.find((o) => o.order_id === (form.text('no_order') || target)) ?? open[0];
  const bankName = bank.data?.bank_name ?? '';
  const email = session.profile?.member_email ?? '';
  useEffect(() => {
    runInAction(() => form.fill({ no_order: chosen?.order_id ?? '', nominal: chosen?.booking_fee ?? 0, bank_tujuan: bankName, email }));
  }, [form, chosen?.order_id, chosen?.booking_fee, bankName, email]);

  function submit(): void {
    if (!form.valid) return form.touchAll();
    const noOrder = form.text('no_order');
    void submitThroughOutbox(form, {
      endpoint: 'member/payment', form: 'payment-confirmation', label: `Konfirmasi Pembayaran ${noOrder}`,
      editPath: paths.dashboardMember.getHref(DASHBOARD_TAB.payment), successText: PAYMENT_TEXTS.success, queuedText: PAYMENT_TEXTS.queuedText,
      destination: { href: paths.dashboardMember.getHref(DASHBOARD_TAB.orders), dashboardTab: DASHBOARD_TAB.orders },
      payload: { ...form.payload, token: session.token },
      onAccepted: (state) => {
        order.submission.clearPaymentTarget();
        if (state === 'delivered') orders.refetch();
      },
    }, { ui, session, navigate });
  }

  return { form, orders, open, bank, submit };
}
