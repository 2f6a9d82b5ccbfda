/** The head of a content section: eyebrow, the h2 (`${id}-title`, the section's accessible name), subtitle and an action. */
import type { ReactNode } from 'react';
import styles from './section-head.module.css';

interface SectionHeadProps {
  id: string;
  title: string;
  eyebrow?: string;
  subtitle?: string;
  action?: ReactNode;
}

/** One look for the heading of Home's and the car detail page's sections. */
export function SectionHead({ id, title, eyebrow, subtitle, action }: SectionHeadProps) {
  return (
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
  );
}
