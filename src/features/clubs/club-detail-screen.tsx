/** A club: banner, logo, name and its profile text. */
import { useParams } from 'react-router-dom';
import { BRAND } from '../../../domain/brand';
import { paths } from '../../lib/paths';
import { useClub } from './clubs-repository';
import { useDocumentTitle } from '../../lib/document-title';
import { Breadcrumb } from '../../ui/breadcrumb';
import { Image } from '../../ui/image';
import { failureStatus, LoadFailure } from '../../ui/load-failure';
import { Prose } from '../../ui/prose';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import styles from './clubs.module.css';

const LIST_LABEL = `${BRAND.productTitle} Club`;

const NOT_FOUND_TITLE = 'Club tidak ditemukan';

/** Route screen of /merapi-club/:link. */
export default function ClubDetailScreen() {
  const { link } = useParams<'link'>();
  useScrollToTop(link);
  const { data, isLoading, error, refetch } = useClub(link);
  useDocumentTitle(data?.club_name ?? (failureStatus(error) === 404 ? NOT_FOUND_TITLE : LIST_LABEL));

  if (!data) {
    return isLoading ? (
      <LoadingRegion className={`container ${styles.detail}`}>
        <Skeleton ratio="3 / 1" />
        <Skeleton height={36} width="50%" />
        <Skeleton shape="text" />
      </LoadingRegion>
    ) : (
      <LoadFailure error={error} notFoundTitle={NOT_FOUND_TITLE} backTo={paths.club.getHref()} backLabel={`Lihat ${LIST_LABEL}`} onRetry={refetch} />
    );
  }
  return (
    <div className={`container ${styles.detail}`}>
      <Breadcrumb items={[{ label: 'Home', to: paths.home.getHref() }, { label: LIST_LABEL, to: paths.club.getHref() }, { label: data.club_name }]} />
      <Image src={data.banner} alt="" width={1440} height={480} priority className={styles.banner} />
      <div className={styles.identity}>
        <Image src={data.logo} alt={`Logo ${data.club_name}`} width={400} height={400} className={styles.detailLogo} />
        <h1 className={styles.detailName}>{data.club_name}</h1>
      </div>
      <Prose html={data.club_profile} />
    </div>
  );
}
