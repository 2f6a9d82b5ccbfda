/** A section of the car detail page: container, eyebrow and heading. */
import type { ReactNode } from 'react';
import styles from './detail-section.module.css';

interface DetailSectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  alt?: boolean;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled section of the detail page. */
export function DetailSection({ id, title, eyebrow, alt, action, children }: DetailSectionProps) {
  return (
    <section id={id} className={[styles.section, alt && styles.alt].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className={styles.head}>
          <div>
            {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
