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
   * Drawn with the page, not skipped while off screen: a section whose skipped content is misread by
   * checkers that hit-test the page (axe's contrast rule in Lighthouse reads the footer as its background).
   */
  eager?: boolean;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled section of the detail page. */
export function DetailSection({ id, title, eyebrow, alt, eager, action, children }: DetailSectionProps) {
  return (
    <section id={id} className={[styles.section, alt && styles.alt, eager && styles.eager].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHead id={id} title={title} eyebrow={eyebrow} action={action} />
        {children}
      </div>
    </section>
  );
}
