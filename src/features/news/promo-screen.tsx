/** News and promos: banner carousel, a tab per news category with its cards, and the Trending list. */
import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Banner, PromoPage } from '../../../domain/api';
import { paths } from '../../lib/paths';
import { usePromoPage } from './news-repository';
import { useDocumentTitle } from '../../lib/document-title';
import { Carousel } from '../../ui/carousel';
import { CarouselCaption } from '../../ui/carousel-caption';
import { EmptyState } from '../../ui/empty-state';
import { Image } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { PageIntro } from '../../ui/page-intro';
import { SmartLink } from '../../ui/smart-link';
import { tabPanelProps, Tabs } from '../../ui/tabs';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import { NewsCard } from './news-card';
import { PromoSkeleton } from './promo-skeleton';
import { TrendingList } from './trending-list';
import styles from './promo.module.css';

const TABS = 'news-category';
const BANNER = { width: 1200, height: 400 } as const;

/** Route screen of /promo. */
export default function PromoScreen() {
  useDocumentTitle('Berita & Promo');
  useScrollToTop('promo');
  const { data, isLoading, error, refetch } = usePromoPage();

  return (
    <>
      <PageIntro eyebrow="News & Promo" title="Berita & Promo" text="Promo terbaru, berita, tips perawatan dan kegiatan Merapi Toyota di Jawa Tengah dan DI Yogyakarta." />
      <div className={`container ${styles.page}`}>
        {!data && !isLoading ? (
          <LoadFailure error={error} notFoundTitle="Berita tidak ditemukan" backTo={paths.home.getHref()} backLabel="Kembali ke Beranda" onRetry={refetch} />
        ) : !data ? (
          <PromoSkeleton />
        ) : (
          <div className={styles.layout}>
            <div className={styles.main}>
              <PromoBanners banners={data.banner} />
              <CategoryTabs categories={data.promo} />
            </div>
            <TrendingList items={data.trending} />
          </div>
        )}
      </div>
    </>
  );
}

/** The promo banners; hidden when there are none. */
function PromoBanners({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <div className={styles.banners} style={{ '--ratio': `${BANNER.width} / ${BANNER.height}` } as CSSProperties}>
      <Carousel
        label="Banner promo"
        items={banners}
        getKey={(b) => b.id}
        circular
        dots
        autoplayMs={3600}
        renderItem={(b, i) => (
          <SmartLink href={b.url} className={styles.banner} aria-label={b.title} draggable={false}>
            <Image src={b.image} alt="" width={BANNER.width} height={BANNER.height} className={styles.bannerImage} priority={i === 0} draggable={false} />
            <CarouselCaption title={b.title} />
          </SmartLink>
        )}
      />
    </div>
  );
}

/** A tab per category with its news cards; the chosen tab lives in the URL so coming back from an article reopens it. */
function CategoryTabs({ categories }: { categories: PromoPage['promo'] }) {
  const [params, setParams] = useSearchParams();
  const active = categories.find((c) => c.category_link === params.get('category')) ?? categories[0];
  if (!active) return <EmptyState />;
  return (
    <section aria-labelledby="news-categories-title">
      <h2 id="news-categories-title" className="visually-hidden">
        Kategori berita
      </h2>
      <Tabs
        idPrefix={TABS}
        label="Kategori berita"
        items={categories.map((c) => ({ id: c.category_link, label: c.category_name }))}
        activeId={active.category_link}
        onChange={(id) => setParams({ category: String(id) }, { replace: true, preventScrollReset: true })}
      />
      <div {...tabPanelProps(TABS, active.category_link)} className={styles.panel}>
        {active.news.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className={styles.grid}>
            {active.news.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
