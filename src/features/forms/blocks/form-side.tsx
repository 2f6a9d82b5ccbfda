/**
 * The side panel of a form on wide screens (after it on phones): what was chosen so far, what
 * happens after sending, and whom to ask. It fills the width a lone form would leave empty.
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { BRAND } from '../../../../domain/brand';
import { Icon } from '../../../ui/icons';
import styles from './form-side.module.css';

/** One line of the summary; an empty value reads 'Belum dipilih'. */
export interface SideRow { label: string; value: ReactNode }

interface FormSideProps {
  title: string;
  rows: readonly SideRow[];
  /** What happens after sending, in order. */
  steps: readonly string[];
}

/** The summary card, the next steps and the help card. */
export const FormSide = observer(function FormSide({ title, rows, steps }: FormSideProps) {
  return (
    <>
      {rows.length ? (
        <section className={styles.card} aria-label={title}>
          <h2 className={styles.title}>{title}</h2>
          <dl className={styles.rows}>
            {rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value || <span className={styles.empty}>Belum dipilih</span>}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section className={styles.card} aria-label="Setelah dikirim">
        <h2 className={styles.title}>Setelah dikirim</h2>
        <ol className={styles.steps}>
          {steps.map((step) => <li key={step}>{step}</li>)}
        </ol>
      </section>
      <section className={`${styles.card} ${styles.help}`} aria-label="Bantuan">
        <Icon name="phone" size={24} className={styles.icon} />
        <div>
          <h2 className={styles.title}>Butuh bantuan?</h2>
          <p>
            Customer Care <a href={`tel:${BRAND.customerCarePhone.replace(/\s+/g, '')}`}>{BRAND.customerCarePhoneDisplay}</a> atau{' '}
            <a href={BRAND.whatsappLink} target="_blank" rel="noopener noreferrer">WhatsApp</a>, Senin - Sabtu 08.00 - 17.00 WIB.
          </p>
        </div>
      </section>
    </>
  );
});

/** Words joined by spaces, empty parts left out (a model and its type). */
export const joined = (...parts: string[]): string => parts.filter(Boolean).join(' ');
