/**
 * Brochures per car category, two or more in every tab but `electrified` (which stays empty so it
 * shows 'Not Found Items'): the model's brochure, and an accessories catalogue for a few models.
 */
import { ALL_MODELS } from '../catalogue/lineup';

/** [category seo, model seo, accessories catalogue?, downloaded so far]. */
const ROWS: Array<[string, string, boolean, number]> = [
  ['hatchback', 'agya', false, 312],
  ['hatchback', 'yaris', false, 145],
  ['hatchback', 'agya', true, 96],
  ['mpv', 'calya', false, 204],
  ['mpv', 'avanza', false, 587],
  ['mpv', 'veloz', false, 341],
  ['mpv', 'kijang-innova', false, 158],
  ['mpv', 'innova-zenix', false, 276],
  ['mpv', 'alphard', false, 77],
  ['suv', 'raize', false, 198],
  ['suv', 'rush', false, 233],
  ['suv', 'yaris-cross', false, 167],
  ['suv', 'corolla-cross', false, 121],
  ['suv', 'fortuner', false, 402],
  ['suv', 'fortuner', true, 134],
  ['sedan', 'vios', false, 88],
  ['sedan', 'corolla-altis', false, 70],
  ['sedan', 'camry', false, 61],
  ['commercial', 'hilux-rangga', false, 142],
  ['commercial', 'hilux-d-cab', false, 118],
  ['commercial', 'hiace', false, 73],
  ['sport', 'gr86', false, 54],
  ['sport', 'gr86', true, 39],
];

const nameOf = (seo: string) => {
  const model = ALL_MODELS.find((m) => m.seo === seo);
  if (!model) throw new Error(`brochure for unknown model ${seo}`);
  return model.name;
};

/** Brochures with their PDF and cover paths; `categorySeo` is resolved at insert time. */
export const BROCHURES = ROWS.map(([categorySeo, seo, accessories, downloaded], i) => {
  const slug = accessories ? `${seo}-aksesoris` : seo;
  const model = nameOf(seo);
  return {
    categorySeo,
    seo,
    model,
    accessories,
    slug,
    title: accessories ? `Katalog Aksesoris Toyota ${model}` : `Brosur Toyota ${model}`,
    image: `/media/brochures/${slug}.svg`,
    file: `/media/brochures/${slug}.pdf`,
    downloaded,
    sort: i + 1,
  };
});
