/**
 * Previous and Next; on step 5 the 'Booking Fee' button places the order. While the step is invalid
 * Next stays focusable (aria-disabled) and says what is missing; pressing it shows every message.
 */
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { ORDER_MESSAGES } from '../../../stores/order/order-messages';
import { useStores } from '../../../stores/stores-context';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { MissingNote } from '../../../ui/submit-button';
import styles from './wizard.module.css';

/** The wizard's buttons. */
export const WizardNav = observer(function WizardNav() {
  const { ui } = useStores();
  const order = useOrderStore();
  const navigate = useNavigate();
  const { step } = order;
  const saving = order.submission.isSaving;
  const moveTo = (go: () => void) => {
    go();
    document.getElementById('main')?.scrollIntoView({ block: 'start' });
  };

  async function book() {
    const outcome = await order.submission.place();
    if (outcome !== 'placed') return;
    navigate(paths.orderInfo.getHref());
    await ui.showDialog({ kind: 'success', title: ORDER_MESSAGES.success });
  }

  const hintId = useId();
  // Server-drawn step 1 is live before the saved wizard is read: moving on waits for it (restoring
  // afterwards would redo the car's types under a step already past).
  const ready = order.isRestored && (step < 5 ? order.canGoNext : order.canPlace);
  const explain = !ready && !order.isBusy && order.isRestored;
  const blocked = { 'aria-disabled': !ready || undefined, 'aria-describedby': explain ? hintId : undefined };
  // A blocked step shows the messages of its fields instead of moving on.
  const showMissing = () => order.form.touchAll(order.form.step(step));
  return (
    <>
      <div className={styles.nav}>
        {step > 1 ? <Button variant="light" onClick={() => moveTo(() => order.previous())} disabled={saving}>Previous</Button> : null}
        {step < 5 ? (
          <Button onClick={() => (ready ? moveTo(() => order.next()) : showMissing())} {...blocked}>Next</Button>
        ) : (
          <Button onClick={() => (ready ? void book() : showMissing())} disabled={saving} aria-busy={saving || undefined} {...blocked}>
            {saving ? <Spinner label="Mengirim pesanan..." /> : 'Booking Fee'}
          </Button>
        )}
      </div>
      {explain ? <MissingNote id={hintId} className={styles.hint} summary="Lengkapi langkah ini untuk melanjutkan." missing={order.missing} /> : null}
    </>
  );
});
