/** The dealer's contact lines (phone, WhatsApp, e-mail, address), each only when it has a value. */
import type { DealerContact } from '../../../domain/api';
import { Icon, type IconName } from '../../ui/icons';
import { whatsappUrl } from '../../ui/whatsapp';
import { telHref } from './city-choice';
import styles from './dealers.module.css';

interface ContactLine { key: string; icon: IconName; label: string; text: string; href?: string; external?: boolean }

/** The non-empty lines of a contact card, in the spec's order. */
export function contactLines(contact: DealerContact): ContactLine[] {
  const lines: ContactLine[] = [];
  const phone = contact.phone.trim();
  const whatsapp = contact.whatsapp.trim();
  const email = contact.email.trim();
  const address = contact.alamat.trim();
  if (phone) lines.push({ key: 'phone', icon: 'phone', label: 'Telepon', text: phone, href: telHref(phone) });
  if (whatsapp) lines.push({ key: 'whatsapp', icon: 'whatsapp', label: 'WhatsApp', text: whatsapp, href: whatsappUrl(whatsapp), external: true });
  if (email) lines.push({ key: 'email', icon: 'mail', label: 'E-mail', text: email, href: `mailto:${email}` });
  if (address) lines.push({ key: 'address', icon: 'pin', label: 'Alamat', text: address });
  return lines;
}

/** The contact list of a dealer profile. */
export function DealerContactList({ contact }: { contact: DealerContact }) {
  return (
    <dl className={styles.contact}>
      {contactLines(contact).map((line) => (
        <div key={line.key} className={styles.contactLine}>
          <dt>
            <Icon name={line.icon} size={20} className={styles.lineIcon} />
            <span className="visually-hidden">{line.label}</span>
          </dt>
          <dd>
            {line.href ? (
              <a href={line.href} className={styles.lineLink} {...(line.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {line.text}
              </a>
            ) : (
              line.text
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
