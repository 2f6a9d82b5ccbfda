/** Price list (`/price-list`): a tab per category, each model with its type prices; side cards lead on. */
import { useState } from 'react';
import { usePriceList } from './price-list-repository';
import { useDocumentTitle } from '../../lib/document-title';
import { ServerHtml } from '../../lib/hydrate-when-seen';
import { NeedsConnection } from '../../ui/needs-connection';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { Tabs, tabPanelProps } from '../../ui/tabs';
import { ToolPage } from '../../ui/tool-page';
import { ApiError } from '../../data/api-client';
import { PriceListModels } from './components/price-list-models';
import { SideCards } from './components/side-cards';
import styles from './price-list-screen.module.css';

const ID = 'price-list';
/** The spec's intro of the price list. */
export const PRICE_LIST_TITLE = 'Daftar Harga Toyota Indonesia';

/** The route screen of the price list. */
export default function PriceListScreen() {
  useDocumentTitle('Daftar Harga');
  const { data, error, refetch } = usePriceList();
  const [active, setActive] = useState(0);
  const categories = data ?? [];
  const index = Math.min(active, Math.max(categories.length - 1, 0));
  const category = categories[index];

  return (
    <ToolPage eyebrow="Pricelist" title={PRICE_LIST_TITLE} text="Harga on the road (OTR) demo untuk wilayah Jawa Tengah dan DI Yogyakarta. Harga dapat berubah sewaktu-waktu.">
      <div className={styles.layout}>
        <div className={styles.main}>
          {data ? (
            categories.length === 0 ? (
              <p className={styles.empty}>Not Found Items</p>
            ) : (
              <>
                <Tabs idPrefix={ID} label="Kategori mobil" items={categories.map((c, i) => ({ id: i, label: c.category_name }))} activeId={index} onChange={(id) => setActive(Number(id))} />
                <div {...tabPanelProps(ID, index)} className={styles.panel}>
                  {/* Prices and links: the server's table is kept until the visitor reaches into it or picks another tab (issue 35). */}
                  <ServerHtml key={index} name={`price-list-${index}`}>
                    {category.model && category.model.length > 0 ? <PriceListModels models={category.model} /> : <p className={styles.empty}>Not Found Items</p>}
                  </ServerHtml>
                </div>
              </>
            )
          ) : error instanceof ApiError && error.isNetwork ? (
            <NeedsConnection inline onRetry={refetch} />
          ) : error ? (
            <p className={styles.empty} role="alert">{error.message}</p>
          ) : (
            <LoadingRegion label="Memuat daftar harga..." className={styles.loading}>
              <Skeleton height={44} />
              <Skeleton height={260} className={styles.panel} />
              <Skeleton height={260} className={styles.panel} />
            </LoadingRegion>
          )}
        </div>
        {/* Drawn once the table (or the reason there is none) is: on a phone the cards are under it, and the
            table replacing its shorter skeleton would push them down (a layout shift on a slow client navigation). */}
        {data || error ? <ServerHtml name="price-list-cards"><SideCards /></ServerHtml> : null}
      </div>
    </ToolPage>
  );
}
