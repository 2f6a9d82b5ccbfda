/** Shapes of the demo line-up as written in the seed files (prices in Rp million, as price lists quote them). */
import type { ColorKey } from './colors';
import type { EngineCode } from './engines';

/** Silhouettes the media generator can draw. */
export type BodyStyle = 'hatchback' | 'mpv' | 'suv' | 'sedan' | 'pickup' | 'van' | 'coupe';

/** A type as the price list names it. */
export interface TypeSeed {
  /** Type name as sold, e.g. '1.5 G CVT'; the transmission is read from it. */
  name: string;
  /** OTR price in Rp million (demo price). */
  otr: number;
  /** Discount price in Rp million, when the dealer runs one. */
  disc?: number;
  engine: EngineCode;
  /** Drive train when not front-wheel drive. */
  drive?: 'RWD' | '4x4';
}

/** Body dimensions in mm, tank in litres. */
export interface Dimensions {
  length: number;
  width: number;
  height: number;
  wheelbase: number;
  clearance: number;
  tank: number;
  seats: number;
}

/** Chassis rows of the specification. */
export interface ChassisSeed {
  frontSuspension: string;
  rearSuspension: string;
  frontBrake: string;
  rearBrake: string;
  tyre: string;
  /** Description of the manual gearbox, when the model has one. */
  manual?: string;
  /** Description of the automatic gearbox when it is not a CVT. */
  automatic?: string;
}

/** Finder answers the model suits; results are their cross product. */
export interface JourneyTags { q1: number[]; q2: number[]; q3?: number[] }

/** A model with its marketing text, colours, specification data and types. */
export interface ModelSeed {
  name: string;
  seo: string;
  body: BodyStyle;
  preview: string;
  colors: ColorKey[];
  dims: Dimensions;
  chassis: ChassisSeed;
  /** Three or four selling points: [icon, title, subtitle]. */
  featured: Array<[FeatureIcon, string, string]>;
  types: TypeSeed[];
  journey: JourneyTags;
  /** Ribbon text when the model is in the recommended carousel. */
  ribbon?: string;
  /** YouTube id of the model's film (placeholder id; the page embeds it, nothing here fetches it). */
  video?: string;
  /** Added to the line-up later: inserted after the others so their ids (in saved links) do not move. */
  late?: boolean;
}

/** A category and its models in menu order. */
export interface CategorySeed { name: string; seo: string; models: ModelSeed[] }

/** Icons the media generator draws for featured points. */
export type FeatureIcon = 'engine' | 'seat' | 'shield' | 'fuel' | 'screen' | 'road' | 'cargo' | 'leaf' | 'star';

/** Every feature icon, for the media writer. */
export const FEATURE_ICONS: FeatureIcon[] = ['engine', 'seat', 'shield', 'fuel', 'screen', 'road', 'cargo', 'leaf', 'star'];
