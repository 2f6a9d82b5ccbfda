/** Brochure download: a tab per car category, brochure cards, 'Not Found Items' for an empty category. */
import { useState } from 'react';
import { paths } from '../../lib/paths';
import { useBrochures } from './brochures-repository';
import { useDocumentTitle } from '../../lib/document-title';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailure } from '../../ui/load-failure';
import { PageIntro } from '../../ui/page-intro';
import { Skeleton } from '../../ui/skeleton';
import { tabPanelProps, Tabs } from '../../ui/tabs';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import { BrochureCard } from './brochure-card';
import { useBrochureDownload } from './use-brochure-download';
import styles from './brochure.module.css';

const TABS = 'brochure';

/** Route screen of /brochure. */
export default function BrochureScreen() {
  useDocumentTitle('Download Brosur');
  useScrollToTop('brochure');
  const { data, isLoading, error, refetch } = useBrochures();
  const { countOf, download } = useBrochureDownload();
  const [chosen, setChosen] = useState<string | null>(null);
  const active = data?.find((c) => c.category_name === chosen) ?? data?.[0];

  return (
    <>
      <PageIntro eyebrow="Brosur" title="Download Brosur" text="Unduh brosur resmi setiap model Toyota: fitur, spesifikasi dan pilihan warna dalam satu file PDF." />
      <div className={`container ${styles.page}`}>
        {!data && !isLoading ? (
          <LoadFailure error={error} notFoundTitle="Brosur tidak ditemukan" backTo={paths.home.getHref()} backLabel="Kembali ke Beranda" onRetry={refetch} />
        ) : !data || !active ? (
          <div aria-busy="true">
            <Skeleton height={44} />
            <ul className={styles.grid}>
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i}>
                  <Skeleton ratio="3 / 4" />
                  <Skeleton shape="text" />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <Tabs
              idPrefix={TABS}
              label="Kategori mobil"
              items={data.map((c) => ({ id: c.category_name, label: c.category_name }))}
              activeId={active.category_name}
              onChange={(id) => setChosen(String(id))}
            />
            <div {...tabPanelProps(TABS, active.category_name)} className={styles.panel}>
              {active.items.length === 0 ? (
                <EmptyState />
              ) : (
                <ul className={styles.grid}>
                  {active.items.map((item) => (
                    <li key={item.brochure_id}>
                      <BrochureCard item={item} count={countOf(item)} onOpen={(b) => void download(b)} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </div>
    </>
  );
}
