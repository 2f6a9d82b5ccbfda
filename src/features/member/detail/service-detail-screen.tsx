/** Detail_booking_service: car, kilometres, year, plate, service date and type, branch, status. */
import { formatDateId, formatNumberId } from '../../../../domain/money';
import { DetailScreen } from './detail-screen';


/** `/bookingservice/detail/:id`. */
export default function ServiceDetailScreen() {
  return (
    <DetailScreen
      kind="bookingservice"
      title="Detail Booking Service"
      tab={4}
      rows={(d) => [
        ['Tipe Mobil', d.car_type],
        ['Kilometer', `${formatNumberId(d.km_mobil)} km`],
        ['Tahun Pembuatan', d.tahun_mobil],
        ['Nomor Polisi', d.no_plat],
        ['Tanggal Service', `${formatDateId(d.tgl_service)}${d.jam_service ? `, pukul ${d.jam_service}` : ''}`],
        ['Jenis Service', d.service_ke ? `${d.jenis_service} (service ke-${d.service_ke})` : d.jenis_service],
        ['Cabang Pilihan', d.branch_name],
      ]}
    />
  );
}
