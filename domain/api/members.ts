/** Member shapes: profile, login data, submissions, histories, details, inbox. */
import type { OrderReservation } from '../stock';
import type { AccessoryTotals, OrderAccessory } from '../accessories';
import type { OrderMoneyView } from '../order-money';
import type { OrderLeasing } from '../order-credit';
import type { SlotsQuery } from '../slots';
/* ---------- members ---------- */

/** A member's profile as the contract names it (session storage keeps it as sharedPreference). */
export interface MemberProfile {
  unique_id: string;
  full_name: string;
  member_email: string;
  phone: string;
  gender: string;
  birth: string;
  province_id: string;
  province_name: string;
  city_id: string;
  city_name: string;
  address: string;
  no_rangka: string;
  /** URL of the profile photo, '' when none. */
  image: string;
  agree1: boolean;
  agree2: boolean;
  /** Whether the member proved the address (mailed link or password reset); records sent without login show to other sessions only after. */
  email_verified?: boolean;
  next_bookingservice?: string | null;
  past_bookingservice?: string | null;
  next_testdrive?: string | null;
  past_testdrive?: string | null;
}

/** Login data: the token plus the profile; also carried by a guest submission that created an account. */
export interface LoginData extends MemberProfile { is_login: true; token: string }

/** The answer to a created submission. `login` is present when the submission created the account. */
/** The slot a booking took (issue 32): `held` (a place) or `request` (none was free, kept for staff), with the nearest free times. */
export interface SlotResult { status: 'held' | 'request'; date: string; time: string; alternatives: Array<{ date: string; time: string }> }

export interface SubmissionResult { id: number; booking_id: string; status: string; login?: LoginData; slot?: SlotResult }


/* ---------- session and member area ---------- */

/** POST cekrangka: whether the dealer sold or serviced a vehicle with this chassis number. */
export type ChassisCheck = 'valid' | 'tidak valid';

/** POST register. */
export interface RegisterResult { login: LoginData }

/** Every history row and detail record: true when it was sent without login by someone who typed the member's e-mail. */
export interface SentWithoutLogin { via_guest?: boolean }

/** POST history/bookingservice row. */
export interface ServiceHistoryRow extends SentWithoutLogin { id: number; booking_id: string; booking_date: string; branch_name: string; car_model_type: string; jenis_service: string; status: string }
/** POST history/testdrive row. */
export interface TestDriveHistoryRow extends SentWithoutLogin {
  id: number; booking_id: string; booking_date: string; branch_name: string; car_type: string; status: string;
  /** The appointment asked for (issue 30.7: shown beside the submission date); absent in rows kept from before. */
  testdrive_date?: string; testdrive_time?: string;
}
/** POST history/tradein row. */
export interface TradeInHistoryRow extends SentWithoutLogin { id: number; booking_id: string; booking_date: string; branch_name: string; mobil_anda: string; mobil_impian: string; status: string }
/** POST history/bookingorder row; status as stored ('Paid' or 'Unpaid'). */
export interface OrderHistoryRow extends SentWithoutLogin { id: number; booking_id: string; car_model: string; car_category: string; booking_date: string; booking_fee: number; status: string }

/** The customer block of every detail record (names of province and city). */
export interface DetailCustomer extends SentWithoutLogin {
  name: string; email: string; phone: string; address: string; gender: string; birth: string;
  province_name: string; city_name: string;
}
/** A step of a record's progress as the member sees it: received, confirmed, done... */
export interface MemberTimelineEntry { at: string; label: string; note: string }

/** The slot of a booking as its member sees it (issue 32): held or a request, the nearest free times, and whether the member may still move or cancel it. */
export interface MemberSlot {
  status: 'held' | 'request' | 'cancelled'; date: string; time: string; alternatives: Array<{ date: string; time: string }>; may_change: boolean;
  /** What GET /api/slots is asked for the free times of a new date ("Ubah Jadwal"). */
  query: SlotsQuery;
}
/** What the reschedule and cancel calls need besides the record: its version and its slot. */
export interface SlotDetail { version?: number; slot?: MemberSlot | null }

/** GET detail/bookingservice. */
export interface ServiceDetail extends DetailCustomer, SlotDetail {
  id: number; booking_id: string; booking_date: string; status: string;
  car_type: string; km_mobil: number; tahun_mobil: number; no_plat: string;
  tgl_service: string; jam_service: string; jenis_service: string; service_ke: number | null; branch_name: string;
  /** Received first, then every workflow step (added by the back office). */
  timeline?: MemberTimelineEntry[];
}
/** GET detail/testdrive. */
export interface TestDriveDetail extends DetailCustomer, SlotDetail {
  id: number; booking_id: string; booking_date: string; status: string;
  car_type: string; branch_name: string; testdrive_date: string; testdrive_time: string; keterangan: string;
  timeline?: MemberTimelineEntry[];
}
/** GET detail/tradein. */
export interface TradeInDetail extends DetailCustomer, SlotDetail {
  id: number; booking_id: string; booking_date: string; status: string;
  car_type: string; branch_name: string; old_car: string; new_car: string;
  timeline?: MemberTimelineEntry[];
}
/** GET detail/bookingorder: money as the server computed it at order time. */
export interface OrderDetail extends DetailCustomer {
  id: number; booking_id: string; booking_date: string; status: string;
  car_model: string; car_color: string; car_type: string; branch_name: string;
  /** What the order charges for the car (the discount price when there was one). */
  price_otr: number;
  /** The type's OTR when ordered (shown struck beside `price_otr` when higher); absent in records kept from before. */
  harga_otr?: number;
  payment_type: string; uang_muka: number; tenor: number | null; angsuran: number; kode_voucher: string;
  discount: number; angsuran_promo: number; subtotal: number; booking_fee: number;
  /** Credit: the leasing partner and terms of the instalment (issue 34); null for cash and orders placed before it was kept. */
  leasing?: OrderLeasing | null;
  /** The dealer's stage of the order ('Menunggu Pembayaran', 'SPK Diterbitkan', ...); `status` stays Paid/Unpaid. */
  stage_label?: string;
  /** The order's steps and its payment confirmations. */
  timeline?: MemberTimelineEntry[];
  /** The stock unit held for the order, or inden; null for orders from before stock (docs/stock.md). */
  reservation?: OrderReservation | null;
  /** Accessories chosen with the order and their totals (docs/stock.md). */
  accessories?: OrderAccessory[];
  accessories_total?: AccessoryTotals;
  /** The money after the booking fee: payments, what is left, the next step and the later facts (issue 30.4). */
  money?: OrderMoneyView;
}

/** POST member/inbox item. */
export interface InboxItem { id: number; tanggal: string; judul: string; image: string; is_read: boolean }
/** POST member/detailinbox: the message (HTML `text`), now read. */
export interface InboxDetail extends InboxItem { text: string }
/** GET member/orderid: the member's orders for payment confirmation. */
export interface MemberOrderRef { order_id: string; id: number; booking_fee: number; status: string }

/** POST verifyemail: `logged_in` is true when the calling session was kept. */
export interface EmailVerification { email: string; email_verified: true; logged_in: boolean }
