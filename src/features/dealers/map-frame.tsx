/** A Google Maps embed; mounted only after the visitor asks for it, so no map loads on its own. */
import styles from './dealers.module.css';

/** The embedded map of one branch. */
export function MapFrame({ src, title }: { src: string; title: string }) {
  return (
    <div className={styles.mapBox}>
      <iframe src={src} title={title} className={styles.map} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
    </div>
  );
}
