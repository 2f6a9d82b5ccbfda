/**
 * Order (the wizard): restores the saved wizard, takes the car picked before "Buy a Car" from the
 * address (`?category=&model=` and, when picked, `&transmission=&type=&colour=`: src/lib/order-prefill.ts),
 * shows the step indicator, the current step and Previous / Next.
 *
 * The server draws a guest's empty step 1 (Registrasi), and the browser hydrates it as drawn: the step
 * stays on screen while the saved wizard is read (IndexedDB opens after hydration), and a saved wizard
 * then moves it to the saved step. Steps 2 to 5 are not in the first load (`deferred`: fetched once the
 * page is live, tried again when back online).
 */
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deferred } from '../../../lib/deferred';
import { useDocumentTitle } from '../../../lib/document-title';
import { drawsServerHtml } from '../../../lib/use-hydrated';
import { readOrderPrefill } from '../../../lib/order-prefill';
import { ORDER_STEPS } from '../../../stores/order-store';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { OrderPage } from '../components/order-page';
import styles from '../order.module.css';
import { StepIndicator } from './step-indicator';
import { StepRegistration } from './step-registration';
import { WizardNav } from './wizard-nav';
import { useAccessoryPrefill } from './accessory-picker';

const later = () => import('./later-steps');
const STEPS: ComponentType[] = [
  StepRegistration,
  deferred(() => later().then((steps) => steps.StepCar)),
  deferred(() => later().then((steps) => steps.StepColour)),
  deferred(() => later().then((steps) => steps.StepPayment)),
  deferred(() => later().then((steps) => steps.StepSummary)),
];

function StepSkeleton() {
  return (
    <LoadingRegion label="Memuat pesanan...">
      <Skeleton height={36} width="40%" />
      <Skeleton height={280} />
    </LoadingRegion>
  );
}

const OrderScreen = observer(function OrderScreen() {
  const order = useOrderStore();
  const [search, setSearch] = useSearchParams();
  useDocumentTitle('Pesan Mobil');
  useAccessoryPrefill(search);
  // The server's step 1 (and its hydration) stays until the saved wizard is read; drawn in the browser, the skeleton waits for it.
  const [fromServer] = useState(drawsServerHtml);

  useEffect(() => { void order.restore(); }, [order]);
  useEffect(() => {
    if (!order.isRestored || !search.has('category')) return;
    const car = readOrderPrefill(search);
    if (car) void order.prefill(car);
    // The query is used once; a reload must not undo what was chosen since.
    setSearch({}, { replace: true });
  }, [order, order.isRestored, search, setSearch]);

  const Step = STEPS[order.step - 1] ?? StepRegistration;
  return (
    <OrderPage title="Pesan Mobil Toyota" intro={`Langkah ${order.step} dari 5: ${ORDER_STEPS[order.step - 1]}`} top={<StepIndicator step={order.step} />}>
      <div className={styles.card}>
        {order.isRestored || fromServer ? (
          <>
            {/* Step 1 is in the first load: no boundary of its own, so it hydrates with the screen, before
                the restore (an effect of this screen) can move the wizard. In a boundary of its own it could
                hydrate later, against the restored values (a province's cities in a select the server drew
                empty): React's text mismatch (#418), seen on a loaded machine. */}
            {Step === StepRegistration ? <Step /> : <Suspense fallback={<StepSkeleton />}><Step /></Suspense>}
            <WizardNav />
          </>
        ) : <StepSkeleton />}
      </div>
    </OrderPage>
  );
});

/** The /order route's screen. */
export default OrderScreen;
