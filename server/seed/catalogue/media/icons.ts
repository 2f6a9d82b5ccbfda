/** Line icons for the featured points of a model (drawn here, so no icon package is needed). */
import type { FeatureIcon } from '../model-seed';
import { svgDocument } from './svg';

const PATHS: Record<FeatureIcon, string> = {
  engine: 'M10 26h6v-6h14v6h8l4 4h6v-4h6v18h-6v-4h-6l-4 6H22l-6-6h-6z M24 20v-6h8',
  seat: 'M22 10c-4 0-6 3-5 7l4 21h20c3 0 5 2 5 5v3H20 M26 38l-2 14 M40 46v6',
  shield: 'M32 8l20 8v14c0 12-8 21-20 26C20 51 12 42 12 30V16z M24 31l6 6 11-12',
  fuel: 'M14 54V14c0-3 2-5 5-5h16c3 0 5 2 5 5v40 M10 54h34 M20 16h14v12H20z M40 24l8 6v16c0 3 4 3 4 0V26l-6-8',
  screen: 'M8 14h48v30H8z M24 52h16 M32 44v8',
  road: 'M22 8L10 56 M42 8l12 48 M32 12v8 M32 28v8 M32 44v8',
  cargo: 'M8 22l24-12 24 12v24L32 58 8 46z M8 22l24 12 24-12 M32 34v24',
  leaf: 'M14 50C14 26 28 12 52 12c0 24-14 38-38 38z M14 50l22-22',
  star: 'M32 8l7 15 16 2-12 11 3 16-14-8-14 8 3-16L9 25l16-2z',
};

/** A 64 x 64 icon in the brand's dark ink. */
export function featureIcon(icon: FeatureIcon): string {
  return svgDocument(64, 64, icon, `<path d="${PATHS[icon]}" fill="none" stroke="#1f2329" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`);
}
