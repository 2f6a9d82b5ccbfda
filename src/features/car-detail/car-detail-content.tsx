/** The car detail sections; each loads on its own (skeletons meanwhile) and hides when it has nothing to show. */
import { useState } from 'react';
import type { CarDetail, CarType } from '../../../domain/api';
import { useCarDefault, useCarTypes, useCarVideo } from '../../data/repositories/car-detail';
import { SectionBoundary } from '../../ui/section-boundary';
import { Skeleton } from '../../ui/skeleton';
import { ColourShowcase } from './components/colour-showcase';
import { ComparePanel } from './components/compare-panel';
import { CreditPanel } from './components/credit-panel';
import { DetailSection } from './components/detail-section';
import { GalleryCards } from './components/gallery-cards';
import { Hero } from './components/hero';
import { TypeCarousel } from './components/type-carousel';
import { VideoSection } from './components/video-section';
import { WhatsappCta } from './components/whatsapp-cta';
import { chooseTypeCard, emptySimulation, fromCarDefault, type SimulationState } from './credit-simulation-state';
import { useCreditSimulation } from './use-credit-simulation';

const CREDIT_ID = 'car-credit';

/** Every section of one car. */
export function CarDetailContent({ detail }: { detail: CarDetail }) {
  const seo = detail.car_model_seo;
  const carDefault = useCarDefault(seo);
  const video = useCarVideo(seo);
  const types = useCarTypes(seo);
  // Until the visitor changes something, the simulation follows the car default (loaded on its own).
  const [changed, setChanged] = useState<SimulationState | null>(null);
  const simulation = changed ?? (carDefault.data ? fromCarDefault(carDefault.data) : emptySimulation(detail.car_model_id, detail.car_model_name));
  const outcome = useCreditSimulation(simulation);

  function simulateType(type: CarType) {
    setChanged(chooseTypeCard(simulation, type));
    document.getElementById(CREDIT_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const current = simulation.typeId !== null ? { id: simulation.typeId, name: simulation.typeName } : null;
  return (
    <>
      <SectionBoundary name="hero">
        <Hero detail={detail} />
      </SectionBoundary>
      <SectionBoundary name="colours">
        <ColourShowcase detail={detail} />
      </SectionBoundary>
      <SectionBoundary name="gallery">
        <GalleryCards detail={detail} />
      </SectionBoundary>
      <SectionBoundary name="video">
        <VideoSection name={detail.car_model_name} video={video.data} isLoading={video.isLoading} />
      </SectionBoundary>
      <SectionBoundary name="types">
        <TypeCarousel modelName={detail.car_model_name} types={types.data} isLoading={types.isLoading} selectedTypeId={simulation.typeId} onSimulate={simulateType} />
      </SectionBoundary>
      <SectionBoundary name="credit">
        <DetailSection id={CREDIT_ID} eyebrow="Credit Simulation" title={`Simulasi Kredit ${detail.car_model_name}`} alt>
          {carDefault.isLoading ? (
            <Skeleton height={320} />
          ) : (
            <CreditPanel state={simulation} onChange={setChanged} outcome={outcome} allTypes={types.data} categoryId={detail.category_id} />
          )}
          <ComparePanel modelId={detail.car_model_id} modelName={detail.car_model_name} current={current} />
        </DetailSection>
      </SectionBoundary>
      <WhatsappCta cta={detail.cta} />
    </>
  );
}
