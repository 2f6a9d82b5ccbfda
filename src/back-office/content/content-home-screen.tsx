/** Content management's start: one card per collection, grouped by what the dealer changes, with its record count. */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { ContentCollection } from '../../../domain/content/collections';
import { COLLECTIONS } from '../../../domain/content/descriptions';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import { useCollections } from './content-reads';
import { NotContentRole, useContentRole } from './content-role';
import styles from './content.module.css';

/** The groups of the start screen, in order. */
const GROUPS: ReadonlyArray<{ title: string; collections: readonly ContentCollection[] }> = [
  { title: 'Katalog & Harga', collections: ['categories', 'models', 'types', 'colours', 'specifications', 'vouchers', 'credit-rates', 'leasing-partners', 'tradein-values'] },
  { title: 'Beranda & Publikasi', collections: ['sliders', 'offers', 'news', 'news-categories', 'pages', 'testimonials', 'after-sales'] },
  { title: 'Layanan & Jaringan', collections: ['branches', 'branch-cities', 'brochures', 'spare-parts', 'clubs', 'maintenance-plan'] },
];

/** Route component of /staff/content. */
const ContentHomeScreen = observer(function ContentHomeScreen() {
  useDocumentTitle('Konten');
  const allowed = useContentRole();
  const query = useCollections();
  if (!allowed) return <NotContentRole />;
  const totals = new Map((query.data ?? []).map((c) => [c.name, c.total]));
  return (
    <>
      <div className={ui.head}>
        <div>
          <h1>Konten</h1>
          <LastSync fetchedAt={query.fetchedAt} error={query.error} isFetching={query.isFetching} />
        </div>
      </div>
      <QueryState query={query} skeleton={<Skeleton height={320} />}>
        {() => GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`g-${group.title}`}>
            <h2 className={styles.group} id={`g-${group.title}`}>{group.title}</h2>
            <ul className={styles.grid}>
              {group.collections.map((name) => (
                <li key={name}>
                  <Link className={styles.cardLink} to={paths.staffCollection.getHref(name)}>
                    <strong>{COLLECTIONS[name].label}</strong>
                    <span>{totals.get(name) ?? 0} data</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </QueryState>
    </>
  );
});

export default ContentHomeScreen;
