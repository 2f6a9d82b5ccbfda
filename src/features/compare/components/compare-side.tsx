/** One car of the comparison: its four chained selects, then the chosen type's image, name and price. */
import type { Category } from '../../../../domain/api';
import { useComparisonTypes, useModelLookups } from '../../../data/repositories/compare';
import type { CarChoice } from '../../../ui/car-choice';
import { CarChoiceFields } from '../../../ui/car-choice-fields';
import { Icon } from '../../../ui/icons';
import { Image } from '../../../ui/image';
import { Money } from '../../../ui/money';
import styles from './compare-side.module.css';

interface CompareSideProps {
  index: 1 | 2;
  value: CarChoice;
  onChange: (next: CarChoice) => void;
  categories: Category[] | undefined;
}

/** One column of the compare screen. */
export function CompareSide({ index, value, onChange, categories }: CompareSideProps) {
  const models = useModelLookups(value.categoryId);
  const types = useComparisonTypes(value.modelId, value.transmission);
  const modelName = models.data?.find((m) => m.car_model_id === value.modelId)?.car_mode_name ?? '';
  return (
    <section className={styles.side} aria-labelledby={`compare-side-${index}`}>
      <h2 id={`compare-side-${index}`} className={styles.heading}>
        Mobil {index}
      </h2>
      <div className={styles.picture}>
        {value.type ? (
          <Image src={value.type.image} alt={`${modelName} ${value.type.name}`} width={800} height={450} className={styles.image} />
        ) : (
          <span className={styles.placeholder}>
            <Icon name="car" size={48} />
            Pilih mobil {index}
          </span>
        )}
      </div>
      {value.type ? (
        <p className={styles.chosen} data-testid={`compare-side-${index}-type`}>
          <strong>
            {modelName} {value.type.name}
          </strong>
          <Money value={value.type.price} className={styles.price} />
        </p>
      ) : null}
      <CarChoiceFields className={styles.fields} value={value} onChange={onChange} categories={categories} models={models.data} types={types.data} legend={`Mobil ${index}`} hideLegend />
    </section>
  );
}
