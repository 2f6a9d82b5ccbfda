/** The screen for an address that does not exist. */
import { useDocumentTitle } from '../../lib/document-title';
import { useNotFoundStatus } from '../../lib/page-status';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import styles from './not-found-screen.module.css';

export default function NotFoundScreen() {
  useDocumentTitle('Halaman Tidak Ditemukan');
  useNotFoundStatus();
  return (
    <section className={styles.wrap} aria-labelledby="not-found-title">
      <div>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          Halaman tidak ditemukan
        </h1>
        <p className={styles.text}>Halaman yang Anda cari tidak tersedia atau sudah dipindahkan. Silakan kembali ke beranda atau temukan mobil impian Anda.</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.home.getHref()}>Kembali ke Beranda</ButtonLink>
          <ButtonLink to={paths.journey.getHref()} variant="secondary">
            Find Dream Car
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
