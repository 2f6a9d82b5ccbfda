/** Home: every section loads on its own and hides itself when it has nothing to show. */
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { HydrateWhenSeen, ServerHtml } from '../../lib/hydrate-when-seen';
import { SectionBoundary } from '../../ui/section-boundary';
import { AfterSalesSection } from './components/after-sales-section';
import { CategoryModels } from './components/category-models';
import { DreamCarFinder } from './components/dream-car-finder';
import { FindDealerBlock } from './components/find-dealer-block';
import { IntroSlider } from './components/intro-slider';
import { NewsSection } from './components/news-section';
import { RecommendedProducts } from './components/recommended-products';
import { ServiceIcons } from './components/service-icons';
import { SpecialOffers } from './components/special-offers';
import { ValuesSection } from './components/values-section';
import { VideoBlock } from './components/video-block';

/** The first three are on a phone's first screen; the rest are hydrated when they come near it (hydrate-when-seen.tsx). */
const FIRST_SCREEN = 3;
/** Links and text only: kept as the server drew them until the visitor reaches into them, seen or not (issue 35). */
const SERVER_HTML = new Set(['service-icons', 'news', 'values', 'find-dealer']);

const SECTIONS: Array<[string, () => ReactNode]> = [
  ['intro-slider', () => <IntroSlider />],
  ['dream-car-finder', () => <DreamCarFinder />],
  ['service-icons', () => <ServiceIcons />],
  ['category-models', () => <CategoryModels />],
  ['recommended', () => <RecommendedProducts />],
  ['special-offers', () => <SpecialOffers />],
  ['after-sales', () => <AfterSalesSection />],
  ['news', () => <NewsSection />],
  ['values', () => <ValuesSection />],
  ['video', () => <VideoBlock />],
  ['find-dealer', () => <FindDealerBlock />],
];

export default function HomeScreen() {
  useDocumentTitle();
  return (
    <>
      <h1 className="visually-hidden">Merapi Toyota, dealer resmi Toyota Jawa Tengah dan DI Yogyakarta</h1>
      {SECTIONS.map(([name, render], index) => (
        <SectionBoundary key={name} name={name}>
          {SERVER_HTML.has(name) ? <ServerHtml name={`home-${name}`} below={index >= FIRST_SCREEN}>{render()}</ServerHtml>
            : index < FIRST_SCREEN ? render() : <HydrateWhenSeen name={`home-${name}`} render={render} />}
        </SectionBoundary>
      ))}
    </>
  );
}
