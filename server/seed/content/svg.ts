/** Line icons as SVG documents, and a stable hash for picking looks by name. No photos, no brand logos. */
import { ICONS, type IconName } from './icons';

/** A stable small number from a string, so the same name always gets the same look. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A plain line icon on a transparent background, in the brand red. */
export function iconSvg(icon: IconName, color = '#EB0A1E'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" role="img">${ICONS[icon]}</svg>`;
}
