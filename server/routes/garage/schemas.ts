/** Answer schemas of the garage routes (member and staff): every field listed, nulls allowed where they occur. */
import { bool, int, intOrNull, list, nullable, num, obj, str, strOrNull } from '../../http/response-schemas';

const strings = list(str);

export const garageService = obj({
  id: int, date: str, km: int, branch_name: str, work: strings, parts: strings, total: num, recommendation: str,
  source: { type: 'string', enum: ['workshop', 'owner'] }, booking_id: intOrNull,
});

export const garageCampaign = obj({ id: int, title: str, text: str, open: bool, reached_at: str, closed_at: strOrNull });

/** GET /api/member/garage's row (LIFECYCLE.md 'The garage'). */
export const garageCar = obj({
  id: int, status: { type: 'string', enum: ['active', 'pending'] }, plate: str, chassis: str,
  car_model_id: int, car_model_name: str, car_type_id: intOrNull, car_type_name: str, car_category_id: int, car_transmission: str, colour_name: str,
  year: int, km: int, km_date: str, delivery_date: strOrNull, branch_name: str, reminders: bool,
  next_service: obj({ n: int, date: str, km: int, due_date: str, label: str, work: strings, free: bool, overdue: bool }),
  warranty_until: strOrNull, under_warranty: bool, on_time: bool,
  services: list(garageService), campaigns: list(garageCampaign),
});

export const staffCarRow = obj({
  id: int, status: str, plate: str, chassis: str, car_model_name: str, car_type_name: str, year: int, owner_name: str, owner_phone: str,
  member_id: int, branch_name: str, next_service_date: str, next_service_label: str, overdue: bool,
});

export const dueRow = obj({ ...staffCarRow.properties, booked: bool });

export const staffCarPage = obj({
  car: garageCar,
  owner: obj({ member_id: int, name: str, email: str, phone: str }),
  bookings: list(obj({ id: int, booking_id: str, date: str, status: str, branch_name: str, linked: bool })),
  claimed_by: strOrNull,
});

export const bookingGarage = obj({
  booking_status: str, car_id: intOrNull, linked: bool, km: int,
  cars: list(obj({ id: int, plate: str, chassis: str })),
  record: nullable(obj({ km: int, work: strings, parts: strings, total: num, recommendation: str, date: str })),
});

export const campaign = obj({
  id: int, title: str, text: str, car_model_ids: list(int), car_model_names: strings, year_from: intOrNull, year_to: intOrNull,
  chassis_from: strOrNull, chassis_to: strOrNull, status: str, published_at: strOrNull, reached: int, booked: int, done: int,
});

