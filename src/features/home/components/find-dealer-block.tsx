/** Find a dealer: outlet counts, FIND DEALER and a WhatsApp chat link. */
import { BRAND } from '../../../../domain/brand';
import { paths } from '../../../lib/paths';
import { ButtonExternal, ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import styles from './find-dealer-block.module.css';

export function FindDealerBlock() {
  return (
    <section className={styles.band} aria-labelledby="home-dealer-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <span className={styles.eyebrow}>Dealer Network</span>
          <h2 id="home-dealer-title" className={styles.title}>
            Temukan Dealer {BRAND.name} Terdekat
          </h2>
          <p className={styles.text}>Kunjungi showroom dan bengkel resmi kami di Jawa Tengah dan DI Yogyakarta, atau tanyakan apa saja lewat WhatsApp.</p>
          <ul className={styles.stats}>
            <li>
              <strong>{BRAND.outlets.sales}</strong>
              <span>Outlet Penjualan</span>
            </li>
            <li>
              <strong>{BRAND.outlets.generalRepair}</strong>
              <span>Bengkel General Repair</span>
            </li>
            <li>
              <strong>{BRAND.outlets.bodyPaint}</strong>
              <span>Bengkel Body &amp; Paint</span>
            </li>
          </ul>
        </div>
        <div className={styles.actions}>
          <ButtonLink to={paths.findDealer.getHref()}>
            <Icon name="pin" size={20} /> FIND DEALER
          </ButtonLink>
          <ButtonExternal href={BRAND.whatsappLink} variant="ghost" className={styles.wa}>
            <Icon name="whatsapp" size={20} /> Chat via WhatsApp
          </ButtonExternal>
        </div>
      </div>
    </section>
  );
}
