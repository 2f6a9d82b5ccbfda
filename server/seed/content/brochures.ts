/** Brochures per car category; none for `electrified`, so that tab shows 'Not Found Items'. */

/** [category seo, model name, downloaded so far]. */
const ROWS: Array<[string, string, number]> = [
  ['hatchback', 'Agya', 312],
  ['mpv', 'Calya', 204],
  ['mpv', 'Avanza', 587],
  ['mpv', 'Veloz', 341],
  ['mpv', 'Innova Zenix', 276],
  ['suv', 'Raize', 198],
  ['suv', 'Rush', 233],
  ['suv', 'Yaris Cross', 167],
  ['suv', 'Fortuner', 402],
  ['sedan', 'Vios', 88],
  ['sedan', 'Camry', 61],
  ['commercial', 'Hilux', 142],
  ['commercial', 'Hiace', 73],
  ['sport', 'GR86', 54],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Brochures with their PDF and thumbnail paths; `categorySeo` is resolved at insert time. */
export const BROCHURES = ROWS.map(([categorySeo, model, downloaded], i) => ({
  categorySeo,
  model,
  slug: slug(model),
  title: `Brosur Toyota ${model}`,
  image: `/media/brochures/${slug(model)}.svg`,
  file: `/media/brochures/${slug(model)}.pdf`,
  downloaded,
  sort: i + 1,
}));
