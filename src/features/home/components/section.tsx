/** A Home section: container, heading with optional eyebrow, subtitle and action link. */
import type { ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  subtitle?: string;
  action?: ReactNode;
  alt?: boolean;
  children: ReactNode;
  className?: string;
}

export function Section({ id, title, eyebrow, subtitle, action, alt, children, className }: SectionProps) {
  return (
    <section className={[styles.section, alt && styles.alt, className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className={styles.head}>
          <div>
            {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

export const sectionStyles = styles;
