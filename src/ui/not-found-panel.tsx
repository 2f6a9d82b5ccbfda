/** The 404 panel every not-found screen shares: a large code, a title, a line of text and links. */
import { useId, type ReactNode } from 'react';
import { useNotFoundStatus } from '../lib/page-status';
import styles from './not-found-panel.module.css';

/** Marks the answer as 404 (server render) and draws the panel. */
export function NotFoundPanel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  useNotFoundStatus();
  const titleId = useId();
  return (
    <section className={styles.wrap} aria-labelledby={titleId}>
      <div>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
