/** Customer Care: the head-office address and the phone number to call. */
import { BRAND } from '../../../../domain/brand';
import { Icon } from '../../../ui/icons';
import styles from './contact.module.css';

/** The address and Customer Care phone cards beside the contact form. */
export function ContactCard() {
  return (
    <>
      <div className={styles.card}>
        <Icon name="pin" size={28} className={styles.icon} />
        <div>
          <h2 className={styles.heading}>Alamat</h2>
          <address className={styles.text}>{BRAND.address}</address>
        </div>
      </div>
      <div className={styles.card}>
        <Icon name="phone" size={28} className={styles.icon} />
        <div>
          <h2 className={styles.heading}>Customer Care</h2>
          <a className={styles.phone} href={`tel:${BRAND.customerCarePhone.replace(/\s+/g, '')}`}>
            {BRAND.customerCarePhoneDisplay}
          </a>
          <p className={styles.text}>Senin - Sabtu, 08.00 - 17.00 WIB</p>
        </div>
      </div>
    </>
  );
}
