/** The car types of the chosen model and transmission as radio tiles: image, name, the price by the price rule. */
import { observer } from 'mobx-react-lite';
import type { CarType } from '../../../../domain/api';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { wizardPrice } from './wizard-price';
import { EmptyState } from '../../../ui/empty-state';
import { Image } from '../../../ui/image';
import { CarPrice } from '../../../ui/car-price';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import styles from './tiles.module.css';

function TypeTile({ type, checked, onChoose }: { type: CarType; checked: boolean; onChoose: () => void }) {
  return (
    <label className={styles.tile}>
      <input type="radio" name="car_type" value={type.car_type_id} checked={checked} onChange={onChoose} />
      <Image src={type.image} alt="" width={320} height={200} className={styles.tileImage} />
      <span className={styles.tileName}>{type.car_type_name}</span>
      <CarPrice price={wizardPrice(type)} stacked className={styles.tilePrice} />
    </label>
  );
}

/** Skeleton tiles, 'Not Found Items', or the type radios. */
export const TypeTiles = observer(function TypeTiles() {
  const order = useOrderStore();
  if (order.typesStatus === 'idle') return <p className={styles.hintBox}>Pilih model dan transmisi untuk melihat tipe mobil.</p>;
  if (order.typesStatus === 'loading') {
    return (
      <LoadingRegion label="Memuat tipe mobil..." className={styles.tiles}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeletonTile}>
            <Skeleton ratio="16 / 10" />
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="50%" />
          </div>
        ))}
      </LoadingRegion>
    );
  }
  if (order.types.length === 0) return <EmptyState text="Not Found Items" />;
  return (
    <fieldset className={styles.tiles}>
      <legend className={styles.legend}>Tipe Mobil</legend>
      {order.types.map((t) => (
        <TypeTile key={t.car_type_id} type={t} checked={order.values.car_type === t.car_type_id} onChoose={() => order.chooseType(t)} />
      ))}
    </fieldset>
  );
});
