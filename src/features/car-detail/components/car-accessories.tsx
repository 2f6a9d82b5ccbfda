/**
 * Accessories and packages for the model (content): tick them to see the total (cash, or on
 * credit the part added to the down payment), then order the type the simulation shows with them
 * (`?aksesori=` carries the choice into the wizard; docs/stock.md).
 */
import { observer } from 'mobx-react-lite';
import type { CarDetail } from '../../../../domain/api';
import { accessoryTotals, type Accessory } from '../../../../domain/accessories';
import { useAccessories } from '../../../data/repositories/accessories';
import { paths } from '../../../lib/paths';
import type { CreditSimulationStore } from '../../../stores/credit/credit-simulation-store';
import { AccessoryList, AccessoryTotalsLine } from '../../../ui/accessory-list';
import { ButtonLink } from '../../../ui/button';
import type { ChosenAccessories, ChosenColour } from '../chosen-colour';
import { DetailSection } from './detail-section';
import styles from './colour-showcase.module.css';

export const CarAccessories = observer(function CarAccessories({ detail, simulation, colour, accessories }: {
  detail: CarDetail; simulation: CreditSimulationStore; colour: ChosenColour; accessories: ChosenAccessories;
}) {
  const list = useAccessories(detail.car_model_id);
  if (!list.data?.length) return null;
  const chosen: Accessory[] = list.data.filter((a) => accessories.shown.includes(a.id));
  const type = simulation.type;
  const totals = accessoryTotals(chosen, 'kredit');
  const href = type
    ? `${paths.order.getHref({ category: detail.category_id, model: detail.car_model_id, transmission: type.car_transmission, type: type.car_type_id, colour: colour.id ?? undefined })}${chosen.length ? `&aksesori=${chosen.map((a) => a.id).join(',')}` : ''}`
    : null;
  return (
    <DetailSection id="car-accessories" eyebrow="Aksesori & Paket" title={`Lengkapi ${detail.car_model_name} Anda`}>
      <AccessoryList legend="Pilih aksesori atau paket" items={list.data} chosen={chosen.map((a) => a.id)}
        onToggle={(a, on) => accessories.toggle(a.id, on)} />
      <AccessoryTotalsLine totals={totals} credit />
      {href ? (
        <div className={styles.accessoryAction}>
          <ButtonLink to={href}>{chosen.length ? `Pesan ${type!.car_type_name} dengan aksesori` : `Pesan ${type!.car_type_name}`}</ButtonLink>
        </div>
      ) : null}
    </DetailSection>
  );
});
