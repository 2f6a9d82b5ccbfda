/**
 * The stock of the chosen type and colour: at the chosen branch ('Tersedia 2 unit di cabang ini',
 * 'Inden ± 4 minggu di cabang ini') with the group's note beside it; the order holds a unit (or is
 * inden) once placed (docs/stock.md).
 */
import { observer } from 'mobx-react-lite';
import { branchStockNote, stockNote } from '../../../../domain/stock';
import { useStock } from '../../../data/repositories/stock';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { StockBadge } from '../../../ui/stock-badge';
import styles from '../order.module.css';

export const WizardStockNote = observer(function WizardStockNote() {
  const order = useOrderStore();
  const { car_type: type, car_color: colour, cabang_id: branch } = order.values;
  const stock = useStock(type ? Number(type) : null, colour ? Number(colour) : null);
  if (!type || !colour || !stock.data) return null;
  const group = stockNote(stock.data);
  const here = branch ? branchStockNote(stock.data.find((b) => b.branch_id === Number(branch))) : null;
  const note = here ?? group;
  return (
    <div className={styles.stockNote}>
      <StockBadge kind={note.kind} text={note.text} detail={here ? group.text : undefined} />
    </div>
  );
});
