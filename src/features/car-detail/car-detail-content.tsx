/** The car detail sections; each loads on its own (skeletons meanwhile) and hides when it has nothing to show. */
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { CarDetail, CarType } from '../../../domain/api';
import { DETAIL_PAGE_TENOR } from '../../../domain/constants';
import { ratesFromRows, type FlatRates } from '../../../domain/credit';
import { useCarDefault, useCarTypes, useCarVideo } from '../../data/repositories/car-detail';
import { useCreditRates } from '../../data/repositories/credit-rates';
import { CreditSimulationStore } from '../../stores/credit/credit-simulation-store';
import { useStores } from '../../stores/stores-context';
import { afterHydrating, ServerHtml } from '../../lib/hydrate-when-seen';
import { SectionBoundary } from '../../ui/section-boundary';
import { Skeleton } from '../../ui/skeleton';
import { ColourShowcase } from './components/colour-showcase';
import { CarStockNote } from './components/car-stock-note';
import { CarAccessories } from './components/car-accessories';
import { ComparePanel } from './components/compare-panel';
import { CreditPanel } from './components/credit-panel';
import { PartnerComparison } from '../../lib/deal/partner-comparison';
import { DetailSection } from './components/detail-section';
import { GalleryCards } from './components/gallery-cards';
import { Hero } from './components/hero';
import { TypeCarousel } from './components/type-carousel';
import { VideoSection } from './components/video-section';
import { WhatsappCta } from './components/whatsapp-cta';
import { ChosenAccessories, ChosenColour } from './chosen-colour';

const CREDIT_ID = 'car-credit';

type CarTypes = ReturnType<typeof useCarTypes>;
/** Wait after the last change (the slider moving) before asking for the instalment. */
const DEBOUNCE_MS = 250;

/** The page's credit simulation: it starts from the car default (loaded on its own) and recalculates by itself. */
function useDetailSimulation(modelId: number, seo: string) {
  const { ui } = useStores();
  const carDefault = useCarDefault(seo);
  const rates = useCreditRates();
  // With the default already at hand (the server's answers, the mirror), the store starts from it in the
  // first render: the server draws the chosen type, and hydration changes nothing (no second render of
  // every section when an effect would set it). With the rates too, the instalment shows in that render
  // (the server's HTML has it), and the server's answer on mount only confirms it.
  const [store] = useState(() => {
    const simulation = new CreditSimulationStore({ tenor: DETAIL_PAGE_TENOR, onError: (text) => ui.showToast('error', text) });
    if (carDefault.data?.car_model_id === modelId) {
      simulation.startFrom(carDefault.data);
      if (rates.data) simulation.preview(ratesFromRows(rates.data));
    }
    return simulation;
  });
  const started = useRef(store.type !== null);
  // The rates the page has read, for the instalment each change shows at once (the server confirms it).
  const ratesRef = useRef<FlatRates | null>(null);
  useEffect(() => {
    ratesRef.current = rates.data ? ratesFromRows(rates.data) : null;
  }, [rates.data]);
  useEffect(() => {
    store.setModel(modelId);
    return store.autoCalculate(DEBOUNCE_MS, undefined, () => ratesRef.current);
  }, [store, modelId]);
  useEffect(() => {
    // The default applies until the visitor chooses something himself.
    if (!carDefault.data || started.current || store.type) return;
    started.current = true;
    store.startFrom(carDefault.data);
  }, [carDefault.data, store]);
  return { store, isLoading: carDefault.isLoading };
}

/** The type cards, the chosen one marked: only this re-renders when the simulation's type (or the chosen colour) changes. */
const TypesSection = observer(function TypesSection({ detail, types, simulation, colour, onSimulate }: {
  detail: CarDetail; types: CarTypes; simulation: CreditSimulationStore; colour: ChosenColour; onSimulate: (type: CarType) => void;
}) {
  const car = { category: detail.category_id, model: detail.car_model_id, colour: colour.id ?? undefined };
  return (
    <TypeCarousel modelName={detail.car_model_name} car={car} types={types.data} isLoading={types.isLoading} selectedTypeId={simulation.type?.car_type_id ?? null} onSimulate={onSimulate} />
  );
});

/**
 * The leasing partners, following the simulation's figures and the accessories ticked: only this
 * re-renders when the tenor or the down payment moves, not the credit section around it (issue 35.3).
 * The figures reach the comparison a moment later, in a render React can interrupt: the key event of
 * a tenor chosen draws the select and the result only, and the comparison (its options, every
 * partner's quote) follows after the screen has answered.
 */
const SimulationPartners = observer(function SimulationPartners({ simulation, colourId, accessories }: {
  simulation: CreditSimulationStore; colourId: number | null; accessories: ChosenAccessories;
}) {
  const carTypeId = useDeferredValue(simulation.type?.car_type_id ?? null);
  const price = useDeferredValue(simulation.price);
  const dp = useDeferredValue(simulation.uangMuka);
  const tenor = useDeferredValue(simulation.tenor);
  return (
    <PartnerComparison carTypeId={carTypeId} price={price} dp={dp} tenor={tenor}
      colourId={colourId} accessoryIds={accessories.ids} />
  );
});

/** The credit panel and the comparison, following the simulation. */
const CreditSection = observer(function CreditSection({ detail, types, simulation, colour, accessories, isLoading }: {
  detail: CarDetail; types: CarTypes; simulation: CreditSimulationStore; colour: ChosenColour; accessories: ChosenAccessories; isLoading: boolean;
}) {
  const current = simulation.type ? { id: simulation.type.car_type_id, name: simulation.type.car_type_name } : null;
  return (
    <DetailSection id={CREDIT_ID} eyebrow="Credit Simulation" title={`Simulasi Kredit ${detail.car_model_name}`} alt credit>
      {isLoading && !simulation.type ? (
        <Skeleton height={320} />
      ) : (
        <CreditPanel store={simulation} allTypes={types.data} categoryId={detail.category_id} colourId={colour.id} />
      )}
      <SimulationPartners simulation={simulation} colourId={colour.id ?? detail.color[0]?.color_id ?? null} accessories={accessories} />
      <ComparePanel modelId={detail.car_model_id} modelName={detail.car_model_name} current={current} />
    </DetailSection>
  );
});

/**
 * Every section of one car (the sections that follow the simulation observe it themselves). On a server
 * page the gallery, the video, and the type cards with the credit panel are hydrated when they come
 * within a screen of view, or are reached into (hydrate-when-seen.tsx, issue 35): on a phone the last two
 * are three to four screens down and were more than half of what the page hydrated (251 of 431
 * elements). They follow the colour and the accessories chosen above them, so a choice made while they
 * wait hydrates them first and reaches them after (`afterHydrating`): hydrated after it, they would keep
 * the server's attributes (the BUY A CAR link without the colour). The swatches and the ticks show a
 * choice at once (`shown`). The part's hydration starts as the visitor reaches into those choices (a
 * finger down, a focus), so it is mostly done when the choice comes. The simulation they share is
 * changed only inside them, or by the page's first calculation, which confirms what the server drew.
 */
export function CarDetailContent({ detail }: { detail: CarDetail }) {
  const seo = detail.car_model_seo;
  const video = useCarVideo(seo);
  const types = useCarTypes(seo);
  const { store: simulation, isLoading } = useDetailSimulation(detail.car_model_id, seo);
  const buying = `car-${seo}-buy`;
  const [colour] = useState(() => new ChosenColour((change) => afterHydrating(buying, change)));
  const [accessories] = useState(() => new ChosenAccessories((change) => afterHydrating(buying, change)));

  function simulateType(type: CarType) {
    simulation.chooseTypeCard(type);
    document.getElementById(CREDIT_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <>
      <SectionBoundary name="hero">
        <Hero detail={detail} />
      </SectionBoundary>
      <SectionBoundary name="colours">
        <ColourShowcase detail={detail} chosen={colour} note={<CarStockNote detail={detail} simulation={simulation} colour={colour} />} />
      </SectionBoundary>
      <SectionBoundary name="accessories">
        <CarAccessories detail={detail} simulation={simulation} colour={colour} accessories={accessories} />
      </SectionBoundary>
      <SectionBoundary name="gallery">
        <ServerHtml name={`car-${seo}-gallery`} until="seen"><GalleryCards detail={detail} /></ServerHtml>
      </SectionBoundary>
      <SectionBoundary name="video">
        <ServerHtml name={`car-${seo}-video`} until="seen"><VideoSection name={detail.car_model_name} video={video.data} isLoading={video.isLoading} /></ServerHtml>
      </SectionBoundary>
      <ServerHtml name={buying} until="seen" alsoReachedIn="#car-colours, #car-accessories">
        <SectionBoundary name="types">
          <TypesSection detail={detail} types={types} simulation={simulation} colour={colour} onSimulate={simulateType} />
        </SectionBoundary>
        <SectionBoundary name="credit">
          <CreditSection detail={detail} types={types} simulation={simulation} colour={colour} accessories={accessories} isLoading={isLoading} />
        </SectionBoundary>
      </ServerHtml>
      <ServerHtml name={`car-${seo}-whatsapp`}><WhatsappCta cta={detail.cta} /></ServerHtml>
    </>
  );
}
