/** The optional chassis number with 'CEK NOMOR RANGKA' (guests only): green for a known customer, red for a new one. */
import { observer } from 'mobx-react-lite';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { Alert } from '../../../ui/alert';
import styles from './wizard.module.css';

/** The chassis field, its button and alert. */
export const ChassisCheck = observer(function ChassisCheck() {
  const order = useOrderStore();
  const empty = !order.values.no_rangka.trim();
  return (
    <div className={styles.chassis}>
      <div className={styles.chassisRow}>
        <TextField
          label="Nomor Rangka (opsional)"
          value={order.values.no_rangka}
          onChange={(v) => order.setField('no_rangka', v.toUpperCase())}
          maxLength={32}
          autoComplete="off"
        />
        <Button variant="dark" onClick={() => void order.checkChassis()} disabled={empty || order.chassis.isChecking} aria-busy={order.chassis.isChecking || undefined}>
          {order.chassis.isChecking ? <Spinner label="Memeriksa nomor rangka..." /> : 'CEK NOMOR RANGKA'}
        </Button>
      </div>
      <span className={styles.chassisHint}>Pelanggan lama dapat memeriksa nomor rangka kendaraannya.</span>
      {order.chassis.alert ? <Alert kind={order.chassis.alert.kind}>{order.chassis.alert.text}</Alert> : null}
    </div>
  );
});
