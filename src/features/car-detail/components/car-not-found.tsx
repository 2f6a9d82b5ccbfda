/** The screen for a car seo the catalogue does not know. */
import { useNotFoundStatus } from '../../../lib/page-status';
import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import styles from './car-not-found.module.css';

/** The 404 text of the API for an unknown car seo. */
export const CAR_NOT_FOUND_TEXT = 'Mobil tidak ditemukan';

/** 404 screen with links to Home and the price list. */
export function CarNotFound() {
  useNotFoundStatus();
  return (
    <section className={styles.wrap} aria-labelledby="car-not-found-title">
      <div>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="car-not-found-title" className={styles.title}>
          {CAR_NOT_FOUND_TEXT}
        </h1>
        <p className={styles.text}>Mobil yang Anda cari tidak tersedia. Lihat mobil lainnya atau temukan mobil impian Anda.</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.home.getHref()}>Home</ButtonLink>
          <ButtonLink to={paths.priceList.getHref()} variant="secondary">
            Daftar Harga
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
