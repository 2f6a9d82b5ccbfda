/** Previous and Next (disabled while the step is invalid); on step 5 the 'Booking Fee' button places the order. */
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { ORDER_MESSAGES } from '../../../stores/order/order-messages';
import { useStores } from '../../../stores/stores-context';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import styles from './wizard.module.css';

/** The wizard's buttons. */
export const WizardNav = observer(function WizardNav() {
  const { order, ui } = useStores();
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

  const ready = step < 5 ? order.canGoNext : order.canPlace;
  return (
    <>
      <div className={styles.nav}>
        {step > 1 ? <Button variant="light" onClick={() => moveTo(() => order.previous())} disabled={saving}>Previous</Button> : null}
        {step < 5 ? (
          <Button onClick={() => moveTo(() => order.next())} disabled={!ready}>Next</Button>
        ) : (
          <Button onClick={() => void book()} disabled={!ready || saving} aria-busy={saving || undefined}>
            {saving ? <Spinner label="Mengirim pesanan..." /> : 'Booking Fee'}
          </Button>
        )}
      </div>
      {!ready && !order.isBusy ? <p className={styles.hint}>Lengkapi langkah ini untuk melanjutkan.</p> : null}
    </>
  );
});
