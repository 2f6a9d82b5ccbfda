/** After-sales detail (general-repair, body-and-paint): the service's title, text and a grid of cards. */
import { useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useServicePage } from './after-sales-repository';
import { useDocumentTitle } from '../../lib/document-title';
import { Breadcrumb } from '../../ui/breadcrumb';
import { ButtonLink } from '../../ui/button';
import { Image } from '../../ui/image';
import { failureStatus, LoadFailure } from '../../ui/load-failure';
import { Prose } from '../../ui/prose';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import styles from './after-sales.module.css';

const NOT_FOUND_TITLE = 'Layanan tidak ditemukan';

/** Route screen of /after-sales/:link. */
export default function AfterSalesDetailScreen() {
  const { link } = useParams<'link'>();
  useScrollToTop(link);
  const { data, isLoading, error, refetch } = useServicePage(link);
  useDocumentTitle(data?.header.title ?? (failureStatus(error) === 404 ? NOT_FOUND_TITLE : 'After Sales'));

  if (!data) {
    return isLoading ? (
      <LoadingRegion className={`container ${styles.section}`}>
        <Skeleton ratio="12 / 5" />
        <Skeleton height={36} width="50%" />
        <Skeleton shape="text" />
        <Skeleton shape="text" width="70%" />
      </LoadingRegion>
    ) : (
      <LoadFailure error={error} notFoundTitle={NOT_FOUND_TITLE} backTo={paths.afterSales.getHref()} backLabel="Lihat Layanan After Sales" onRetry={refetch} />
    );
  }
  const { header, content } = data;
  return (
    <div className={`container ${styles.detail}`}>
      <Breadcrumb items={[{ label: 'Home', to: paths.home.getHref() }, { label: 'After Sales', to: paths.afterSales.getHref() }, { label: header.title }]} />
      <div className={styles.intro}>
        <div className={styles.lead}>
          <h1 className={styles.title}>{header.title}</h1>
          <Prose html={header.text} />
          <ButtonLink to={paths.bookingService.getHref()}>Booking Service</ButtonLink>
        </div>
        {header.image ? <Image src={header.image} alt="" width={1200} height={500} priority className={styles.hero} /> : null}
      </div>
      {content.length > 0 ? (
        <ul className={styles.detailGrid}>
          {content.map((card) => (
            <li key={card.title} className={styles.detailCard}>
              <Image src={card.image} alt="" width={600} height={400} className={styles.cardImage} />
              <div className={styles.cardBody}>
                <h2 className={styles.cardTitle}>{card.title}</h2>
                <p className={styles.cardText}>{card.text}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
