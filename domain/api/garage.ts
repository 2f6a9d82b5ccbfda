/** The owner's garage as the API answers it (issue 33, LIFECYCLE.md 'The garage'); shared by the server, the member tab and the back office. */

/** One past service as the owner and staff see it. */
export interface GarageServiceView {
  id: number; date: string; km: number; branch_name: string; work: string[]; parts: string[]; total: number;
  recommendation: string; source: 'workshop' | 'owner'; booking_id: number | null;
}

export interface GarageCampaignView { id: number; title: string; text: string; open: boolean; reached_at: string; closed_at: string | null }

/** GET /api/member/garage's row (LIFECYCLE.md 'The garage' plus what the card shows). */
export interface GarageCarView {
  id: number;
  status: 'active' | 'pending';
  plate: string;
  chassis: string;
  car_model_id: number;
  car_model_name: string;
  car_type_id: number | null;
  car_type_name: string;
  /** For the booking form's car selects. */
  car_category_id: number;
  car_transmission: string;
  colour_name: string;
  year: number;
  km: number;
  km_date: string;
  delivery_date: string | null;
  branch_name: string;
  reminders: boolean;
  next_service: { n: number; date: string; km: number; due_date: string; label: string; work: string[]; free: boolean; overdue: boolean };
  warranty_until: string | null;
  under_warranty: boolean;
  on_time: boolean;
  services: GarageServiceView[];
  campaigns: GarageCampaignView[];
}


/** A row of the back office's car lists (search, pending claims). */
export interface StaffCarRow {
  id: number; status: 'active' | 'pending'; plate: string; chassis: string; car_model_name: string; car_type_name: string; year: number;
  owner_name: string; owner_phone: string; member_id: number; branch_name: string; next_service_date: string; next_service_label: string; overdue: boolean;
}


/** A row of the service reminders due (GET staff/garage/due): the car, and whether its owner already booked. */
export type StaffDueRow = StaffCarRow & { booked: boolean };

/** A car's page in the back office. */
export interface StaffCarPage {
  car: GarageCarView;
  owner: { member_id: number; name: string; email: string; phone: string };
  /** The member's service bookings, newest first, with whether each is linked to this car. */
  bookings: Array<{ id: number; booking_id: string; date: string; status: string; branch_name: string; linked: boolean }>;
  /** Another member holds this chassis number (a pending claim). */
  claimed_by: string | null;
}


/** A campaign with its counts. */
export interface CampaignView {
  id: number; title: string; text: string; car_model_ids: number[]; car_model_names: string[];
  year_from: number | null; year_to: number | null; chassis_from: string | null; chassis_to: string | null;
  status: 'draft' | 'published'; published_at: string | null; reached: number; booked: number; done: number;
}


/** The garage side of a service booking, for the adviser's record form. */
export interface BookingGarage {
  booking_status: string;
  car_id: number | null;
  linked: boolean;
  km: number;
  cars: Array<{ id: number; plate: string; chassis: string }>;
  record: { km: number; work: string[]; parts: string[]; total: number; recommendation: string; date: string } | null;
}
