/** A detail id that is unknown or another member's (404). */
import { ButtonLink } from '../../../ui/button';
import styles from './detail.module.css';

/** The not-found notice with the way back. */
export function DetailNotFound({ back }: { back: string }) {
  return (
    <div className={styles.notFound} role="status">
      <h2 className={styles.cardTitle}>Data tidak ditemukan</h2>
      <p>Data yang Anda cari tidak ada atau bukan milik akun Anda.</p>
      <ButtonLink to={back}>Kembali ke Dashboard</ButtonLink>
    </div>
  );
}
