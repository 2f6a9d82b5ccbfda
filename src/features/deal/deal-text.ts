/** Texts of a deal sheet shared by the screen, its WhatsApp message and the page's <head>. */
import type { DealView } from '../../../domain/deal';
import { formatRupiah } from '../../../domain/money';

/** 'Penawaran Avanza 1.5 G CVT' */
export const dealTitle = (deal: DealView) => `Penawaran ${deal.totals.car.car_model_name} ${deal.totals.car.car_type_name}`;

/** One line of figures: price, TDP and instalment or cash total, trade-in range. */
export function dealSummary(deal: DealView): string {
  const t = deal.totals;
  const parts = [`Harga ${formatRupiah(t.price)}`];
  if (t.accessories.in_totals && t.accessories.total) parts.push(`aksesori ${formatRupiah(t.accessories.total)}`);
  if (t.credit) parts.push(`${t.accessories.dp ? 'TDP dengan aksesori' : 'TDP'} ${formatRupiah(t.purchase.first_payment)}`, `angsuran ${formatRupiah(t.credit.angsuran)} x ${t.credit.instalments_after} (${t.credit.partner_name})`);
  if (t.trade_in) parts.push(`trade-in ${formatRupiah(t.trade_in.low)}–${formatRupiah(t.trade_in.high)}`);
  return `${parts.join(', ')}.`;
}

/** wa.me share link (no number: the buyer picks the chat) with the title, the figures and the link. */
export function whatsappShareUrl(deal: DealView, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${dealTitle(deal)} (${deal.totals.car.color_name})\n${dealSummary(deal)}\n${link}`)}`;
}
