/**
 * 'Pilih mobil dari garasi' (issue 33): a member picks one of their garage cars and the car fields
 * fill in (category, transmission, model, type, plate, year, km); the booking is linked to the car
 * (`garage_car_id`). `?garage_car=<id>` (a reminder's button) picks it on arrival.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GarageCarView } from '../../../../domain/api/garage';
import { useGarage } from '../../../data/repositories/garage';
import type { FormStore } from '../../../stores/form/form-store';
import { Select } from '../../../ui/select';
import { useStores } from '../../../stores/stores-context';

/** The car's values as the booking form holds them. */
export const garageValues = (car: GarageCarView) => ({
  garage_car_id: car.id,
  car_category: car.car_category_id, car_transmission: car.car_transmission, car_model: car.car_model_id, car_model_name: car.car_model_name,
  car_type: car.car_type_id ?? '', car_type_name: car.car_type_name, police_number: car.plate, build_year: car.year, car_km: String(car.km),
});

export const GaragePick = observer(function GaragePick({ form }: { form: FormStore }) {
  const { session } = useStores();
  const token = session.token;
  const uniqueId = session.profile?.unique_id;
  const email = session.profile?.member_email ?? '';
  const member = useMemo(() => (token && uniqueId ? { token, unique_id: uniqueId, member_email: email } : null), [token, uniqueId, email]);
  const garage = useGarage(member);
  const [params] = useSearchParams();
  const wanted = Number(params.get('garage_car')) || null;
  const applied = useRef(false);
  const cars = useMemo(() => garage.data ?? [], [garage.data]);

  useEffect(() => {
    if (applied.current || !wanted) return;
    const car = cars.find((c) => c.id === wanted);
    if (!car) return;
    applied.current = true;
    form.fill(garageValues(car));
  }, [wanted, cars, form]);

  if (!member || cars.length === 0) return null;
  const pick = (value: string) => {
    const car = cars.find((c) => c.id === Number(value));
    if (car) form.fill(garageValues(car));
    else form.fill({ garage_car_id: '' });
  };
  return (
    <Select label="Pilih mobil dari garasi" value={Number(form.value('garage_car_id')) || null} placeholder="Isi data kendaraan sendiri"
      options={cars.map((c) => ({ value: c.id, label: [c.car_model_name, c.car_type_name, c.plate].filter(Boolean).join(' · ') }))}
      onChange={pick} emptyText="Garasi Anda kosong" />
  );
});
