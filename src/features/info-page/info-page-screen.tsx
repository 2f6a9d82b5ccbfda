/** A single info page (warranty, emergency assistance, privacy policy): optional hero with the title, then its HTML text. */
import { useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useSinglePage } from './pages-repository';
import { useDocumentTitle } from '../../lib/document-title';
import { Breadcrumb } from '../../ui/breadcrumb';
import { Image } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { Prose } from '../../ui/prose';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import { infoPageTitle } from './info-title';
import { PolicyVersions } from './policy-versions';
import { POLICY_SEO } from '../../../domain/privacy';
import styles from './info-page.module.css';

/** Route screen of /info/:profil. */
export default function InfoPageScreen() {
  const { profil } = useParams<'profil'>();
  useScrollToTop(profil);
  const { data, isLoading, error, refetch } = useSinglePage(profil);
  useDocumentTitle(data ? infoPageTitle(data) : isLoading ? null : 'Halaman Tidak Ditemukan');

  if (!data) {
    return isLoading ? (
      <LoadingRegion className={`container ${styles.page}`}>
        <Skeleton ratio="3 / 1" />
        <Skeleton height={36} width="50%" />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} shape="text" />
        ))}
      </LoadingRegion>
    ) : (
      <LoadFailure error={error} notFoundTitle="Halaman tidak ditemukan" backTo={paths.home.getHref()} backLabel="Kembali ke Beranda" onRetry={refetch} />
    );
  }
  return (
    <article aria-labelledby="info-title" className={`container ${styles.page}`}>
      <Breadcrumb items={[{ label: 'Home', to: paths.home.getHref() }, { label: data.title }]} />
      <h1 id="info-title" className={styles.title}>
        {data.title}
      </h1>
      {data.image ? <Image src={data.image} alt="" width={1440} height={480} priority className={styles.hero} /> : null}
      <Prose html={data.text} />
      {profil === POLICY_SEO ? <PolicyVersions /> : null}
    </article>
  );
}
