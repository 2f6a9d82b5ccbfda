/** The WhatsApp marketing call to action, shown only when the car detail supplies one. */
import type { CarDetail } from '../../../../domain/api';
import { ButtonExternal } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import styles from './whatsapp-cta.module.css';

/** The WhatsApp band, or nothing without a call to action. */
export function WhatsappCta({ cta }: { cta: CarDetail['cta'] }) {
  if (!cta?.whatsapp) return null;
  return (
    <section className={styles.band} aria-labelledby="car-cta-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <span className={styles.eyebrow}>Marketing Merapi Toyota</span>
          <h2 id="car-cta-title" className={styles.title}>
            {cta.title || 'Konsultasi via WhatsApp'}
          </h2>
        </div>
        <ButtonExternal href={cta.whatsapp} variant="success">
          <Icon name="whatsapp" size={20} /> Chat via WhatsApp
        </ButtonExternal>
      </div>
    </section>
  );
}
