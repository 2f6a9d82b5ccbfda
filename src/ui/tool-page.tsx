/** The page frame of a tool screen (compare, price list): the container with an eyebrow, the h1 and a line of text above the tool. */
import type { ReactNode } from 'react';
import styles from './tool-page.module.css';

interface ToolPageProps {
  eyebrow: string;
  title: string;
  text: string;
  children: ReactNode;
}

/** One look for the screens whose intro sits inside the container, above the tool itself. */
export function ToolPage({ eyebrow, title, text, children }: ToolPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.intro}>
        <span className={styles.eyebrow}>{eyebrow}</span>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
      </header>
      {children}
    </div>
  );
}
