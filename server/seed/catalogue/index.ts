/**
 * Seeds the vehicle catalogue: categories, models, types, colours, credit rates, finder and trade-in
 * choices. Prices are DEMO prices (approximate 2025-2026 Java OTR lists), not the dealer's offer.
 */
import { BRAND } from '../../../domain/brand';
import { DEFAULT_FLAT_RATES } from '../../../domain/credit';
import type { Db } from '../../db/client';
import {
  carCategories, carColors, carModels, carTypes, creditRates, journeyQuestions, journeyResults, knownVehicles,
  tradeInBrandModels, tradeInBrands, tradeInBrandTypes,
} from '../../db/schema';
import { COLORS } from './colors';
import { JOURNEY_CHOICES, journeyRowsOf } from './journey';
import { LINEUP, rupiah, specificationOf, transmissionOf } from './lineup';
import { CUBE_FACES, GALLERY_SIZE, SLIDES_PER_MODEL, carMedia } from './media-paths';
import type { ModelSeed } from './model-seed';
import { KNOWN_VEHICLES, TRADE_IN_CARS, tradeInTypesOf } from './trade-in';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The car_models row of a seed model (media URLs from media-paths). */
function modelRow(m: ModelSeed, categoryId: number, sort: number): typeof carModels.$inferInsert {
  const seo = m.seo;
  const gallery = (url: (s: string, i: number) => string) => ({ cover: url(seo, 0), gallery: range(GALLERY_SIZE).map((i) => url(seo, i + 1)) });
  const whatsapp = `${BRAND.whatsappLink}?text=${encodeURIComponent(`Halo ${BRAND.name}, saya tertarik dengan Toyota ${m.name}`)}`;
  return {
    categoryId, sort, seo, name: m.name, bodyStyle: m.body, previewText: m.preview,
    metaTitle: `Toyota ${m.name} - ${BRAND.name}`,
    image: carMedia.color(seo, m.colors[0]),
    featured: m.featured.map(([icon, title, subtitle]) => ({ icon: carMedia.featureIcon(icon), title, subtitle })),
    slider: range(SLIDES_PER_MODEL).map((i) => carMedia.slider(seo, i)),
    sliderMobile: range(SLIDES_PER_MODEL).map((i) => carMedia.sliderMobile(seo, i)),
    exterior: gallery(carMedia.exterior),
    interior: gallery(carMedia.interior),
    interior360: Object.fromEntries(CUBE_FACES.map((f) => [f, carMedia.cube(seo, f)])) as Record<(typeof CUBE_FACES)[number], string>,
    // The sports coupe is sold through a specialist, so its page has no WhatsApp call to action.
    cta: m.body === 'coupe' ? null : { title: `Konsultasi Toyota ${m.name} via WhatsApp`, whatsapp },
    video: m.video ? { cover: carMedia.videoCover(seo), url: carMedia.video(seo) } : null,
    recommended: Boolean(m.ribbon),
    ribbon: m.ribbon ?? '',
  };
}

async function seedModel(db: Db, m: ModelSeed, categoryId: number, sort: number): Promise<void> {
  const [{ id: modelId }] = await db.insert(carModels).values(modelRow(m, categoryId, sort)).returning({ id: carModels.id });
  await db.insert(carTypes).values(m.types.map((t, i) => ({
    modelId, sort: i, name: t.name, transmission: transmissionOf(t.name),
    priceOtr: rupiah(t.otr), priceDisc: t.disc ? rupiah(t.disc) : 0,
    image: carMedia.color(m.seo, m.colors[i % m.colors.length]),
    spec: specificationOf(m, t),
  })));
  await db.insert(carColors).values(m.colors.map((key, i) => ({
    modelId, sort: i, name: COLORS[key].name, hex: COLORS[key].hex,
    image: carMedia.color(m.seo, key), framesPath: carMedia.frames(m.seo, key),
  })));
  const journey = journeyRowsOf(m).map((r) => ({ ...r, modelId }));
  if (journey.length) await db.insert(journeyResults).values(journey);
}

async function seedTradeIn(db: Db): Promise<void> {
  for (const { brand, models } of TRADE_IN_CARS) {
    const [{ id: brandId }] = await db.insert(tradeInBrands).values({ name: brand }).returning({ id: tradeInBrands.id });
    for (const model of models) {
      const [{ id: brandModelId }] = await db.insert(tradeInBrandModels).values({ brandId, name: model[0] }).returning({ id: tradeInBrandModels.id });
      await db.insert(tradeInBrandTypes).values(tradeInTypesOf(model).map((row) => ({ brandModelId, ...row })));
    }
  }
}

/** Seeds every catalogue table; the caller runs it inside one transaction. */
export async function seedCatalogue(db: Db): Promise<void> {
  const later: Array<() => Promise<void>> = [];
  for (const [sort, c] of LINEUP.entries()) {
    const [{ id: categoryId }] = await db.insert(carCategories).values({ name: c.name, seo: c.seo, sort }).returning({ id: carCategories.id });
    for (const [i, m] of c.models.entries()) {
      const insert = () => seedModel(db, m, categoryId, sort * 100 + i);
      if (m.late) later.push(insert);
      else await insert();
    }
  }
  // Menu order comes from `sort`; late additions only take the next ids.
  for (const insert of later) await insert();
  await db.insert(creditRates).values(Object.entries(DEFAULT_FLAT_RATES).map(([tenor, flatRate]) => ({ tenor: Number(tenor), flatRate })));
  await db.insert(journeyQuestions).values(JOURNEY_CHOICES.map(([questionNo, valueId, question], sort) => ({ questionNo, valueId, question, sort })));
  await seedTradeIn(db);
  await db.insert(knownVehicles).values(KNOWN_VEHICLES.map(([noRangka, description]) => ({ noRangka, description })));
}
