import { describe, expect, it } from 'vitest';
import { BookingServiceDto } from '../../../../domain/forms/booking-service';
import { InstantApprovalDto } from '../../../../domain/forms/credit';
import { TestDriveDto } from '../../../../domain/forms/test-drive';
import { TradeInDto } from '../../../../domain/forms/trade-in';
import { BRANCH_CASCADE, CAR_CASCADE, CREDIT_CAR_CASCADE, DREAM_CAR_CASCADE, OLD_CAR_CASCADE, REGION_CASCADE } from '../../../../src/features/forms/store/cascades';
import { FormStore } from '../../../../src/stores/form/form-store';

const car = { car_category: 2, car_category_name: 'MPV', car_transmission: 'AT', car_model: 5, car_model_name: 'Avanza', car_type: 9, car_type_name: '1.3 E CVT' };

function testDrive() {
  const form = new FormStore(TestDriveDto, { cascade: { ...REGION_CASCADE, ...BRANCH_CASCADE, ...CAR_CASCADE } });
  form.fill({ ...car, province: '33', city: '33.74', city_name: 'Kota Semarang', kota_cabang: '33.74', cabang_id: 1 });
  return form;
}

describe('test drive and booking service cascades', () => {
  it('clears transmission, model and type (with their names) when the category changes', () => {
    const form = testDrive();
    form.choose('car_category', 3, 'SUV');
    expect(form.values).toMatchObject({ car_category: 3, car_transmission: '', car_model: '', car_type: '' });
    expect(form.values.car_model_name).toBeUndefined();
    expect(form.values.car_type_name).toBeUndefined();
  });

  it('clears only the type when the transmission or the model changes', () => {
    const form = testDrive();
    form.set('car_transmission', 'MT');
    expect(form.values).toMatchObject({ car_model: 5, car_type: '' });
    form.set('car_type', 9);
    form.set('car_model', 6);
    expect(form.values).toMatchObject({ car_transmission: 'MT', car_type: '' });
  });

  it('clears nothing when a parent is chosen again with the same value', () => {
    const form = testDrive();
    form.set('car_category', 2);
    expect(form.values.car_type).toBe(9);
  });

  it('clears the city when the province changes and the branch when the branch city changes', () => {
    const form = testDrive();
    form.set('province', '34');
    expect(form.values).toMatchObject({ city: '' });
    expect(form.values.city_name).toBeUndefined();
    form.set('kota_cabang', '33.22');
    expect(form.values.cabang_id).toBe('');
  });

  it('uses the same chain for booking service', () => {
    const form = new FormStore(BookingServiceDto, { cascade: { ...CAR_CASCADE } });
    form.fill(car);
    form.set('car_category', 1);
    expect(form.values).toMatchObject({ car_transmission: '', car_model: '', car_type: '' });
  });
});

describe('trade-in cascades', () => {
  const tradeIn = () => {
    const form = new FormStore(TradeInDto, { cascade: { ...OLD_CAR_CASCADE, ...DREAM_CAR_CASCADE } });
    form.fill({ brand: 1, brand_model: 2, brand_year: 2019, brand_type: 7, brand_type_name: 'G MT', ...car });
    return form;
  };

  it('brand clears model, year and type; model clears year and type; year clears type', () => {
    const form = tradeIn();
    form.set('brand_year', 2020);
    expect(form.values).toMatchObject({ brand_model: 2, brand_type: '' });
    expect(form.values.brand_type_name).toBeUndefined();
    form.fill({ brand_type: 7 });
    form.set('brand_model', 3);
    expect(form.values).toMatchObject({ brand: 1, brand_year: '', brand_type: '' });
    form.fill({ brand_model: 2, brand_year: 2019, brand_type: 7 });
    form.set('brand', 4);
    expect(form.values).toMatchObject({ brand_model: '', brand_year: '', brand_type: '' });
  });

  it('dream car: category clears model, transmission and type; model clears type', () => {
    const form = tradeIn();
    form.set('car_model', 6);
    expect(form.values).toMatchObject({ car_transmission: 'AT', car_type: '' });
    form.set('car_category', 1);
    expect(form.values).toMatchObject({ car_model: '', car_transmission: '', car_type: '' });
  });
});

describe('credit simulation cascade', () => {
  it('keeps the default transmission AT when the category changes', () => {
    const form = new FormStore(InstantApprovalDto, { cascade: CREDIT_CAR_CASCADE, defaults: { car_transmission: 'AT' } });
    form.fill(car);
    form.set('car_category', 1);
    expect(form.values).toMatchObject({ car_transmission: 'AT', car_model: '', car_type: '' });
  });
});
