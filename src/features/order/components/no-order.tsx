/** Shown by Order_info and Order_success when no order was placed in this browser. */
import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';

/** 'No order yet' with a link to the wizard. */
export function NoOrder() {
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'center' }}>
      <EmptyState text="Belum ada pesanan yang dibuat" />
      <ButtonLink to={paths.order.getHref()}>Pesan Mobil</ButtonLink>
    </div>
  );
}
