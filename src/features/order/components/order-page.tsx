/** The frame of every order screen: the grey band with eyebrow, title and intro, then the content. */
import type { ReactNode } from 'react';
import styles from '../order.module.css';

interface OrderPageProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Under the title inside the band (the step indicator). */
  top?: ReactNode;
  children: ReactNode;
}

/** Band with title, then the screen's content. */
export function OrderPage({ title, eyebrow = 'Buy a Car', intro, top, children }: OrderPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.band}>
        <div className={`container ${styles.narrow}`}>
          <span className={styles.eyebrow}>{eyebrow}</span>
          <h1 className={styles.title}>{title}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {top}
        </div>
      </div>
      <div className={`container ${styles.narrow} ${styles.body}`}>{children}</div>
    </div>
  );
}
