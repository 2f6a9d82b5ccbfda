/** An address under /staff that is no screen. */
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../ui/button';
import styles from '../components/staff-ui.module.css';

/** Route component of /staff/*. */
export default function StaffNotFound() {
  useDocumentTitle('Halaman tidak ditemukan');
  return (
    <div className={styles.card}>
      <h1>Halaman tidak ditemukan</h1>
      <p className={styles.muted}>Alamat ini tidak ada di back office.</p>
      <ButtonLink to={paths.staffHome.getHref()}>Ke ringkasan</ButtonLink>
    </div>
  );
}
