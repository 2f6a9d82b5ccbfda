/** The category tab list: a tab per category, its models, and the chosen model with prices, PREVIEW and Test Drive. */
import { useState } from 'react';
import type { ModelCard } from '../../../../domain/api';
import { paths } from '../../../lib/paths';
import { useVehicles } from '../../../data/repositories/vehicles';
import { ButtonLink } from '../../../ui/button';
import { Image } from '../../../ui/image';
import { PriceBlock } from '../../../ui/price-block';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs, tabPanelProps } from '../../../ui/tabs';
import { chooseCategory, chooseModel, NO_SELECTION, resolveSelection } from '../model-selection';
import { Section } from './section';
import { MEDIA } from '../../../lib/media-sizes';
import styles from './category-models.module.css';

const ID = 'home-category';

export function CategoryModels() {
  const { data: categories, isLoading } = useVehicles();
  const [selection, setSelection] = useState(NO_SELECTION);

  if (!isLoading && (!categories || categories.length === 0)) return null;
  const { category, models, model } = resolveSelection(categories ?? [], selection);

  return (
    <Section id={ID} eyebrow="Vehicles" title="Pilih Mobil Toyota Anda" subtitle="Harga on the road demo untuk wilayah Jawa Tengah dan DI Yogyakarta.">
      {!categories || !category ? (
        <div aria-busy="true">
          <Skeleton height={44} />
          <Skeleton height={320} className={styles.models} />
        </div>
      ) : (
        <>
          <Tabs
            idPrefix={ID}
            label="Kategori mobil"
            items={categories.map((c) => ({ id: c.category_id, label: c.category_name }))}
            activeId={category.category_id}
            onChange={(id) => setSelection(chooseCategory(categories, Number(id)))}
          />
          <div {...tabPanelProps(ID, category.category_id)}>
            {models.length === 0 || !model ? (
              <p className={styles.empty}>Not Found Items</p>
            ) : (
              <>
                <div className={styles.models} role="group" aria-label={`Model ${category.category_name}`}>
                  {models.map((m) => (
                    <button key={m.car_model_id} type="button" className={styles.chip} aria-pressed={m.car_model_id === model.car_model_id} onClick={() => setSelection((s) => chooseModel({ ...s, categoryId: category.category_id }, m.car_model_id))}>
                      <Image src={m.image} alt="" width={MEDIA.car.width} height={MEDIA.car.height} sizes="120px" />
                      {m.name}
                    </button>
                  ))}
                </div>
                <ModelPanel model={model} />
              </>
            )}
          </div>
        </>
      )}
    </Section>
  );
}

function ModelPanel({ model }: { model: ModelCard }) {
  return (
    <article className={styles.panel} aria-live="polite">
      <Image src={model.image} alt={model.name} width={MEDIA.car.width} height={MEDIA.car.height} className={styles.image} />
      <div>
        <span className={styles.category}>{model.car_category || model.category}</span>
        <h3 className={styles.name}>{model.name}</h3>
        <p className={styles.preview}>{model.preview_text}</p>
        <PriceBlock priceOtr={model.price_otr} priceDisc={model.price_disc} hargaMulai={model.harga_mulai} priceCredit={model.price_credit} className={styles.prices} />
        <div className={styles.actions}>
          <ButtonLink to={paths.carDetail.getHref(model.car_seo)}>PREVIEW</ButtonLink>
          <ButtonLink to={paths.testDrive.getHref({ category: model.category_id, model: model.car_model_id })} variant="secondary">
            Test Drive
          </ButtonLink>
          <ButtonLink to={paths.order.getHref({ category: model.category_id, model: model.car_model_id })} variant="dark">
            Booking
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
