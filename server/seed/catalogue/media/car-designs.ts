/**
 * What sets each model apart beyond its spec figures (mm, estimated from public side and front
 * views): proportions the figures do not carry, and its grille, lamps, wheels and trim.
 */
import type { Character } from './car-design';

/** Per-model overrides of the body-style preset, by model seo. */
export const DESIGNS: Record<string, Partial<Character>> = {
  agya: { fo: 700, hood: 1000, hoodFront: 790, greenhouse: 480, roofBack: 300, grille: 'trapezoid', lamp: 'sharp', rim: 'twin5' },
  yaris: {
    fo: 830, hood: 1180, wsRun: 880, roofBack: 470, glassBase: 170, hoodFront: 760, greenhouse: 440, beltRise: 90,
    grille: 'mouth', lamp: 'sharp', rim: 'spoke5', rimFinish: 'dark', blackRoof: true, spoiler: true,
  },
  calya: {
    fo: 690, hood: 950, wsRun: 760, hoodFront: 840, greenhouse: 540, beltRise: 30, cornerF: 240, cornerR: 180,
    grille: 'chrome-bars', lamp: 'wide', tail: 'pillar', rim: 'spoke5',
  },
  // The Avanza an upright box (flat roof, straight belt, near-vertical tailgate); its Veloz twin a falling
  // roof over a belt that kicks up at the rear quarter window and a raked tailgate.
  avanza: { fo: 790, hood: 1080, roofBack: 130, glassBase: 90, hoodFront: 880, greenhouse: 550, beltRise: 20, grille: 'hex', lamp: 'slim', tail: 'wrap', rim: 'twin5', spoiler: true },
  veloz: {
    fo: 820, hood: 1110, wsRun: 880, roofBack: 300, glassBase: 130, hoodFront: 900, greenhouse: 540, beltRise: 60, beltKick: 80, roofDrop: 90,
    grille: 'hex', lamp: 'sharp', tail: 'bar', rim: 'ymachined', rimFinish: 'machined', floating: true, spoiler: true,
  },
  'kijang-innova': {
    fo: 900, hood: 1180, wsRun: 860, roofBack: 150, hoodFront: 960, greenhouse: 570, beltRise: 30, cornerF: 260, cornerR: 160,
    grille: 'chrome-bars', lamp: 'wide', tail: 'pillar', rim: 'spoke5', rails: true,
  },
  // A crossover MPV: long hood, fast windscreen, the roof falling to a raked tailgate, a kicked belt.
  'innova-zenix': {
    fo: 930, hood: 1300, wsRun: 980, roofBack: 420, glassBase: 150, hoodFront: 950, greenhouse: 540, beltRise: 70, beltKick: 110, roofDrop: 140,
    grille: 'hex', lamp: 'sharp', tail: 'wrap', rim: 'ymachined', rimFinish: 'machined', chrome: true, spoiler: true,
  },
  alphard: { fo: 960, hood: 880, wsRun: 1080, hoodFront: 980, greenhouse: 700, grille: 'grand', lamp: 'stacked', tail: 'pillar', rim: 'multi', chrome: true },
  // The Raize's black roof falls towards a raked tailgate; the Yaris Cross stays upright and flat-roofed.
  raize: {
    fo: 760, hood: 1080, wsRun: 820, roofBack: 380, glassBase: 150, hoodFront: 890, greenhouse: 500, beltRise: 90, beltKick: 50, roofDrop: 110,
    grille: 'trapezoid', lamp: 'sharp', tail: 'wrap', rim: 'ymachined', rimFinish: 'machined', blackRoof: true, floating: true, spoiler: true,
  },
  rush: {
    fo: 770, hood: 1150, wsRun: 720, roofBack: 150, hoodFront: 960, greenhouse: 540, beltRise: 40, cornerF: 270, cornerR: 180,
    grille: 'chrome-bars', lamp: 'wide', tail: 'pillar', rim: 'spoke5', rimFinish: 'silver', rails: true,
  },
  'yaris-cross': {
    fo: 830, hood: 1170, wsRun: 840, roofBack: 300, hoodFront: 910, greenhouse: 500, beltRise: 90,
    grille: 'hex', lamp: 'slim', tail: 'wrap', rim: 'ymachined', blackRoof: true, spoiler: true,
  },
  'corolla-cross': {
    fo: 890, hood: 1230, wsRun: 880, roofBack: 310, hoodFront: 880, greenhouse: 500, beltRise: 70,
    grille: 'hex', lamp: 'sharp', tail: 'wrap', rim: 'spoke5', rimFinish: 'machined', rails: true, spoiler: true,
  },
  fortuner: {
    fo: 900, hood: 1420, wsRun: 700, roofBack: 190, hoodFront: 1010, greenhouse: 540, beltRise: 90, cornerF: 270,
    grille: 'chrome-bars', lamp: 'slim', tail: 'wrap', rim: 'ymachined', rimFinish: 'machined', rails: true, chrome: true, spoiler: true,
  },
  vios: { fo: 880, hood: 1300, wsRun: 780, roofBack: 1130, glassBase: 870, hoodFront: 740, greenhouse: 480, grille: 'trapezoid', lamp: 'slim', rim: 'twin5' },
  'corolla-altis': { fo: 920, hood: 1400, wsRun: 900, roofBack: 1260, glassBase: 900, hoodFront: 690, greenhouse: 430, grille: 'hex', lamp: 'sharp', rim: 'multi' },
  // The Camry's long low fastback roof against the Altis's shorter cabin and the Vios's upright one.
  camry: {
    fo: 980, hood: 1520, wsRun: 1000, roofBack: 1480, glassBase: 900, hoodFront: 680, greenhouse: 420, roofDrop: 70,
    grille: 'slats', lamp: 'sharp', rim: 'ymachined', rimFinish: 'machined', chrome: true,
  },
  'hilux-rangga': {
    fo: 880, hood: 1260, wsRun: 650, roofBack: 2680, glassBase: 2640, bed: 2560, hoodFront: 1000, greenhouse: 520,
    grille: 'trapezoid', lamp: 'wide', rim: 'steel', rimFinish: 'silver', doors: 2, cornerF: 220,
  },
  'hilux-d-cab': {
    fo: 900, hood: 1360, roofBack: 1640, glassBase: 1590, bed: 1560, hoodFront: 1060, greenhouse: 520,
    grille: 'pickup', lamp: 'slim', rim: 'ymachined', rimFinish: 'machined', cladding: true, chrome: true,
  },
  hiace: {
    fo: 1000, hood: 640, wsRun: 720, roofBack: 60, glassBase: 40, hoodFront: 1060, greenhouse: 760, beltRise: 10, cornerF: 200, cornerR: 120,
    grille: 'chrome-bars', lamp: 'rect', tail: 'pillar', rim: 'steel', rimFinish: 'silver', bulgeF: 70, tumble: 90,
  },
  gr86: { fo: 820, hood: 1520, wsRun: 920, roofBack: 1200, glassBase: 620, hoodFront: 620, greenhouse: 390, grille: 'mouth', lamp: 'slim', rim: 'multi', rimFinish: 'dark', spoiler: true },
};
