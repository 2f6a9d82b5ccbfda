/** Step 3 Pilih Warna: the model's colours as radio tiles (swatch, name) and a preview of the chosen one. */
import { observer } from 'mobx-react-lite';
import { useOrderColours } from '../../../data/repositories/order';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { EmptyState } from '../../../ui/empty-state';
import { Image } from '../../../ui/image';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import styles from '../order.module.css';
import tiles from './tiles.module.css';
import { WizardStockNote } from './stock-note';

/** Step 3. */
export const StepColour = observer(function StepColour() {
  const order = useOrderStore();
  const colours = useOrderColours(order.values.car_model || null);
  const title = [order.labels.car_model, order.type?.car_type_name].filter(Boolean).join(' ');
  const preview = order.colour?.image ?? order.type?.image;

  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>
        {title} <span className={styles.muted}>({order.values.car_transmission})</span>
      </h2>
      {preview ? (
        <figure className={tiles.preview}>
          <Image src={preview} alt={`${title} ${order.colour?.color_name ?? ''}`.trim()} width={560} height={350} priority />
          <figcaption className={tiles.previewCaption}>{order.colour ? order.colour.color_name : 'Pilih warna favorit Anda'}</figcaption>
        </figure>
      ) : null}
      {colours.isLoading ? (
        <LoadingRegion label="Memuat warna..." className={`${tiles.tiles} ${tiles.colours}`}>
          {[0, 1, 2, 3].map((i) => <Skeleton key={i} height={96} />)}
        </LoadingRegion>
      ) : !colours.data?.length ? (
        <EmptyState text="Not Found Items" />
      ) : (
        <fieldset className={`${tiles.tiles} ${tiles.colours}`}>
          <legend className={tiles.legend}>Warna Mobil</legend>
          {colours.data.map((c) => (
            <label key={c.color_id} className={tiles.tile}>
              <input type="radio" name="car_color" value={c.color_id} checked={order.values.car_color === c.color_id} onChange={() => order.chooseColour(c)} />
              <span className={tiles.swatch} style={{ background: c.color_palette }} aria-hidden="true" />
              <span className={tiles.colourName}>{c.color_name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <WizardStockNote />
    </div>
  );
});
