/** The leasing partner of a credit order and its terms (issue 34): the wizard's summary, Order_info and the member's Detail Order. */
import { leasingTermsText, type OrderLeasing } from '../../../../domain/order-credit';
import { Money } from '../../../ui/money';
import { Row } from './parts';

/** 'Mitra Leasing', its scheme, insurance, region and rate, and the TDP by its terms; nothing for an order that kept none. */
export function LeasingRows({ leasing }: { leasing: Pick<OrderLeasing, 'partner_name' | 'scheme' | 'insurance' | 'region' | 'flat_rate' | 'tdp'> | null | undefined }) {
  if (!leasing) return null;
  return (
    <>
      <Row label="Mitra Leasing"><span data-testid="order-partner">{leasing.partner_name}</span></Row>
      <Row label="Ketentuan">{leasingTermsText(leasing)}</Row>
      <Row label="TDP"><Money value={leasing.tdp} /></Row>
    </>
  );
}
