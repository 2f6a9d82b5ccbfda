/**
 * Every route of the spec's table, one entry each: `path` is the router pattern, `getHref`
 * builds a link, so no component writes a URL by hand. The spec's route names are noted.
 */
import { BRAND } from '../../domain/brand';
import type { FinderAnswers } from '../../domain/journey';
import { orderQuery, type OrderPrefill } from './order-prefill';

/** A value of a query parameter; empty ones are left out. */
export type QueryValue = string | number | null | undefined;

/** '?a=1&b=2' from the defined, non-empty values; '' when none. */
export function toQuery(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const seg = (value: string | number) => encodeURIComponent(String(value));
const club = `/${BRAND.product}-club`;
const journey = `/${BRAND.product}-journey`;

export const paths = {
  /** Home */
  home: { path: '/', getHref: () => '/' },
  afterSales: { path: '/after-sales', getHref: () => '/after-sales' },
  /** After_sale_detail; link is general-repair or body-and-paint. */
  afterSalesDetail: { path: '/after-sales/:link', getHref: (link: string) => `/after-sales/${seg(link)}` },
  testDriveVeloz: { path: '/testdriveveloz', aliases: ['/test-veloz'], getHref: () => '/testdriveveloz' },
  /** {product}_club */
  club: { path: club, getHref: (page?: number) => `${club}${toQuery({ page: page && page > 1 ? page : null })}` },
  clubDetail: { path: `${club}/:link`, getHref: (link: string) => `${club}/${seg(link)}` },
  /** Promo */
  promo: { path: '/promo', getHref: () => '/promo' },
  /** Trade_in */
  tradeIn: { path: '/trade-in', getHref: () => '/trade-in' },
  leadSales: { path: '/lead-sales', getHref: () => '/lead-sales' },
  /** Booking_service */
  bookingService: { path: '/booking-service', getHref: () => '/booking-service' },
  /** Sparepart */
  sparepart: { path: '/sparepart-accesoris', getHref: () => '/sparepart-accesoris' },
  /** Compare_car */
  compareCar: { path: '/compare-car', getHref: () => '/compare-car' },
  /** Contact_us */
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  /** Credit_simulation */
  creditSimulation: { path: '/credit-simulation', getHref: () => '/credit-simulation' },
  /** Dashboard_member; tab 1 to 8. */
  dashboardMember: { path: '/dashboard-member', getHref: (tab?: number) => `/dashboard-member${toQuery({ tab })}` },
  /** Download_brochure */
  brochure: { path: '/brochure', getHref: () => '/brochure' },
  /** Find_dealer */
  findDealer: { path: '/find-dealer', getHref: () => '/find-dealer' },
  /** Find_dealer_detail */
  findDealerDetail: { path: '/find-dealer/:link', getHref: (link: string) => `/find-dealer/${seg(link)}` },
  /** {product}_journey, optionally with the finder's answers. */
  journey: {
    path: journey,
    getHref: (answers?: Partial<FinderAnswers>) =>
      `${journey}${toQuery({ question_1: answers?.question_1, question_2: answers?.question_2, question_3: answers?.question_3 })}`,
  },
  /** Order_info */
  orderInfo: { path: '/order-info', getHref: () => '/order-info' },
  /** Order_success */
  orderSuccess: { path: '/order-success', getHref: () => '/order-success' },
  /** Order; what the buyer picked prefills the wizard (src/lib/order-prefill.ts). */
  order: {
    path: '/order',
    getHref: (prefill?: Partial<OrderPrefill>) => `/order${toQuery(orderQuery(prefill))}`,
  },
  /** The shared deal sheet (issue 34), server-rendered. */
  deal: { path: '/deal/:id', getHref: (id: string) => `/deal/${seg(id)}` },
  /** Pricelist_page */
  priceList: { path: '/price-list', getHref: () => '/price-list' },
  /** The whole catalogue saved for offline use (showroom tablets, docs/showroom.md). */
  offlineCatalogue: { path: '/offline', getHref: () => '/offline' },
  /** Showroom tablet: the attract loop and switching showroom mode on (docs/showroom.md). */
  showroom: { path: '/showroom', getHref: () => '/showroom' },
  /** Showroom tablet: a model's full-screen presentation. */
  showroomPresentation: { path: '/showroom/:seo', getHref: (seo: string) => `/showroom/${seg(seo)}` },
  /** Test_drive; category, model and (from a credit simulation) transmission and type are ids that prefill the form. */
  testDrive: {
    path: '/test-drive',
    getHref: (prefill?: { category?: number | string; model?: number | string; transmission?: string; type?: number | string }) =>
      `/test-drive${toQuery({ category: prefill?.category, model: prefill?.model, transmission: prefill?.model ? prefill?.transmission : undefined, type: prefill?.model && prefill?.transmission ? prefill?.type : undefined })}`,
  },
  /** Single_page; slugs such as info-garansi, {product}-emergency-asistance, kebijakan-privasi. */
  info: { path: '/info/:profil', getHref: (slug: string) => `/info/${seg(slug)}` },
  /** News_read */
  newsRead: { path: '/news/:link', getHref: (seo: string) => `/news/${seg(seo)}` },
  /** Detail_booking_order */
  detailBookingOrder: { path: '/bookingorder/detail/:id', getHref: (id: string | number) => `/bookingorder/detail/${seg(id)}` },
  /** Detail_booking_service */
  detailBookingService: { path: '/bookingservice/detail/:id', getHref: (id: string | number) => `/bookingservice/detail/${seg(id)}` },
  /** Detail_test_drive */
  detailTestDrive: { path: '/testdrive/detail/:id', getHref: (id: string | number) => `/testdrive/detail/${seg(id)}` },
  /** Detail_trade_in */
  detailTradeIn: { path: '/tradein/detail/:id', getHref: (id: string | number) => `/tradein/detail/${seg(id)}` },
  /** Set a new password from the e-mailed link (`?token=`). */
  resetPassword: { path: '/reset-password', getHref: (token?: string) => `/reset-password${toQuery({ token })}` },
  /** 'Lacak booking': a guest finds a booking with its id and a code mailed to its address (`?id=` fills the id). */
  trackBooking: { path: '/lacak-booking', getHref: (id?: string) => `/lacak-booking${toQuery({ id })}` },
  /** Verify the member's e-mail from the mailed link (`#token=`, never sent to a server). */
  verifyEmail: { path: '/verifikasi-email', getHref: () => '/verifikasi-email' },
  /** Back office sign-in; `next` is where to go after it. */
  staffLogin: { path: '/staff/login', getHref: (next?: string) => `/staff/login${toQuery({ next })}` },
  /** Back office overview: one card per queue the staff member sees. */
  staffHome: { path: '/staff', getHref: () => '/staff' },
  /** One queue, with its filter as query parameters. */
  staffQueue: { path: '/staff/queue/:kind', getHref: (kind: string, filter?: Record<string, QueryValue>) => `/staff/queue/${seg(kind)}${toQuery(filter ?? {})}` },
  /** One record of a queue. */
  staffRecord: { path: '/staff/queue/:kind/:id', getHref: (kind: string, id: string | number) => `/staff/queue/${seg(kind)}/${seg(id)}` },
  /** Staff accounts (admin). */
  staffAccounts: { path: '/staff/accounts', getHref: () => '/staff/accounts' },
  /** A branch's bookings by day or week (issue 32). */
  staffCalendar: { path: '/staff/calendar', getHref: () => '/staff/calendar' },
  /** The audit log (admin), with its filter as query parameters. */
  staffAlerts: { path: '/staff/notifikasi', getHref: () => '/staff/notifikasi' },
  staffReports: { path: '/staff/reports', getHref: (filter?: Record<string, QueryValue>) => `/staff/reports${toQuery(filter ?? {})}` },
  staffAudit: { path: '/staff/audit', getHref: (filter?: Record<string, QueryValue>) => `/staff/audit${toQuery(filter ?? {})}` },
  /** Content management (content, admin): one card per collection. */
  staffContent: { path: '/staff/content', getHref: () => '/staff/content' },
  /** One collection's list, with search, sort and page as query parameters. */
  staffCollection: { path: '/staff/content/:collection', getHref: (collection: string, filter?: Record<string, QueryValue>) => `/staff/content/${seg(collection)}${toQuery(filter ?? {})}` },
  /** One record's form; id `baru` adds one. */
  staffContentRecord: { path: '/staff/content/:collection/:id', getHref: (collection: string, id: string | number = 'baru') => `/staff/content/${seg(collection)}/${seg(id)}` },
  /** The media library (content, admin): unused uploads, with remove. */
  staffMedia: { path: '/staff/media', getHref: () => '/staff/media' },
  /** Personal data (admin): the retention rules, what is due and the runs. */
  staffRetention: { path: '/staff/privacy', getHref: () => '/staff/privacy' },
  /** Personal data (admin): the breach register. */
  staffBreaches: { path: '/staff/privacy/breaches', getHref: () => '/staff/privacy/breaches' },
  /** Personal data (admin): a person's data on a written request. */
  staffDataRequests: { path: '/staff/privacy/requests', getHref: () => '/staff/privacy/requests' },
  /** The garage (issue 33): car search, 'Servis jatuh tempo', pending claims and campaigns; one car's page. */
  staffGarage: { path: '/staff/garasi', getHref: (q?: string) => `/staff/garasi${toQuery({ q })}` },
  staffGarageCar: { path: '/staff/garasi/:id', getHref: (id: string | number) => `/staff/garasi/${seg(id)}` },
  /** Stock units per branch (admin, sales): list, edit, CSV import. */
  staffStock: { path: '/staff/stock', getHref: (filter?: Record<string, QueryValue>) => `/staff/stock${toQuery(filter ?? {})}` },
  /** Any other address under /staff. */
  staffNotFound: { path: '/staff/*', getHref: () => '/staff' },
  /** Detail_car: the catch-all single segment (car seo); keep it last among single segments. */
  carDetail: { path: '/:link', getHref: (seo: string) => `/${seg(seo)}` },
} as const;

/** Slugs of the info pages the shell links to. */
export const INFO_PAGES = {
  warranty: 'info-garansi',
  emergency: `${BRAND.product}-emergency-asistance`,
  privacy: 'kebijakan-privasi',
} as const;

/**
 * Where an after-sales card leads (Home and the after-sales page alike): booking-service and
 * sparepart to their screens, the repairs to after-sales detail; an app path or URL as it is.
 */
export function afterSalesHref(link: string): string {
  if (link.startsWith('/') || /^https?:/i.test(link)) return link;
  if (link === 'booking-service') return paths.bookingService.getHref();
  if (link === 'sparepart' || link === 'sparepart-accesoris') return paths.sparepart.getHref();
  return paths.afterSalesDetail.getHref(link);
}
