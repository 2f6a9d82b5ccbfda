/** The head of a browsing screen: eyebrow, the screen's h1, a line of text, optional actions. */
import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

interface PageIntroProps {
  title: string;
  eyebrow?: string;
  text?: string;
  /** Above the title, e.g. a breadcrumb. */
  top?: ReactNode;
  /** Beside or below the text: buttons, a search form. */
  children?: ReactNode;
  /** The dark banner look (clubs, after sales) instead of the light band. */
  banner?: boolean;
}

/** One look for the intro of every content screen. */
export function PageIntro({ title, eyebrow, text, top, children, banner = false }: PageIntroProps) {
  return (
    <header className={[styles.intro, banner && styles.banner].filter(Boolean).join(' ')}>
      <div className={`container ${styles.inner}`}>
        {top}
        {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
        <h1 className={styles.title}>{title}</h1>
        {text ? <p className={styles.text}>{text}</p> : null}
        {children}
      </div>
    </header>
  );
}
