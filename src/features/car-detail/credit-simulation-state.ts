/**
 * The detail page's credit simulation as pure state transitions (spec section 4): a car default
 * preloads the limits; changing transmission clears the type, down-payment bounds and prices;
 * choosing a type sets the down payment to its minimum; the simulation needs model, transmission,
 * type, tenor and down payment, and TEST DRIVE / BUY A CAR wait for the same.
 */
import type { CarDefault, CarType, CreditSimulationRequest } from '../../../domain/api';
import { DETAIL_PAGE_TENOR, TENORS, type Transmission } from '../../../domain/constants';
import { downPaymentRange, effectivePrice, type DownPaymentRange } from '../../../domain/credit';

/** Everything the detail-page simulation holds. */
export interface SimulationState {
  modelId: number | null;
  modelName: string;
  transmission: Transmission | null;
  typeId: number | null;
  typeName: string;
  /** OTR price of the type. */
  priceOtr: number;
  /** The price credit is computed on (discount price when there is one). */
  price: number;
  range: DownPaymentRange | null;
  uangMuka: number;
  tenor: number;
}

/** Nothing chosen; the tenor starts at the detail page's 60 months. */
export function emptySimulation(modelId: number | null = null, modelName = ''): SimulationState {
  return { modelId, modelName, transmission: null, typeId: null, typeName: '', priceOtr: 0, price: 0, range: null, uangMuka: 0, tenor: DETAIL_PAGE_TENOR };
}

/** The starting values from POST cardefault: its type, the limits, the minimum down payment. */
export function fromCarDefault(d: CarDefault): SimulationState {
  const price = d.car_type_price_credit || d.car_type_price_otr;
  const range = { min: d.uang_min, max: d.uang_max, step: downPaymentRange(price).step };
  return {
    modelId: d.car_model_id, modelName: d.car_model_name, transmission: d.car_transmission,
    typeId: d.car_type_id, typeName: d.car_type_name, priceOtr: d.car_type_price_otr, price,
    range, uangMuka: range.min, tenor: DETAIL_PAGE_TENOR,
  };
}

/** A new transmission clears the type, its prices and the down-payment bounds. */
export function chooseTransmission(s: SimulationState, transmission: Transmission | null): SimulationState {
  if (transmission === s.transmission) return s;
  return { ...s, transmission, typeId: null, typeName: '', priceOtr: 0, price: 0, range: null, uangMuka: 0 };
}

/** A type sets prices and bounds from its effective price, and the down payment to the minimum. */
export function chooseType(s: SimulationState, type: CarType | null): SimulationState {
  if (!type) return { ...s, typeId: null, typeName: '', priceOtr: 0, price: 0, range: null, uangMuka: 0 };
  if (type.car_transmission !== s.transmission) return s;
  const price = effectivePrice(type.price_otr, type.price_disc);
  const range = downPaymentRange(price);
  return { ...s, typeId: type.car_type_id, typeName: type.car_type_name, priceOtr: type.price_otr, price, range, uangMuka: range.min };
}

/** Picks a type from the type carousel: its transmission first, then the type. */
export function chooseTypeCard(s: SimulationState, type: CarType): SimulationState {
  return chooseType(chooseTransmission(s, type.car_transmission), type);
}

/** The down payment, kept inside the bounds on a step from the minimum. */
export function setDownPayment(s: SimulationState, value: number): SimulationState {
  if (!s.range) return s;
  const { min, max, step } = s.range;
  const steps = step > 0 ? Math.round((value - min) / step) : 0;
  return { ...s, uangMuka: Math.min(max, Math.max(min, min + steps * step)) };
}

/** One of the spec's tenors; anything else is ignored. */
export function setTenor(s: SimulationState, tenor: number): SimulationState {
  return (TENORS as readonly number[]).includes(tenor) ? { ...s, tenor } : s;
}

/** Model, transmission, type, tenor and a down payment: the simulation can run and the buttons work. */
export function isSimulationValid(s: SimulationState): boolean {
  return s.modelId !== null && s.modelName !== '' && s.transmission !== null && s.typeId !== null && s.typeName !== '' && s.tenor > 0 && s.uangMuka > 0;
}

/** The POST creditsimulation body, or null while the simulation is invalid. */
export function simulationRequest(s: SimulationState): CreditSimulationRequest | null {
  if (!isSimulationValid(s)) return null;
  return { car_model_id: s.modelId as number, car_model_transmission: s.transmission as Transmission, car_model_type: s.typeId as number, uang_muka: s.uangMuka, tenor: s.tenor };
}
