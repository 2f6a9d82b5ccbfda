/** Catalogue shapes: categories, models, types, colours, car detail, credit, compare, finder. */
import type { PriceListCategory } from './content';

/* ---------- catalogue ---------- */

export interface Category { category_id: number; category_name: string; category_seo: string }

export interface Featured { icon?: string; title: string; subtitle: string }

/** A model card (mega menu, Home tab list, journey result, recommended). */
export interface ModelCard {
  car_model_id: number;
  model_id: number;
  name: string;
  image: string;
  car_seo: string;
  car_category: string;
  category: string;
  category_id: number;
  preview_text: string;
  /** OTR of the cheapest type. */
  price_otr: number;
  /** Discount price of the cheapest type, 0 when none. */
  price_disc: number;
  /** Starting price: the lowest effective price over the model's types. */
  harga_mulai: number;
  /** 60-month instalment at minimum down payment on harga_mulai. */
  price_credit: number;
  featured: Featured[];
}

/** GET vehicles: `data.category`. */
export interface VehicleCategory {
  category_id: number;
  category_name: string;
  category_seo: string;
  car_model: ModelCard[] | 'no data recorded';
}

export interface ModelLookup { car_model_id: number; car_mode_name: string; car_seo: string }

export interface SpecRow { title: string; value: string }
export interface Specification { dimensi: SpecRow[]; mesin: SpecRow[]; spesifikasi: SpecRow[] }

export interface CarType {
  car_type_id: number;
  car_type_name: string;
  car_transmission: 'AT' | 'MT';
  price_otr: number;
  price_disc: number;
  /** Effective price (discount when non-zero, else OTR). */
  price: number;
  image: string;
  spesification: Specification;
}

export interface CarColor {
  color_id: number;
  color_name: string;
  color_palette: string;
  image: string;
  car_seo: string;
  color: string;
}

export interface CarDetail {
  meta_title: string;
  car_model_id: number;
  car_model_seo: string;
  car_model_name: string;
  category_id: number;
  category_name: string;
  preview_text: string;
  slider: string[];
  slider_mobile: string[];
  featured: Featured[];
  color: CarColor[];
  exterior: { cover: string; gallery: string[] };
  interior: { cover: string; gallery: string[] };
  cta: { title: string; whatsapp: string } | null;
  video: { cover: string; url: string } | null;
}

export interface CarDefault {
  car_category_id: number;
  car_category_name: string;
  car_model_id: number;
  car_model_name: string;
  car_type_id: number;
  car_type_name: string;
  car_transmission: 'AT' | 'MT';
  car_type_price_otr: number;
  car_type_price_credit: number;
  uang_min: number;
  uang_max: number;
}

/** exterior360: one entry per colour; frames are `path + filename[i]`, 18 of them. */
export interface Exterior360 { color_id: number; color_name: string; path: string; filename: string[] }
/** interior360: the six faces of a cube map. */
export interface Interior360 { front: string; back: string; left: string; right: string; top: string; bottom: string }

export interface CreditSimulationResult {
  car_type_name: string;
  price_otr: number;
  angsuran: number;
  tenor: number;
  uang_muka: number;
}

export interface CompareRow { title: string; value_1: string; value_2: string }
export interface CompareResult {
  car: { image_1: string; image_2: string; price_1: number; price_2: number; car_type_name_1: string; car_type_name_2: string };
  dimensi: CompareRow[];
  mesin: CompareRow[];
  chassis: CompareRow[];
}

export interface QuestionItem { value_id: number; question: string }
/** GET question: the choices of each finder question. */
export interface Questions { question_1: QuestionItem[]; question_2: QuestionItem[]; question_3: QuestionItem[] }
export interface JourneyResult { result: ModelCard[]; result_count: number }


/* ---------- car detail, compare, journey and price list requests ---------- */

/** POST creditsimulation request (the detail-page simulation). */
export interface CreditSimulationRequest {
  car_model_id: number;
  car_model_transmission: 'AT' | 'MT';
  car_model_type: number;
  uang_muka: number;
  tenor: number;
}
/** POST compare request: two type ids; car_model is informational. */
export interface CompareRequest { car_model?: number; car_type_1: number; car_type_2: number }
/** GET pricelist: the categories are `data.category`. */
export interface PriceListData { category: PriceListCategory[] }
