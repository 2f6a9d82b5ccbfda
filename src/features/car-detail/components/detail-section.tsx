/** A section of the car detail page: container, eyebrow and heading. */
import type { ReactNode } from 'react';
import { SectionHead } from '../../../ui/section-head';
import styles from './detail-section.module.css';

interface DetailSectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  alt?: boolean;
  /**
   * The credit simulation: while skipped, the section reserves its drawn height at each width (2,204 px
   * on a phone, 1,606 at 820, 1,143 from 992) instead of the 640 px estimate. Its texts are then where the
   * reserved box is: a checker that hit-tests the page (axe's contrast rule in Lighthouse) found the
   * comparison's figures, laid out below a 640 px box, over the footer and judged them on its dark
   * background (Lighthouse's accessibility 97 on a car page).
   */
  credit?: boolean;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled section of the detail page. */
export function DetailSection({ id, title, eyebrow, alt, credit, action, children }: DetailSectionProps) {
  return (
    <section id={id} className={[styles.section, alt && styles.alt, credit && styles.credit].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHead id={id} title={title} eyebrow={eyebrow} action={action} />
        {children}
      </div>
    </section>
  );
}
