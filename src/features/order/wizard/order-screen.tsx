/**
 * Order (the wizard): restores the saved wizard, takes the car picked before "Buy a Car" from the
 * address (`?category=&model=` and, when picked, `&transmission=&type=&colour=`: src/lib/order-prefill.ts),
 * shows the step indicator, the current step and Previous / Next.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/document-title';
import { readOrderPrefill } from '../../../lib/order-prefill';
import { ORDER_STEPS } from '../../../stores/order-store';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { OrderPage } from '../components/order-page';
import styles from '../order.module.css';
import { StepCar } from './step-car';
import { StepColour } from './step-colour';
import { StepIndicator } from './step-indicator';
import { StepPayment } from './step-payment';
import { StepRegistration } from './step-registration';
import { StepSummary } from './step-summary';
import { WizardNav } from './wizard-nav';
import { useAccessoryPrefill } from './accessory-picker';

const STEPS: ComponentType[] = [StepRegistration, StepCar, StepColour, StepPayment, StepSummary];

const OrderScreen = observer(function OrderScreen() {
  const order = useOrderStore();
  const [search, setSearch] = useSearchParams();
  useDocumentTitle('Pesan Mobil');
  useAccessoryPrefill(search);

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
        {order.isRestored ? (
          <>
            <Step />
            <WizardNav />
          </>
        ) : (
          <LoadingRegion label="Memuat pesanan...">
            <Skeleton height={36} width="40%" />
            <Skeleton height={280} />
          </LoadingRegion>
        )}
      </div>
    </OrderPage>
  );
});

/** The /order route's screen. */
export default OrderScreen;
