/** The contract's endpoints this page knows, path -> `data` shape (spec section 7, domain/api.ts). */
import type {
  AfterSales, BranchCity, CarDetail, Category, ModelCard, NavItem, NewsItem, Questions, Recommended, ServiceIcon,
  Slide, SpecialOffer, Testimonial, ValueItem, VehicleCategory,
} from '../../domain/api';

/** GET endpoints: path -> `data`. */
export interface ApiGetMap {
  vehicles: { category: VehicleCategory[] };
  carcategory: Category[];
  slider: Slide[];
  icon: ServiceIcon[];
  recomendedproduct: Recommended[];
  specialoffer: SpecialOffer[];
  'news/home': NewsItem[];
  values: ValueItem[];
  aftersales: AfterSales;
  question: Questions;
  navigationmenu: NavItem[];
  testimoni: Testimonial[];
  'cabang/kota': BranchCity[];
}

/** POST endpoints: path -> request body and `data`. */
export interface ApiPostMap {
  carname: { body: { category: number }; data: ModelCard[] };
  caryoutube: { body: { seo: string }; data: CarVideo | null };
}

/** A model's video: cover still and the player URL. */
export type CarVideo = NonNullable<CarDetail['video']>;
