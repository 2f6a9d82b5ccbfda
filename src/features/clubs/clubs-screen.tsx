/** The club list: intro banner, club cards (logo, name) and pagination (?page=) from the server's meta. */
import { Link, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../domain/brand';
import { paths } from '../../lib/paths';
import { useClubPage } from './clubs-repository';
import { useDocumentTitle } from '../../lib/document-title';
import { EmptyState } from '../../ui/empty-state';
import { Image } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { PageIntro } from '../../ui/page-intro';
import { placeholderKeys, Skeleton } from '../../ui/skeleton';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import { Pagination } from '../../ui/pagination';
import { pageFromParam } from '../../ui/pagination-model';
import styles from './clubs.module.css';

const TITLE = `${BRAND.productTitle} Club`;

/** Route screen of /merapi-club (?page=). */
export default function ClubsScreen() {
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  useDocumentTitle(page > 1 ? `${TITLE} - Halaman ${page}` : TITLE);
  useScrollToTop(page);
  const { data, isLoading, error, refetch } = useClubPage(page);

  return (
    <>
      <PageIntro
        banner
        eyebrow="Komunitas"
        title={TITLE}
        text={`Bergabung dengan komunitas pemilik Toyota di Jawa Tengah dan DI Yogyakarta: touring, kopdar, service bersama dan kegiatan sosial bersama ${BRAND.name}.`}
      />
      <section className={`container ${styles.screen}`} aria-label="Daftar club">
        {!data && !isLoading ? (
          <LoadFailure error={error} notFoundTitle="Club tidak ditemukan" backTo={paths.home.getHref()} backLabel="Kembali ke Beranda" onRetry={refetch} />
        ) : !data ? (
          <ul className={styles.grid} aria-busy="true">
            {placeholderKeys(8).map((key) => (
              <li key={key}>
                <Skeleton height={220} />
              </li>
            ))}
          </ul>
        ) : (
          <>
            {data.data.length === 0 ? (
              <EmptyState />
            ) : (
              <ul className={styles.grid}>
                {data.data.map((club) => (
                  <li key={club.id}>
                    <Link to={paths.clubDetail.getHref(club.seo)} className={styles.card}>
                      <Image src={club.logo} alt="" width={400} height={400} className={styles.logo} />
                      <h2 className={styles.name}>{club.club_name}</h2>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Pagination meta={data.meta} hrefOf={(p) => paths.club.getHref(p)} label="Halaman club" />
          </>
        )}
      </section>
    </>
  );
}
