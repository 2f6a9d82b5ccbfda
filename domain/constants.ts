/** Business constants of the spec's section 9, one place for every runtime. */

export const TENORS = [12, 24, 36, 48, 60] as const;
export const DEFAULT_TENOR = 12;
export const DETAIL_PAGE_TENOR = 60;
export const LISTING_TENOR = 60;

export const DP_MIN_PERCENT = 30;
export const DP_MAX_PERCENT = 80;
export const DP_STEP_PERCENT = 10;

export const TRANSMISSIONS = ['AT', 'MT'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export const DEFAULT_TRANSMISSION: Transmission = 'AT';

export const SERVICE_TYPES = [
  { value: 'general-service', label: 'General Service' },
  { value: 'body-paint', label: 'Body & Paint' },
] as const;
export const SERVICE_KE_MIN = 1;
export const SERVICE_KE_MAX = 20;
export const SERVICE_KE_DEFAULT = 3;

/** Appointments must be at least this many days ahead (the spec's hint; we enforce it). */
export const APPOINTMENT_MIN_DAYS = 3;
export const BUILD_YEAR_MIN = 1900;

export const UPLOAD_MAX_BYTES = 2_097_152;
export const UPLOAD_MIME = 'image/jpeg';

export const PAYMENT_VERIFY_HOURS = 24;
/**
 * A placed order asks the buyer to transfer the booking fee within this many hours (`bayar_sebelum`).
 * Nothing cancels the order by itself at that time: staff cancel an unpaid order (docs/orders.md).
 */
export const BOOKING_FEE_PAY_HOURS = 24;
export const PAYMENT_TYPES = ['cash', 'kredit'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const GENDERS = ['Laki-laki', 'Perempuan'] as const;
/** The genders as radio options (value and label alike). */
export const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: g }));
export const PURCHASE_TIMES = ['0 - 3 bulan', '3 bulan keatas'] as const;

export const CHANNELS = ['register', 'booking-service', 'booking-order', 'trade-in', 'test-drive'] as const;
export type Channel = (typeof CHANNELS)[number];

export const TRANSFER_METHODS = ['Atm Transfer', 'Internet Banking', 'Mobile Banking'] as const;
/** The member dashboard's tabs by name (spec: 1 Beranda ... 8 Inbox). */
export const DASHBOARD_TAB = { home: 1, profile: 2, orders: 3, service: 4, testDrive: 5, tradeIn: 6, payment: 7, inbox: 8, garage: 9 } as const;
/** Tab numbers 1 to 8 (the spec's), and 9 'Garasi Saya' (issue 33). */
export const DASHBOARD_TABS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const ORDER_STATUSES = ['Paid', 'Unpaid'] as const;

/** Journey: this first answer adds the third question. */
export const JOURNEY_BUSINESS_ANSWER = 5;

export const DEFAULT_DEALER_CITY = '33.74';
export const EXTERIOR_FRAMES = 18;

export const SPAREPART_CATEGORIES = ['sparepart', 'accesories'] as const;

export const TOAST_MS = 4000;
export const IDLE_MS = 3000;
export const SPECIAL_OFFER_DELAY_MS = 8500;
/** Product slider items per viewport width breakpoint (px). */
export const PRODUCT_SLIDER_BREAKPOINTS: ReadonlyArray<[number, number]> = [
  [0, 1], [576, 2], [768, 3], [992, 3], [1200, 4],
];

export const PASSWORD_MIN = 8;
/** Login accepts any stored password; the coded rule was 4. */
export const LOGIN_PASSWORD_MIN = 4;
export const PHONE_MIN_DIGITS = 10;
