/** Spare parts and accessories: search box, category filter, result count, product cards, WhatsApp. */
import { BRAND } from '../../../domain/brand';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonExternal } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icons';
import { LoadFailure } from '../../ui/load-failure';
import { PageIntro } from '../../ui/page-intro';
import { SkeletonCards } from '../../ui/skeleton';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import { brandWhatsappUrl } from '../../ui/whatsapp';
import { paths } from '../../lib/paths';
import { SparePartCard } from './spare-part-card';
import { SparePartFilters } from './spare-part-filters';
import { useSparePartQuery } from './use-spare-part-query';
import styles from './spare-parts.module.css';

/** Route screen of /sparepart-accesoris (?q=&filter=). */
export default function SparePartsScreen() {
  useDocumentTitle('Sparepart & Aksesoris');
  useScrollToTop('sparepart');
  const query = useSparePartQuery();
  const { items } = query;

  return (
    <>
      <PageIntro
        eyebrow="Genuine Parts"
        title="Sparepart & Aksesoris"
        text={`Suku cadang dan aksesoris asli Toyota dengan harga resmi di bengkel ${BRAND.name}.`}
      >
        <ButtonExternal href={brandWhatsappUrl(`Halo ${BRAND.name}, saya ingin bertanya tentang sparepart dan aksesoris.`)} variant="success" className={styles.chat}>
          <Icon name="whatsapp" size={20} /> Chat via WhatsApp
        </ButtonExternal>
      </PageIntro>
      <section className={`container ${styles.body}`} aria-label="Daftar produk">
        <SparePartFilters text={query.text} onText={query.setText} filter={query.search.filter} onFilter={query.setFilter} />
        {!items && !query.isLoading ? (
          <LoadFailure error={query.error} notFoundTitle="Produk tidak ditemukan" backTo={paths.afterSales.getHref()} backLabel="After Sales" onRetry={query.refetch} />
        ) : (
          <>
            <p className={styles.count} role="status" aria-live="polite">
              {items ? `${items.length} produk` : 'Memuat produk...'}
            </p>
            {!items ? (
              <SkeletonCards count={8} ratio="4 / 3" kickerWidth="50%" className={styles.grid} busy />
            ) : items.length === 0 ? (
              <EmptyState />
            ) : (
              <ul className={[styles.grid, query.isUpdating && styles.updating].filter(Boolean).join(' ')} aria-busy={query.isUpdating || undefined}>
                {items.map((part) => (
                  <li key={part.id}>
                    <SparePartCard part={part} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </>
  );
}
