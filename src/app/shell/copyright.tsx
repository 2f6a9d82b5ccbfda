/** The copyright line, at the foot of every layout (alone in the member layout, inside the footer elsewhere). */
import { Link } from 'react-router-dom';
import { BRAND } from '../../../domain/brand';
import { INFO_PAGES, paths } from '../../lib/paths';
// The footer's styles, in the first load with the copyright line: the deferred footer (footer.tsx) is
// styled from the first paint of the server's HTML.
import styles from './footer.module.css';

/** The copyright line alone (member layout): its own footer landmark. */
export function Copyright() {
  return (
    <footer>
      <CopyrightLine />
    </footer>
  );
}

/** '© {year} Merapi Toyota' and the privacy link; room is kept for the sticky bar below it. */
export function CopyrightLine() {
  return (
    <div className={`${styles.copyright} ${styles.withBar}`}>
      <div className={`container ${styles.copyrightInner}`}>
        <span>
          © {new Date().getFullYear()} {BRAND.name}. Seluruh hak cipta dilindungi.
        </span>
        <Link to={paths.info.getHref(INFO_PAGES.privacy)}>Kebijakan Privasi</Link>
      </div>
    </div>
  );
}
