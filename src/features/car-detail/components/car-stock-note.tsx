/** Under the colours: whether the type the simulation shows, in the chosen colour, is in stock ('Tersedia di N cabang') or inden ('Inden ± N minggu'). */
import { observer } from 'mobx-react-lite';
import type { CarDetail } from '../../../../domain/api';
import { stockNote } from '../../../../domain/stock';
import { useStock } from '../../../data/repositories/stock';
import type { CreditSimulationStore } from '../../../stores/credit/credit-simulation-store';
import { StockBadge } from '../../../ui/stock-badge';
import type { ChosenColour } from '../chosen-colour';
import styles from './colour-showcase.module.css';

export const CarStockNote = observer(function CarStockNote({ detail, simulation, colour }: { detail: CarDetail; simulation: CreditSimulationStore; colour: ChosenColour }) {
  const type = simulation.type;
  const shown = detail.color.find((c) => c.color_id === colour.shown) ?? detail.color[0];
  const stock = useStock(type?.car_type_id ?? null, shown?.color_id ?? null);
  if (!type || !shown || !stock.data) return null;
  const note = stockNote(stock.data);
  return (
    <div className={styles.stock}>
      <StockBadge kind={note.kind} text={note.text} detail={`${type.car_type_name}, ${shown.color_name}`} />
    </div>
  );
});
