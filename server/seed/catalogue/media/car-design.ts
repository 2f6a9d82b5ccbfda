/**
 * A model's design for the renderer: its spec figures (length, width, height, wheelbase, clearance,
 * tyre size) plus the character the figures do not carry (hood length, windscreen rake, roofline,
 * grille, lamps, wheels), from a body-style preset and the model's own entry in car-designs.ts.
 */
import type { BodyStyle, ModelSeed } from '../model-seed';
import { DESIGNS } from './car-designs';

/** Grille shapes: lower trapezoid mouth, hexagon, chrome bars, the Alphard's full-face grille, slats, a low sports mouth, a pick-up's tall grille. */
export type GrilleKind = 'trapezoid' | 'hex' | 'chrome-bars' | 'grand' | 'slats' | 'mouth' | 'pickup';
/** Headlamp shapes. */
export type LampKind = 'slim' | 'sharp' | 'wide' | 'rect' | 'stacked';
/** Tail lamp layouts: wrapping the corners, a full-width bar, up the pillars, split over a boot lid. */
export type TailKind = 'wrap' | 'bar' | 'pillar' | 'boot';
/** Wheel designs. */
export type RimKind = 'spoke5' | 'twin5' | 'multi' | 'ymachined' | 'steel';

/** The character of a model: proportions (mm) and the details that set it apart. */
export interface Character {
  /** Front overhang. */
  fo: number;
  /** From the front to the windscreen base. */
  hood: number;
  /** Horizontal run of the windscreen (rake). */
  wsRun: number;
  /** From the rear to where the roof ends. */
  roofBack: number;
  /** From the rear to the base of the rear glass (tailgate top, boot lid front or cab back). */
  glassBase: number;
  /** Height of the hood's leading edge. */
  hoodFront: number;
  /** Height from the belt line to the roof. */
  greenhouse: number;
  /** How much the belt line rises towards the rear. */
  beltRise: number;
  /** How much the belt line kicks up over the rear of the side glass (a kinked rear quarter window). */
  beltKick?: number;
  /** How far the roof falls from the windscreen top to its rear end (0: a flat roof, an upright box). */
  roofDrop?: number;
  /** Plan-view corner radii and how far the nose and tail bulge. */
  cornerF: number;
  cornerR: number;
  bulgeF: number;
  bulgeR: number;
  /** Inward lean of the side glass from belt to roof (each side). */
  tumble: number;
  /** Height of the lamp band on the nose and the tail. */
  lampBand: number;
  tailBand: number;
  grille: GrilleKind;
  lamp: LampKind;
  tail: TailKind;
  rim: RimKind;
  /** Rim finish: bright silver, two-tone machined or dark. */
  rimFinish: 'silver' | 'machined' | 'dark';
  doors: 2 | 4 | 'slide';
  /** Side windows behind the B pillar (1 for a sedan, 2 for an MPV with a quarter light). */
  rearWindows: 0 | 1 | 2;
  /** Black roof, black pillars (floating roof), roof rails, plastic wheel-arch cladding, chrome belt trim, roof spoiler. */
  blackRoof?: boolean;
  floating?: boolean;
  rails?: boolean;
  cladding?: boolean;
  chrome?: boolean;
  spoiler?: boolean;
  /** Pick-up: from the rear to the front of the load bed. */
  bed?: number;
}

/** Every figure the renderer uses, in mm. */
export interface CarDesign extends Character {
  seo: string;
  body: BodyStyle;
  length: number;
  width: number;
  height: number;
  wheelbase: number;
  clearance: number;
  /** Tyre width, overall wheel radius and rim radius. */
  tyreWidth: number;
  wheelR: number;
  rimR: number;
}

/** Tyre size text ('215/55 R18', '195 R15C') -> width, overall radius and rim radius in mm. */
export function tyreOf(text: string): { width: number; radius: number; rim: number } {
  const m = /(\d{3})(?:\/(\d{2}))?\s*R(\d{2})/.exec(text);
  const width = m ? Number(m[1]) : 195;
  const aspect = m?.[2] ? Number(m[2]) / 100 : 0.8;
  const rim = (m ? Number(m[3]) : 15) * 12.7;
  return { width, radius: rim + width * aspect, rim };
}

/** Starting points per body style; each model overrides what sets it apart. */
const PRESETS: Record<BodyStyle, Character> = {
  hatchback: {
    fo: 720, hood: 1050, wsRun: 780, roofBack: 330, glassBase: 150, hoodFront: 780, greenhouse: 470, beltRise: 60,
    cornerF: 330, cornerR: 260, bulgeF: 90, bulgeR: 60, tumble: 170, lampBand: 150, tailBand: 220,
    grille: 'trapezoid', lamp: 'slim', tail: 'wrap', rim: 'twin5', rimFinish: 'silver', doors: 4, rearWindows: 1,
  },
  mpv: {
    fo: 820, hood: 1080, wsRun: 820, roofBack: 180, glassBase: 110, hoodFront: 880, greenhouse: 560, beltRise: 50,
    cornerF: 300, cornerR: 220, bulgeF: 80, bulgeR: 50, tumble: 150, lampBand: 170, tailBand: 260,
    grille: 'hex', lamp: 'slim', tail: 'wrap', rim: 'twin5', rimFinish: 'silver', doors: 4, rearWindows: 2,
  },
  van: {
    fo: 950, hood: 850, wsRun: 1000, roofBack: 110, glassBase: 70, hoodFront: 950, greenhouse: 720, beltRise: 30,
    cornerF: 260, cornerR: 180, bulgeF: 90, bulgeR: 40, tumble: 110, lampBand: 200, tailBand: 320,
    grille: 'grand', lamp: 'stacked', tail: 'pillar', rim: 'multi', rimFinish: 'silver', doors: 'slide', rearWindows: 2,
  },
  suv: {
    fo: 800, hood: 1150, wsRun: 760, roofBack: 230, glassBase: 130, hoodFront: 900, greenhouse: 520, beltRise: 70,
    cornerF: 300, cornerR: 220, bulgeF: 90, bulgeR: 50, tumble: 150, lampBand: 160, tailBand: 240,
    grille: 'trapezoid', lamp: 'sharp', tail: 'wrap', rim: 'ymachined', rimFinish: 'machined', doors: 4, rearWindows: 1, cladding: true,
  },
  sedan: {
    fo: 900, hood: 1350, wsRun: 860, roofBack: 1250, glassBase: 880, hoodFront: 710, greenhouse: 450, beltRise: 50,
    cornerF: 380, cornerR: 330, bulgeF: 120, bulgeR: 80, tumble: 190, lampBand: 130, tailBand: 200,
    grille: 'trapezoid', lamp: 'sharp', tail: 'boot', rim: 'multi', rimFinish: 'silver', doors: 4, rearWindows: 1,
  },
  pickup: {
    fo: 900, hood: 1350, wsRun: 660, roofBack: 1650, glassBase: 1600, hoodFront: 1040, greenhouse: 520, beltRise: 20,
    cornerF: 240, cornerR: 80, bulgeF: 100, bulgeR: 10, tumble: 150, lampBand: 170, tailBand: 300,
    grille: 'pickup', lamp: 'slim', tail: 'pillar', rim: 'ymachined', rimFinish: 'machined', doors: 4, rearWindows: 0, bed: 1550,
  },
  coupe: {
    fo: 820, hood: 1500, wsRun: 900, roofBack: 1230, glassBase: 640, hoodFront: 630, greenhouse: 400, beltRise: 40,
    cornerF: 380, cornerR: 340, bulgeF: 110, bulgeR: 70, tumble: 220, lampBand: 110, tailBand: 170,
    grille: 'mouth', lamp: 'slim', tail: 'boot', rim: 'multi', rimFinish: 'dark', doors: 2, rearWindows: 0,
  },
};

const designs = new Map<string, CarDesign>();

/** The design of a model: spec figures from its seed, character from its preset and DESIGNS entry (one object per model). */
export function designOf(m: Pick<ModelSeed, 'seo' | 'body' | 'dims' | 'chassis'>): CarDesign {
  const known = designs.get(m.seo);
  if (known) return known;
  const tyre = tyreOf(m.chassis.tyre);
  const design: CarDesign = {
    ...PRESETS[m.body], ...DESIGNS[m.seo],
    seo: m.seo, body: m.body,
    length: m.dims.length, width: m.dims.width, height: m.dims.height, wheelbase: m.dims.wheelbase, clearance: m.dims.clearance,
    tyreWidth: tyre.width, wheelR: tyre.radius, rimR: tyre.rim,
  };
  designs.set(m.seo, design);
  return design;
}
