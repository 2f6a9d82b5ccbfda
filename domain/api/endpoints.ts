/**
 * Every endpoint of the contract (spec section 7) by path: what it takes and the `data` its envelope
 * carries. Paths are relative to `/api` (`bookingonlinenet.php` is under `/booking-api`). `:name`
 * is a path segment from `params`, `{product}` the brand slug, `query` the query string; the
 * transport (shared/transport.ts) builds the URL, so no caller writes one by hand.
 * GET member/photo answers a JPEG, not an envelope (read through the transport's raw `send`).
 * The staff API (/api/staff, docs/back-office.md) is merged in from staff-endpoints.ts, under
 * `staff/...` (its shapes in staff.ts, garage.ts...); its record writes are the outbox's typed targets.
 */
import type { CreditQuote, CreditRegion, CreditScheme, InsuranceType, LeasingPartnerRow } from '../credit';
import type { DealRequest, DealView, TradeInEstimateAnswer } from '../deal';
import type { TradeInCondition } from '../tradein-estimate';
import type { TradeInValueModel } from '../tradein-values';
import type { BranchStock } from '../stock';
import type { Accessory } from '../accessories';
import type { TrackedBooking, TrackRequestDto, TrackVerifyDto } from '../track';
import type {
  CarColor, CarDefault, CarDetail, CarType, Category, CompareRequest, CompareResult, CreditSimulationRequest,
  CreditSimulationResult, Exterior360, Interior360, JourneyResult, ModelCard, ModelLookup, PriceListData, Questions,
  VehicleCategory,
} from './catalogue';
import type {
  AfterSales, Bank, Branch, BranchCity, BrochureCategory, BrochureDownload, City, Club, ClubPage, DealerContact, DealerIcon,
  DealerImage, DealerMaps, DealerPromo, NavItem, NewsDetail, NewsItem, PromoPage, Province, Recommended, ServiceIcon, ServicePage,
  SinglePage, SiteConfig, Slide, SparePart, SpecialOffer, Testimonial, TradeInBrand, TradeInBrandModel, TradeInType, TradeInYear,
  ValueItem, VisitorRecord,
} from './content';
import type {
  ChassisCheck, EmailVerification, InboxDetail, InboxItem, LoginData, MemberOrderRef, MemberProfile, OrderDetail, OrderHistoryRow, RegisterResult, ServiceDetail,
  ServiceHistoryRow, SubmissionResult, TestDriveDetail, TestDriveHistoryRow, TradeInDetail, TradeInHistoryRow,
} from './members';
import type { CreditRateRow } from '../credit';
import type { SlotDay, SlotsQuery } from '../slots';
import type { AccountDeletion, DataExportLink, PasswordConfirmBody, PolicyVersion, PolicyVersionText } from '../privacy';
import type { ConsentChange, ConsentRecord } from '../consents';
import type { NotificationSettings, PushSubscriptionBody } from '../notifications';
import type {
  CollectionParams, ContentCollectionInfo, ContentListPage, ContentListQuery, ContentRecord, MediaItem, MediaPage, RecordParams,
} from './content-admin';
import type { CatalogueManifest } from './offline-catalogue';
import type { FormBody } from './form-body';
import type { StaffGetEndpoints, StaffPatchEndpoints, StaffPostEndpoints } from './staff-endpoints';

export type { FormBody } from './form-body';
export type { StaffFilter } from './staff-endpoints';
import type { OrderBank, OrderResult, PaymentConfirmationResult, VoucherResult } from './orders';
import type { BookingServiceDto } from '../forms/booking-service';
import type { ContactDto } from '../forms/contact';
import type { InstantApprovalDto } from '../forms/credit';
import type { LeadSalesDto } from '../forms/lead-sales';
import type { EditProfileDto, LoginDto, NewPasswordDto, RegisterDto, ResetPasswordDto } from '../forms/member';
import type { OrderDto, PaymentConfirmationDto, VoucherCheckDto } from '../forms/order';
import type { TestDriveDto } from '../forms/test-drive';
import type { TradeInDto } from '../forms/trade-in';


/** The contract's way of naming the member in a body (the token also goes as Bearer). */
export interface MemberBody { token?: string | null; member_email?: string; unique_id?: string }
/** The body of the inbox calls. */
export interface InboxBody { token?: string | null; email?: string }
/** The body of the seo-keyed car and dealer reads. */
export interface SeoBody { seo: string }
/** The body of the type lookups. */
export interface ModelTransmissionBody { car_model_id: number; car_transmission: 'AT' | 'MT' }
/** The dream-car finder's answers as sent. */
export interface FinderBody { question_1: number; question_2: number; question_3: number }
/** A model's video: cover still and the player URL. */
export type CarVideo = NonNullable<CarDetail['video']>;
/** GET newsdetail/{seo}: the article and the popular ones beside it. */
export interface NewsArticle { news_detail: NewsDetail; news_popular: NewsItem[] }
/** A record id in the query string (`detail/testdrive?id=`). */
export interface IdQuery { id: number | string }

/** GET endpoints. */
export interface GetEndpoints extends StaffGetEndpoints {
  vehicles: { data: { category: VehicleCategory[] } };
  carcategory: { data: Category[] };
  recomendedproduct: { data: Recommended[] };
  pricelist: { data: PriceListData };
  /** The dealer's flat rate per tenor, mirrored for offline estimates. */
  creditrates: { data: CreditRateRow[] };
  /** Leasing partners with their full terms (issue 34), mirrored for offline quotes. */
  leasing: { data: LeasingPartnerRow[] };
  /** Trade-in reference values per model (issue 34), mirrored for the offline estimate. */
  'tradein/values': { data: TradeInValueModel[] };
  'deal/:id': { params: { id: string }; data: DealView };
  stock: { query: { car_type_id: number; color_id?: number }; data: BranchStock[] };
  accessories: { query: { car_model_id: number }; data: Accessory[] };
  /** Every read and media file of the catalogue with its hash and size (offline download). */
  'catalogue/manifest': { data: CatalogueManifest };
  question: { data: Questions };
  brand: { data: TradeInBrand[] };
  slider: { data: Slide[] };
  icon: { data: ServiceIcon[] };
  specialoffer: { data: SpecialOffer[] };
  values: { data: ValueItem[] };
  aftersales: { data: AfterSales };
  navigationmenu: { data: NavItem[] };
  /** The dealer's external sales site and chat page, when configured. */
  siteconfig: { data: SiteConfig };
  testimoni: { data: Testimonial[] };
  'news/home': { data: NewsItem[] };
  'news/highlight': { data: NewsItem[] };
  'news/promo': { query?: { category?: string }; data: PromoPage };
  'newsdetail/:seo': { params: { seo: string }; data: NewsArticle };
  'service/:link': { params: { link: string }; data: ServicePage };
  'singlepage/:slug': { params: { slug: string }; data: SinglePage };
  'policy/versions': { data: PolicyVersion[] };
  'policy/versions/:version': { params: { version: string }; data: PolicyVersionText };
  '{product}club': { query: { page: number }; data: ClubPage };
  '{product}club/detail/:seo': { params: { seo: string }; data: Club };
  brochure: { data: { category: BrochureCategory[] } };
  /** The envelope also carries `data_count` (the length of `data`). */
  sparepart: { query: { filter: string; q: string }; data: SparePart[] };
  provinsi: { data: Province[] };
  'cabang/kota': { data: BranchCity[] };
  'member/bank': { data: Bank[] };
  /** The member's own consents, the latest per purpose (member token). */
  'member/consents': { data: ConsentRecord[] };
  /** Issue 31: the member's notification settings (consents), member token. */
  'member/notifications': { data: NotificationSettings };
  /** Issue 31: the VAPID public key (base64url) a browser subscribes with. */
  'push/key': { data: { public_key: string } };
  'order/bank': { data: OrderBank };
  'detail/bookingservice': { query: IdQuery; data: ServiceDetail };
  'detail/testdrive': { query: IdQuery; data: TestDriveDetail };
  'detail/tradein': { query: IdQuery; data: TradeInDetail };
  'detail/bookingorder': { query: IdQuery; data: OrderDetail };
  'member/orderid': { query: { unique_id: string }; data: MemberOrderRef[] };
  /** Places left per day and slot at a branch (issue 32, docs/slots.md). */
  slots: { query: SlotsQuery; data: { days: SlotDay[] } };
}

/** POST endpoints. */
export interface PostEndpoints extends StaffPostEndpoints {
  carname: { body: { category: number }; data: ModelCard[] };
  carmodel: { body: { category_id: number }; data: ModelLookup[] };
  cartype: { body: ModelTransmissionBody; data: CarType[] };
  'comparison/type': { body: ModelTransmissionBody; data: CarType[] };
  compare: { body: CompareRequest; data: CompareResult };
  creditsimulation: { body: CreditSimulationRequest; data: CreditSimulationResult };
  'credit/quote': { body: { car_type_id: number; uang_muka: number; tenor: number; partner_id?: number; scheme?: CreditScheme; insurance?: InsuranceType; region?: CreditRegion }; data: CreditQuote };
  'tradein/estimate': { body: { brand_id: number; brand_model_id: number; brand_year: number; km: number; condition: TradeInCondition; region?: CreditRegion }; data: TradeInEstimateAnswer };
  deal: { body: DealRequest; data: DealView };
  cardetail: { body: { car_seo: string }; data: CarDetail };
  cardefault: { body: SeoBody; data: CarDefault | null };
  caryoutube: { body: SeoBody; data: CarVideo | null };
  interior360: { body: SeoBody; data: Interior360 | null };
  exterior360: { body: SeoBody; data: Exterior360[] };
  cartypedetail: { body: SeoBody; data: CarType[] };
  'question/result': { body: FinderBody; data: JourneyResult };
  brandmodel: { body: { brand_id: number }; data: TradeInBrandModel[] };
  brandyear: { body: { brand_id: number; brand_model_id: number }; data: TradeInYear[] };
  brandtype: { body: { brand_id: number; brand_model_id: number; brand_model_year: number }; data: TradeInType[] };
  kota: { body: { province_code: string }; data: City[] };
  cabang: { body: { city_code: string }; data: Branch[] };
  'dealer/slider': { body: SeoBody; data: DealerImage[] };
  'dealer/icon': { body: SeoBody; data: DealerIcon[] };
  'dealer/maps': { body: SeoBody; data: DealerMaps };
  'dealer/contact': { body: SeoBody; data: DealerContact };
  'dealer/nea': { body: SeoBody; data: DealerImage[] };
  'dealer/promo': { body: SeoBody; data: DealerPromo[] };
  'brochure/download': { body: { brochure_id: number; downloaded?: number }; data: BrochureDownload };
  visitor: { body: { date: string }; data: VisitorRecord };
  login: { body: FormBody<LoginDto>; data: LoginData };
  logout: { body: { token?: string | null }; data: null };
  auth: { body: { email?: string; token?: string | null }; data: null };
  register: { body: FormBody<RegisterDto>; data: RegisterResult };
  cekrangka: { body: { no_rangka: string }; data: ChassisCheck };
  verifyemail: { body: { token: string }; data: EmailVerification };
  'verifyemail/resend': { body: Record<string, never>; data: null };
  forgotpassword: { body: FormBody<ResetPasswordDto>; data: null };
  resetpassword: { body: FormBody<NewPasswordDto>; data: null };
  /** Issue 30.5 'Lacak booking': a one-time code to the booking's address, the booking for it, 'Buat password'. */
  'track/code': { body: FormBody<TrackRequestDto>; data: null };
  'track/verify': { body: FormBody<TrackVerifyDto>; data: TrackedBooking };
  'track/password': { body: FormBody<TrackRequestDto>; data: null };
  memberprofile: { body: MemberBody; data: MemberProfile };
  updateprofile: { body: FormBody<EditProfileDto>; data: MemberProfile };
  'history/bookingservice': { body: MemberBody; data: ServiceHistoryRow[] };
  'history/testdrive': { body: MemberBody; data: TestDriveHistoryRow[] };
  'history/tradein': { body: MemberBody; data: TradeInHistoryRow[] };
  'history/bookingorder': { body: MemberBody; data: OrderHistoryRow[] };
  'member/inbox': { body: InboxBody; data: InboxItem[] };
  /** Issue 29.2: the password typed again; a single-use link to the ZIP of all the member's data. */
  'member/export': { body: PasswordConfirmBody; data: DataExportLink };
  /** Issue 29.3: the password typed again; the account is gone (orders kept pseudonymised). */
  'member/delete': { body: PasswordConfirmBody; data: AccountDeletion };
  /** Gives or withdraws one consent at once; answers the member's consents. */
  'member/consents': { body: ConsentChange; data: ConsentRecord[] };
  /** Issue 31: changes any of the settings (each a consent); answers them all. */
  'member/notifications': { body: Partial<{ channels: Partial<NotificationSettings['channels']>; purposes: Partial<NotificationSettings['purposes']> }>; data: NotificationSettings };
  /** Issue 31: subscribes this device to push (member token). */
  'member/push': { body: { subscription: PushSubscriptionBody }; data: { subscribed: boolean } };
  'member/push/unsubscribe': { body: { endpoint: string }; data: { subscribed: boolean } };
  'member/detailinbox': { query: IdQuery; body: InboxBody; data: InboxDetail };
  'order/type': { body: ModelTransmissionBody; data: CarType[] };
  'order/warna': { body: { car_model_id: number }; data: CarColor[] };
  /** The envelope's `message` says 'Valid' or 'Invalid' (read it with postEnvelope). */
  voucher: { body: FormBody<VoucherCheckDto>; data: VoucherResult | null };
  order: { body: FormBody<OrderDto>; data: OrderResult };
  'member/payment': { body: FormBody<PaymentConfirmationDto>; data: PaymentConfirmationResult };
  testdrive: { body: FormBody<TestDriveDto>; data: SubmissionResult };
  contact: { body: FormBody<ContactDto>; data: SubmissionResult };
  leadsales: { body: FormBody<LeadSalesDto>; data: SubmissionResult };
  tradein: { body: FormBody<TradeInDto>; data: SubmissionResult };
  instantapprove: { body: FormBody<InstantApprovalDto>; data: SubmissionResult };
  /** Under /booking-api. */
  'bookingonlinenet.php': { body: FormBody<BookingServiceDto>; data: SubmissionResult };
}

/** PATCH endpoints (all of them the staff API's). */
export type PatchEndpoints = StaffPatchEndpoints;

/** A GET path of the map. */
export type GetPath = keyof GetEndpoints;
/** A POST path of the map. */
export type PostPath = keyof PostEndpoints;
/** A PATCH path of the map. */
export type PatchPath = keyof PatchEndpoints;

/** What a call passes besides the body: `params` and `query` exactly when the endpoint has them. */
export type PathArgs<E> = Omit<E, 'data' | 'body'>;

/**
 * The content-management API under /api/staff (staff Bearer token, roles content and admin), by
 * method and path relative to /api/staff. Bodies are the collection's DTO (domain/content/dto.ts);
 * POST media takes the raw file as the body with its Content-Type (image/jpeg, image/png,
 * image/webp or application/pdf) and answers what was stored.
 */
export interface StaffContentEndpoints {
  'GET content': { data: ContentCollectionInfo[] };
  'GET content/:collection': { params: CollectionParams; query?: ContentListQuery; data: ContentListPage };
  'GET content/:collection/:id': { params: RecordParams; data: ContentRecord };
  'POST content/:collection': { params: CollectionParams; body: Record<string, unknown>; data: ContentRecord };
  'PATCH content/:collection/:id': { params: RecordParams; body: Record<string, unknown>; data: ContentRecord };
  'DELETE content/:collection/:id': { params: RecordParams; data: null };
  'POST content/media': { body: unknown; data: MediaItem };
  'GET content/media': { query?: { unused?: 0 | 1; page?: number }; data: MediaPage };
  'DELETE content/media/:id': { params: { id: string }; data: null };
}
