/**
 * Car detail (`/:link`, link = car seo). Each car gets a fresh page state (keyed by seo), so
 * opening another car never flashes the previous one; an unknown seo shows a real not-found
 * screen, and a car never loaded while offline says it needs a connection.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { BRAND } from '../../../domain/brand';
import { ApiError } from '../../data/api-client';
import { useCarDetail } from '../../data/repositories/car-detail';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { NeedsConnection } from '../../ui/needs-connection';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import { CarDetailContent } from './car-detail-content';
import { CarNotFound, CAR_NOT_FOUND_TEXT } from './components/car-not-found';
import { DetailSkeleton } from './components/detail-skeleton';

/** The page title from meta_title, without repeating the brand the title suffix adds. */
export function detailTitle(metaTitle: string): string {
  const suffix = ` - ${BRAND.name}`;
  return metaTitle.endsWith(suffix) ? metaTitle.slice(0, -suffix.length) : metaTitle;
}

/** The route screen: the car of the `:link` segment. */
export default function CarDetailScreen() {
  const { link = '' } = useParams();
  return <CarDetailPage key={link} seo={link} />;
}

function CarDetailPage({ seo }: { seo: string }) {
  const { data, error, refetch } = useCarDetail(seo);
  const status = error instanceof ApiError ? error.status : null;
  const notFound = !data && status === 404;
  useDocumentTitle(data ? detailTitle(data.meta_title) : notFound ? CAR_NOT_FOUND_TEXT : null);
  useScrollToTop(seo);
  useEffect(() => {
    if (error && status !== 404) console.warn('Gagal Mengambil Data', error.message);
  }, [error, status]);

  if (data) return <CarDetailContent detail={data} />;
  if (notFound) return <CarNotFound />;
  if (status === 0) return <NeedsConnection onRetry={refetch} />;
  if (error) {
    return (
      <div role="alert" style={{ display: 'grid', justifyItems: 'center', gap: 16, padding: '64px 16px', textAlign: 'center' }}>
        <p style={{ margin: 0 }}>{error.message}</p>
        <Button variant="light" onClick={refetch}>
          Coba Lagi
        </Button>
      </div>
    );
  }
  return <DetailSkeleton />;
}
