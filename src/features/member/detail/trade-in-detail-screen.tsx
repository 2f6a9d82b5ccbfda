/** Detail_trade_in: the dream car, branch, booking date, old car and new car, status. */
import { formatDateId } from '../../../../domain/money';
import { DetailScreen } from './detail-screen';

/** `/tradein/detail/:id`. */
export default function TradeInDetailScreen() {
  return (
    <DetailScreen
      kind="tradein"
      title="Detail Trade In"
      tab={6}
      rows={(d) => [
        ['Tipe Mobil', d.car_type],
        ['Cabang Pilihan', d.branch_name],
        ['Tanggal Booking', formatDateId(d.booking_date)],
        ['Mobil Lama', d.old_car],
        ['Mobil Baru', d.new_car],
      ]}
    />
  );
}
