/** Detail_test_drive: car, branch, test-drive date and time, note, status. */
import { formatDateId } from '../../../../domain/money';
import { DetailScreen } from './detail-screen';

/** `/testdrive/detail/:id`. */
export default function TestDriveDetailScreen() {
  return (
    <DetailScreen
      kind="testdrive"
      title="Detail Test Drive"
      tab={5}
      rows={(d) => [
        ['Tipe Mobil', d.car_type],
        ['Cabang Pilihan', d.branch_name],
        ['Tanggal Test Drive', `${formatDateId(d.testdrive_date)}${d.testdrive_time ? `, pukul ${d.testdrive_time}` : ''}`],
        ['Catatan', d.keterangan],
      ]}
    />
  );
}
