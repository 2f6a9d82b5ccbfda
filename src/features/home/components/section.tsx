/** A Home section: container, heading with optional eyebrow, subtitle and action link. */
import type { ReactNode } from 'react';
import { SectionHead } from '../../../ui/section-head';
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
        <SectionHead id={id} title={title} eyebrow={eyebrow} subtitle={subtitle} action={action} />
        {children}
      </div>
    </section>
  );
}

export const sectionStyles = styles;
