/** The finder's answer: 'Showing N result' and a card per model with DISCOVER and BUY A CAR, or the empty message. */
import type { JourneyResult, ModelCard } from '../../../../domain/api';
import { paths } from '../../../lib/paths';
import { BuyCarLink } from '../../../lib/site-links';
import { buttonClass, ButtonLink } from '../../../ui/button';
import { Image } from '../../../ui/image';
import { PriceBlock } from '../../../ui/price-block';
import styles from './journey-results.module.css';

/** The spec's empty text of the finder. */
export const JOURNEY_EMPTY_TEXT = 'Belum ada jenis mobil dengan pilihan ini';

/** The result count and cards, or the empty text. */
export function JourneyResults({ data }: { data: JourneyResult }) {
  if (data.result.length === 0) return <p className={styles.empty}>{JOURNEY_EMPTY_TEXT}</p>;
  return (
    <>
      <p className={styles.count} role="status">
        Showing {data.result_count} result
      </p>
      <ul className={styles.grid}>
        {data.result.map((model) => (
          <li key={model.car_model_id}>
            <ResultCard model={model} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ResultCard({ model }: { model: ModelCard }) {
  return (
    <article className={styles.card} aria-labelledby={`journey-model-${model.car_model_id}`}>
      <Image src={model.image} alt="" width={800} height={450} sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw" className={styles.image} />
      <span className={styles.category}>{model.car_category}</span>
      <h3 id={`journey-model-${model.car_model_id}`} className={styles.name}>
        {model.name}
      </h3>
      <PriceBlock priceOtr={model.price_otr} priceDisc={model.price_disc} hargaMulai={model.harga_mulai} priceCredit={model.price_credit} />
      <div className={styles.actions}>
        <ButtonLink to={paths.carDetail.getHref(model.car_seo)} variant="secondary" aria-label={`DISCOVER ${model.name}`}>
          DISCOVER
        </ButtonLink>
        <BuyCarLink car={{ category: model.category_id, model: model.car_model_id }} className={buttonClass()} aria-label={`BUY A CAR ${model.name}`}>
          BUY A CAR
        </BuyCarLink>
      </div>
    </article>
  );
}
