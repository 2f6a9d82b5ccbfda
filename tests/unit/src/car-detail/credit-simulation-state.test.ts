import { describe, expect, it } from 'vitest';
import type { CarDefault, CarType } from '../../../../domain/api';
import {
  chooseTransmission, chooseType, chooseTypeCard, emptySimulation, fromCarDefault, isSimulationValid, setDownPayment, setTenor,
  simulationRequest,
} from '../../../../src/features/car-detail/credit-simulation-state';

const DEFAULT: CarDefault = {
  car_category_id: 2, car_category_name: 'MPV', car_model_id: 3, car_model_name: 'Avanza', car_type_id: 9,
  car_type_name: '1.3 E CVT', car_transmission: 'AT', car_type_price_otr: 258_000_000, car_type_price_credit: 258_000_000,
  uang_min: 77_400_000, uang_max: 206_400_000,
};
const spec = { dimensi: [], mesin: [], spesifikasi: [] };
const MT_TYPE: CarType = { car_type_id: 8, car_type_name: '1.3 E MT', car_transmission: 'MT', price_otr: 243_000_000, price_disc: 0, price: 243_000_000, image: '', spesification: spec };
const DISCOUNTED: CarType = { car_type_id: 10, car_type_name: '1.5 G MT', car_transmission: 'MT', price_otr: 266_000_000, price_disc: 260_000_000, price: 260_000_000, image: '', spesification: spec };

describe('detail-page credit simulation', () => {
  it('starts from the car default with the minimum down payment and a 60-month tenor', () => {
    const s = fromCarDefault(DEFAULT);
    expect(s).toMatchObject({ modelId: 3, transmission: 'AT', typeId: 9, uangMuka: 77_400_000, tenor: 60 });
    expect(s.range).toEqual({ min: 77_400_000, max: 206_400_000, step: 25_800_000 });
    expect(simulationRequest(s)).toEqual({ car_model_id: 3, car_model_transmission: 'AT', car_model_type: 9, uang_muka: 77_400_000, tenor: 60 });
  });

  it('changing transmission clears the type, its prices and the down-payment bounds', () => {
    const s = chooseTransmission(fromCarDefault(DEFAULT), 'MT');
    expect(s).toMatchObject({ transmission: 'MT', typeId: null, typeName: '', priceOtr: 0, price: 0, range: null, uangMuka: 0 });
    expect(s.modelId).toBe(3);
    expect(s.tenor).toBe(60);
  });

  it('choosing a type sets the down payment to its minimum, on the discount price when there is one', () => {
    const mt = chooseTransmission(fromCarDefault(DEFAULT), 'MT');
    expect(chooseType(mt, MT_TYPE)).toMatchObject({ typeId: 8, price: 243_000_000, uangMuka: 72_900_000 });
    const s = chooseType(setDownPayment(chooseType(mt, MT_TYPE), 200_000_000), DISCOUNTED);
    expect(s).toMatchObject({ typeId: 10, priceOtr: 266_000_000, price: 260_000_000, uangMuka: 78_000_000 });
    expect(s.range).toEqual({ min: 78_000_000, max: 208_000_000, step: 26_000_000 });
  });

  it('refuses a type of another transmission', () => {
    const at = fromCarDefault(DEFAULT);
    expect(chooseType(at, MT_TYPE)).toBe(at);
  });

  it('a type card picks its transmission first, then the type', () => {
    expect(chooseTypeCard(fromCarDefault(DEFAULT), MT_TYPE)).toMatchObject({ transmission: 'MT', typeId: 8, uangMuka: 72_900_000 });
  });

  it('keeps the down payment inside 30-80 % on 10 % steps', () => {
    const s = fromCarDefault(DEFAULT);
    expect(setDownPayment(s, 1).uangMuka).toBe(77_400_000);
    expect(setDownPayment(s, 999_000_000).uangMuka).toBe(206_400_000);
    expect(setDownPayment(s, 110_000_000).uangMuka).toBe(103_200_000);
  });

  it('accepts only the spec\'s tenors', () => {
    const s = fromCarDefault(DEFAULT);
    expect(setTenor(s, 36).tenor).toBe(36);
    expect(setTenor(s, 30).tenor).toBe(60);
  });

  it('is invalid (TEST DRIVE and BUY A CAR disabled) until model, transmission, type, down payment and tenor are set', () => {
    expect(isSimulationValid(emptySimulation(3, 'Avanza'))).toBe(false);
    const valid = fromCarDefault(DEFAULT);
    expect(isSimulationValid(valid)).toBe(true);
    expect(isSimulationValid(chooseTransmission(valid, 'MT'))).toBe(false);
    expect(isSimulationValid({ ...valid, modelName: '' })).toBe(false);
    expect(isSimulationValid({ ...valid, uangMuka: 0 })).toBe(false);
    expect(isSimulationValid(chooseType(chooseTransmission(valid, 'MT'), MT_TYPE))).toBe(true);
    expect(simulationRequest(chooseTransmission(valid, 'MT'))).toBeNull();
  });
});
