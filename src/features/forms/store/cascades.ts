/** The spec's cascades (section 4): which fields a changed parent clears. */
import type { Cascade } from '../../../stores/form/form-store';

/** Province clears city. */
export const REGION_CASCADE: Cascade = { province: ['city'] };

/** Branch city clears branch. */
export const BRANCH_CASCADE: Cascade = { kota_cabang: ['cabang_id'] };

/** Test drive and booking service: category -> transmission -> model -> type. */
export const CAR_CASCADE: Cascade = {
  car_category: ['car_transmission', 'car_model', 'car_type'],
  car_transmission: ['car_type'],
  car_model: ['car_type'],
};

/** Trade-in dream car: category -> model -> transmission -> type. */
export const DREAM_CAR_CASCADE: Cascade = {
  car_category: ['car_model', 'car_transmission', 'car_type'],
  car_model: ['car_type'],
  car_transmission: ['car_type'],
};

/** Trade-in old car: brand -> brand model -> year -> brand type. */
export const OLD_CAR_CASCADE: Cascade = {
  brand: ['brand_model', 'brand_year', 'brand_type'],
  brand_model: ['brand_year', 'brand_type'],
  brand_year: ['brand_type'],
};

/** Credit simulation: category -> model -> transmission (kept, default AT) -> type. */
export const CREDIT_CAR_CASCADE: Cascade = {
  car_category: ['car_model', 'car_type'],
  car_model: ['car_type'],
  car_transmission: ['car_type'],
};
