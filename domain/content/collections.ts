/**
 * The content collections of the back office (issue 11, docs/content-management.md): their names
 * (the `{collection}` path segment of /api/staff/content), and a description of each one's fields
 * that the staff screens render generically and the server's engine maps to its table.
 */
import { RUPIAH_MAX } from '../forms/limits';

/** Every collection, plural kebab-case, in menu order. */
export const CONTENT_COLLECTIONS = [
  'categories', 'models', 'types', 'colours', 'specifications',
  'sliders', 'offers', 'news', 'news-categories', 'pages', 'clubs', 'spare-parts', 'accessories', 'brochures',
  'branches', 'branch-cities', 'credit-rates', 'vouchers', 'testimonials', 'after-sales',
  'leasing-partners', 'tradein-values', 'maintenance-plan', 'slot-capacity', 'testdrive-units',
] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/** Whether a path segment names a collection. */
export const isContentCollection = (name: string): name is ContentCollection => (CONTENT_COLLECTIONS as readonly string[]).includes(name);

export const PUBLISH_STATUSES = ['draft', 'published'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export const PUBLISH_STATUS_LABELS: Record<PublishStatus, string> = { draft: 'Draf', published: 'Terbit' };

/**
 * How a field is edited and shown:
 * - text, textarea, html (rich text, sanitised by the server), slug (lower-case-and-dashes), url, colour (#rrggbb)
 * - number, rupiah (whole rupiah), percent (two decimals), date (YYYY-MM-DD), boolean
 * - options (fixed choices in `options`), select (a record of `collection`, value its id), multi-select (ids)
 * - media (one uploaded photo URL), media-list (photo URLs), frames-360 (18 photo URLs in turning order),
 *   panorama (six face URLs keyed front, back, left, right, top, bottom), pdf (an uploaded PDF URL)
 * - rows (a list of small objects whose fields are `columns`)
 */
export const FIELD_KINDS = [
  'text', 'textarea', 'html', 'slug', 'url', 'colour', 'number', 'rupiah', 'percent', 'date', 'boolean',
  'options', 'select', 'multi-select', 'media', 'media-list', 'frames-360', 'panorama', 'pdf', 'rows',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldOption { value: string; label: string }

export interface ContentField {
  name: string;
  label: string;
  kind: FieldKind;
  /** Must be given (the DTO says the same). */
  required?: boolean;
  /** Longest text (text kinds) or largest value (numbers). */
  max?: number;
  /** For `options`. */
  options?: readonly FieldOption[];
  /** For `select` and `multi-select`: the collection whose records are the choices. */
  collection?: ContentCollection;
  /** For `rows`: the fields of one row (text, textarea or media). */
  columns?: readonly ContentField[];
  /** Shown, never sent (computed by the server, e.g. a voucher's uses). */
  readonly?: boolean;
  /** One line of help under the field. */
  help?: string;
}

export interface CollectionDescription {
  name: ContentCollection;
  /** Menu and list title. */
  label: string;
  /** One record ('Tipe'). */
  singular: string;
  fields: readonly ContentField[];
  /** The field naming a record in lists, confirmations and select choices. */
  title_field: string;
  /** Columns of the list, by field name. */
  list_fields: readonly string[];
  /** Fields the list's `sort` accepts (prefix '-' for descending). */
  sort_fields: readonly string[];
  /** Default sort. */
  default_sort: string;
  /** Select fields the list may be filtered on (`?car_model_id=3`). */
  filter_fields: readonly string[];
  /** Has `status` draft / published (sliders, offers, news, pages): visitors only ever see published records. */
  draft: boolean;
  /** False when records come with another collection (a type's specification). */
  can_create: boolean;
  can_delete: boolean;
  /** Ids are text (branch-city codes) or whole numbers (everything else; credit rates use the tenor). */
  id_kind: 'number' | 'text';
}

const text = (name: string, label: string, max: number, required = true): ContentField => ({ name, label, kind: 'text', max, required });
const textarea = (name: string, label: string, max: number, required = true): ContentField => ({ name, label, kind: 'textarea', max, required });
const slug = (name: string, label = 'Slug (URL)'): ContentField => ({ name, label, kind: 'slug', max: 120, required: true, help: 'Huruf kecil, angka dan tanda hubung, mis. avanza-veloz' });
const media = (name: string, label: string, required = true): ContentField => ({ name, label, kind: 'media', max: 300, required });
const mediaList = (name: string, label: string): ContentField => ({ name, label, kind: 'media-list', max: 20 });
const sort: ContentField = { name: 'sort', label: 'Urutan', kind: 'number', max: 9999 };
const status: ContentField = {
  name: 'status', label: 'Status', kind: 'options', required: true,
  options: [{ value: 'draft', label: PUBLISH_STATUS_LABELS.draft }, { value: 'published', label: PUBLISH_STATUS_LABELS.published }],
};
const link = (name: string, label: string): ContentField => ({ name, label, kind: 'url', max: 500, required: true, help: 'Alamat di situs (/promo) atau tautan lengkap (https://...)' });
const specRows = (name: string, label: string): ContentField => ({
  name, label, kind: 'rows', max: 60, columns: [text('title', 'Judul', 100), text('value', 'Nilai', 200)],
});


const base = { draft: false, can_create: true, can_delete: true, id_kind: 'number', filter_fields: [] } as const;

/** Weekday names, index 0 = Sunday (as the slot hours are stored). */
export const WEEKDAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
const HOURS_HELP = 'Mis. 08:00-16:30; kosong berarti tutup';
/** Slot capacity (issue 32, docs/slots.md): one record per branch, made for every branch; hours per weekday as 'HH:MM-HH:MM'. */
const SLOT_CAPACITY: CollectionDescription = {
  ...base, name: 'slot-capacity', label: 'Kapasitas Jadwal', singular: 'Kapasitas Cabang', title_field: 'branch_name', can_create: false, can_delete: false,
  fields: [
    { name: 'branch_name', label: 'Cabang', kind: 'text', readonly: true },
    { name: 'slot_minutes', label: 'Lama Slot (menit)', kind: 'number', max: 240, required: true, help: '15 sampai 240 menit' },
    ...WEEKDAY_NAMES.map((day, i): ContentField => ({ name: `hours_${i}`, label: `Jam Bengkel ${day}`, kind: 'text', max: 11, help: HOURS_HELP })),
    ...WEEKDAY_NAMES.map((day, i): ContentField => ({ name: `testdrive_hours_${i}`, label: `Jam Test Drive ${day}`, kind: 'text', max: 11, help: HOURS_HELP })),
    { name: 'service_general', label: 'Bay General Service per Slot', kind: 'number', max: 50 },
    { name: 'service_body_paint', label: 'Bay Body & Paint per Slot', kind: 'number', max: 50 },
    { name: 'inspection', label: 'Slot Inspeksi Trade In per Slot', kind: 'number', max: 50 },
    { name: 'closed_days', label: 'Hari Libur & Tutup', kind: 'rows', max: 120, columns: [{ name: 'date', label: 'Tanggal (YYYY-MM-DD)', kind: 'text', max: 10, required: true }] },
  ],
  list_fields: ['branch_name', 'slot_minutes', 'service_general', 'service_body_paint', 'inspection'], sort_fields: ['id'], default_sort: 'id',
};
/** The cars each branch lends for test drives: one place per slot each; a branch without a unit of a model offers no test drive of it. */
const TESTDRIVE_UNITS: CollectionDescription = {
  ...base, name: 'testdrive-units', label: 'Unit Test Drive', singular: 'Unit Test Drive', title_field: 'name', filter_fields: ['branch_id', 'car_model_id'],
  fields: [
    { name: 'branch_id', label: 'Cabang', kind: 'select', collection: 'branches', required: true },
    { name: 'car_model_id', label: 'Model', kind: 'select', collection: 'models', required: true },
    { name: 'name', label: 'Nama Unit (mis. Avanza unit 1)', kind: 'text', max: 100, required: true },
    { name: 'active', label: 'Aktif', kind: 'boolean' },
  ],
  list_fields: ['name', 'branch_id', 'car_model_id', 'active'], sort_fields: ['name', 'id'], default_sort: 'id',
};

/** Every collection's description, by name. */
export const COLLECTIONS: Record<ContentCollection, CollectionDescription> = {
  categories: {
    ...base, name: 'categories', label: 'Kategori Mobil', singular: 'Kategori', title_field: 'category_name',
    fields: [text('category_name', 'Nama Kategori', 100), slug('category_seo'), sort],
    list_fields: ['category_name', 'category_seo', 'sort'], sort_fields: ['category_name', 'sort', 'id'], default_sort: 'sort',
  },
  models: {
    ...base, name: 'models', label: 'Model Mobil', singular: 'Model', title_field: 'name', filter_fields: ['category_id'],
    fields: [
      { name: 'category_id', label: 'Kategori', kind: 'select', collection: 'categories', required: true },
      text('name', 'Nama Model', 100), slug('car_seo'), text('body_style', 'Tipe Bodi', 60),
      textarea('preview_text', 'Teks Pratinjau', 500, false), text('meta_title', 'Judul Meta (SEO)', 160, false),
      media('image', 'Foto Utama'),
      { name: 'featured', label: 'Poin Unggulan', kind: 'rows', max: 12, columns: [text('title', 'Judul', 100), text('subtitle', 'Keterangan', 200)] },
      { name: 'recommended', label: 'Direkomendasikan', kind: 'boolean' },
      text('ribbon', 'Pita (mis. Baru)', 40, false), sort,
      mediaList('slider', 'Slider Desktop'), mediaList('slider_mobile', 'Slider Mobile'),
      media('exterior_cover', 'Sampul Eksterior', false), mediaList('exterior_gallery', 'Galeri Eksterior'),
      media('interior_cover', 'Sampul Interior', false), mediaList('interior_gallery', 'Galeri Interior'),
      { name: 'interior360', label: 'Panorama Interior (6 sisi)', kind: 'panorama', max: 300 },
      text('cta_title', 'Judul Ajakan', 120, false), { name: 'cta_whatsapp', label: 'Tautan WhatsApp Ajakan (https://wa.me/...)', kind: 'url', max: 500 },
      media('video_cover', 'Sampul Video', false), { name: 'video_url', label: 'Tautan Video (YouTube embed)', kind: 'url', max: 500 },
    ],
    list_fields: ['image', 'name', 'category_id', 'recommended', 'sort'], sort_fields: ['name', 'sort', 'id'], default_sort: 'sort',
  },
  types: {
    ...base, name: 'types', label: 'Tipe & Harga', singular: 'Tipe', title_field: 'car_type_name', filter_fields: ['car_model_id'],
    fields: [
      { name: 'car_model_id', label: 'Model', kind: 'select', collection: 'models', required: true },
      text('car_type_name', 'Nama Tipe', 100),
      { name: 'car_transmission', label: 'Transmisi', kind: 'options', required: true, options: [{ value: 'AT', label: 'Otomatis (AT)' }, { value: 'MT', label: 'Manual (MT)' }] },
      { name: 'price_otr', label: 'Harga OTR', kind: 'rupiah', max: RUPIAH_MAX, required: true },
      { name: 'price_disc', label: 'Harga Diskon', kind: 'rupiah', max: RUPIAH_MAX, help: '0 bila tidak ada diskon; harus di bawah harga OTR' },
      media('image', 'Foto Tipe'), sort,
    ],
    list_fields: ['car_type_name', 'car_model_id', 'car_transmission', 'price_otr', 'price_disc'], sort_fields: ['car_type_name', 'price_otr', 'sort', 'id'], default_sort: 'sort',
  },
  colours: {
    ...base, name: 'colours', label: 'Warna', singular: 'Warna', title_field: 'color_name', filter_fields: ['car_model_id'],
    fields: [
      { name: 'car_model_id', label: 'Model', kind: 'select', collection: 'models', required: true },
      text('color_name', 'Nama Warna', 100), { name: 'color_palette', label: 'Kode Warna', kind: 'colour', max: 7, required: true },
      media('image', 'Foto Mobil Berwarna Ini'),
      { name: 'frames', label: 'Foto 360 Eksterior (18 bingkai)', kind: 'frames-360', max: 18, help: '18 foto berurutan searah jarum jam' },
      sort,
    ],
    list_fields: ['image', 'color_name', 'car_model_id', 'color_palette'], sort_fields: ['color_name', 'sort', 'id'], default_sort: 'sort',
  },
  specifications: {
    ...base, name: 'specifications', label: 'Spesifikasi', singular: 'Spesifikasi', title_field: 'car_type_name', can_create: false, can_delete: false,
    filter_fields: ['car_model_id'],
    fields: [
      { name: 'car_type_name', label: 'Tipe', kind: 'text', readonly: true },
      { name: 'car_model_id', label: 'Model', kind: 'select', collection: 'models', readonly: true },
      specRows('dimensi', 'Dimensi'), specRows('mesin', 'Mesin'), specRows('spesifikasi', 'Sasis & Fitur'),
    ],
    list_fields: ['car_type_name', 'car_model_id'], sort_fields: ['car_type_name', 'id'], default_sort: 'id',
  },
  // Home's hero: one banner with its two pictures, so a phone and a desktop show the same title (issue 30.7).
  sliders: {
    ...base, name: 'sliders', label: 'Banner Beranda', singular: 'Banner', title_field: 'title', draft: true,
    fields: [
      text('title', 'Judul', 150),
      { ...media('image', 'Gambar Desktop'), help: 'Lebar, mis. 1440 x 560 px; tampil mulai layar 768 px' },
      { ...media('image_mobile', 'Gambar Mobile'), help: 'Tegak, mis. 720 x 960 px; tampil di ponsel' },
      link('link', 'Tautan'),
      { name: 'overlay', label: 'Tampilkan judul di atas gambar (matikan bila gambar sudah memuat tulisan)', kind: 'boolean' },
      { name: 'start_date', label: 'Tampil Mulai', kind: 'date', help: 'Kosongkan bila langsung tampil' },
      { name: 'end_date', label: 'Tampil Sampai', kind: 'date', help: 'Hari terakhir tampil; kosongkan bila tanpa batas' },
      sort, status,
    ],
    list_fields: ['image', 'title', 'start_date', 'end_date', 'status'], sort_fields: ['title', 'sort', 'id'], default_sort: 'sort',
  },
  offers: {
    ...base, name: 'offers', label: 'Penawaran Khusus', singular: 'Penawaran', title_field: 'title', draft: true,
    fields: [text('title', 'Judul', 150), media('image', 'Gambar'), link('url', 'Tautan'), sort, status],
    list_fields: ['image', 'title', 'status', 'sort'], sort_fields: ['title', 'sort', 'id'], default_sort: 'sort',
  },
  news: {
    ...base, name: 'news', label: 'Berita & Promo', singular: 'Berita', title_field: 'title', draft: true, filter_fields: ['category_id'],
    fields: [
      { name: 'category_id', label: 'Kategori', kind: 'select', collection: 'news-categories', required: true },
      text('title', 'Judul', 200), slug('seo'), media('image', 'Gambar'),
      textarea('text_preview', 'Ringkasan', 500), { name: 'text', label: 'Isi', kind: 'html', max: 100_000, required: true },
      { name: 'posted_at', label: 'Tanggal Terbit', kind: 'date', required: true },
      { name: 'highlight', label: 'Sorotan', kind: 'boolean' }, status,
    ],
    list_fields: ['image', 'title', 'category_id', 'posted_at', 'status'], sort_fields: ['title', 'posted_at', 'id'], default_sort: '-posted_at',
  },
  'news-categories': {
    ...base, name: 'news-categories', label: 'Kategori Berita', singular: 'Kategori Berita', title_field: 'name',
    fields: [text('name', 'Nama', 100), slug('link', 'Slug (URL)'), sort],
    list_fields: ['name', 'link', 'sort'], sort_fields: ['name', 'sort', 'id'], default_sort: 'sort',
  },
  pages: {
    ...base, name: 'pages', label: 'Halaman Info', singular: 'Halaman', title_field: 'title', draft: true,
    fields: [
      text('title', 'Judul', 200), slug('seo'), text('meta_title', 'Judul Meta (SEO)', 160), media('image', 'Gambar', false),
      { name: 'text', label: 'Isi', kind: 'html', max: 100_000, required: true }, status,
    ],
    list_fields: ['title', 'seo', 'status'], sort_fields: ['title', 'id'], default_sort: 'title',
  },
  clubs: {
    ...base, name: 'clubs', label: 'Klub', singular: 'Klub', title_field: 'club_name',
    fields: [
      text('club_name', 'Nama Klub', 150), slug('seo'), media('logo', 'Logo'), media('banner', 'Banner'),
      { name: 'club_profile', label: 'Profil Klub', kind: 'html', max: 50_000, required: true }, sort,
    ],
    list_fields: ['logo', 'club_name', 'seo', 'sort'], sort_fields: ['club_name', 'sort', 'id'], default_sort: 'sort',
  },
  'spare-parts': {
    ...base, name: 'spare-parts', label: 'Suku Cadang & Aksesori', singular: 'Item', title_field: 'title',
    fields: [
      { name: 'category', label: 'Jenis', kind: 'options', required: true, options: [{ value: 'sparepart', label: 'Suku Cadang' }, { value: 'accesories', label: 'Aksesori' }] },
      text('title', 'Nama', 200), media('image', 'Foto'),
      { name: 'harga', label: 'Harga', kind: 'rupiah', max: RUPIAH_MAX, help: 'Kosongkan bila harga tidak ditampilkan' },
      textarea('keterangan', 'Keterangan', 2000, false),
    ],
    list_fields: ['image', 'title', 'category', 'harga'], sort_fields: ['title', 'harga', 'id'], default_sort: 'title',
  },
  accessories: {
    ...base, name: 'accessories', label: 'Aksesori & Paket Mobil', singular: 'Aksesori', title_field: 'name',
    fields: [
      text('name', 'Nama', 150), media('image', 'Foto'),
      { name: 'price', label: 'Harga', kind: 'rupiah', required: true, max: RUPIAH_MAX },
      { name: 'billing', label: 'Pembayaran', kind: 'options', required: true, options: [{ value: 'dp', label: 'Masuk uang muka (kredit)' }, { value: 'cash', label: 'Dibayar tunai terpisah' }], help: 'Pembelian tunai: semua aksesori dibayar bersama mobil' },
      { name: 'model_ids', label: 'Cocok untuk Model', kind: 'multi-select', collection: 'models', required: true, max: 200 },
      textarea('description', 'Keterangan', 1000, false), sort,
    ],
    list_fields: ['image', 'name', 'price', 'billing', 'sort'], sort_fields: ['name', 'price', 'sort', 'id'], default_sort: 'sort',
  },
  brochures: {
    ...base, name: 'brochures', label: 'Brosur', singular: 'Brosur', title_field: 'title', filter_fields: ['category_id'],
    fields: [
      { name: 'category_id', label: 'Kategori Mobil', kind: 'select', collection: 'categories', required: true },
      text('title', 'Judul', 150), media('image', 'Sampul'), { name: 'file', label: 'Berkas PDF', kind: 'pdf', max: 300, required: true },
      { name: 'downloaded', label: 'Diunduh', kind: 'number', readonly: true }, sort,
    ],
    list_fields: ['image', 'title', 'category_id', 'downloaded'], sort_fields: ['title', 'downloaded', 'sort', 'id'], default_sort: 'sort',
  },
  branches: {
    ...base, name: 'branches', label: 'Cabang', singular: 'Cabang', title_field: 'name', filter_fields: ['city_code'],
    fields: [
      text('name', 'Nama Cabang', 150), slug('seo'),
      { name: 'city_code', label: 'Kota', kind: 'select', collection: 'branch-cities', required: true },
      textarea('address', 'Alamat', 300), text('phone', 'Telepon', 20, false), text('whatsapp', 'WhatsApp', 20, false),
      { name: 'email', label: 'Email', kind: 'text', max: 254 },
      { name: 'maps', label: 'Peta (URL embed Google Maps)', kind: 'url', max: 1000 },
      mediaList('slider', 'Foto Cabang'), sort,
    ],
    list_fields: ['name', 'city_code', 'phone', 'sort'], sort_fields: ['name', 'sort', 'id'], default_sort: 'sort',
  },
  'branch-cities': {
    ...base, name: 'branch-cities', label: 'Kota Cabang', singular: 'Kota', title_field: 'name', id_kind: 'text',
    fields: [
      { name: 'code', label: 'Kode Wilayah (Kemendagri)', kind: 'text', max: 20, required: true, help: 'Format 33.74' },
      text('name', 'Nama Kota', 100),
      { name: 'province_code', label: 'Kode Provinsi', kind: 'text', max: 20, required: true, help: 'Format 33' },
    ],
    list_fields: ['code', 'name', 'province_code'], sort_fields: ['name', 'code'], default_sort: 'name',
  },
  'credit-rates': {
    ...base, name: 'credit-rates', label: 'Bunga Kredit', singular: 'Bunga', title_field: 'tenor',
    fields: [
      { name: 'tenor', label: 'Tenor (bulan)', kind: 'number', max: 120, required: true },
      { name: 'flat_rate', label: 'Bunga Flat per Tahun (%)', kind: 'percent', max: 100, required: true },
    ],
    list_fields: ['tenor', 'flat_rate'], sort_fields: ['tenor'], default_sort: 'tenor',
  },
  vouchers: {
    ...base, name: 'vouchers', label: 'Voucher', singular: 'Voucher', title_field: 'code',
    fields: [
      { name: 'code', label: 'Kode', kind: 'text', max: 20, required: true, help: 'Huruf besar dan angka, mis. MERAPI10' },
      textarea('description', 'Keterangan', 500, false),
      { name: 'payment_type', label: 'Jenis Pembayaran', kind: 'options', options: [{ value: '', label: 'Tunai & Kredit' }, { value: 'cash', label: 'Tunai' }, { value: 'kredit', label: 'Kredit' }] },
      { name: 'car_type_ids', label: 'Tipe Mobil', kind: 'multi-select', collection: 'types', max: 500, help: 'Kosong berarti semua tipe' },
      { name: 'valid_from', label: 'Berlaku Dari', kind: 'date', required: true },
      { name: 'valid_until', label: 'Berlaku Sampai', kind: 'date', required: true },
      { name: 'discount_amount', label: 'Potongan Harga (tunai)', kind: 'rupiah', max: RUPIAH_MAX },
      { name: 'instalment_discount', label: 'Potongan Angsuran (kredit, per bulan)', kind: 'rupiah', max: RUPIAH_MAX },
      { name: 'quota', label: 'Kuota', kind: 'number', max: 1_000_000, required: true },
      { name: 'used', label: 'Terpakai', kind: 'number', readonly: true },
    ],
    list_fields: ['code', 'payment_type', 'valid_from', 'valid_until', 'quota', 'used'], sort_fields: ['code', 'valid_until', 'id'], default_sort: '-id',
  },
  testimonials: {
    ...base, name: 'testimonials', label: 'Testimoni', singular: 'Testimoni', title_field: 'name',
    fields: [text('name', 'Nama', 100), text('title', 'Keterangan (mis. Pemilik Avanza)', 150), textarea('text', 'Testimoni', 1000), media('image', 'Foto')],
    list_fields: ['image', 'name', 'title'], sort_fields: ['name', 'id'], default_sort: 'id',
  },
  'after-sales': {
    ...base, name: 'after-sales', label: 'Halaman Purna Jual', singular: 'Halaman Purna Jual', title_field: 'title',
    fields: [
      text('title', 'Judul', 200), slug('seo'), textarea('text', 'Teks Pembuka', 2000), media('image', 'Gambar'),
      { name: 'cards', label: 'Kartu Layanan', kind: 'rows', max: 24, columns: [text('title', 'Judul', 150), textarea('text', 'Teks', 1000), media('image', 'Gambar')] },
    ],
    list_fields: ['image', 'title', 'seo'], sort_fields: ['title', 'id'], default_sort: 'id',
  },
  'leasing-partners': {
    ...base, name: 'leasing-partners', label: 'Mitra Leasing', singular: 'Mitra Leasing', title_field: 'name',
    fields: [
      text('name', 'Nama Perusahaan Pembiayaan', 100),
      { name: 'is_default', label: 'Mitra Utama Dealer', kind: 'boolean', help: 'Simulasi kredit situs memakai mitra utama; hanya satu mitra utama' },
      { name: 'min_dp_percent', label: 'DP Minimum (%)', kind: 'percent', max: 80, required: true },
      {
        name: 'schemes', label: 'Skema Angsuran', kind: 'options', required: true,
        options: [{ value: 'ADDM+ADDB', label: 'ADDM dan ADDB' }, { value: 'ADDM', label: 'ADDM saja (angsuran pertama di muka)' }, { value: 'ADDB', label: 'ADDB saja (angsuran pertama di belakang)' }],
      },
      {
        name: 'flat_rates', label: 'Bunga Flat per Tenor', kind: 'rows', max: 10, help: 'Kosong berarti memakai Bunga Kredit dealer',
        columns: [{ name: 'tenor', label: 'Tenor (bulan)', kind: 'number', max: 120, required: true }, { name: 'flat_rate', label: 'Bunga Flat per Tahun (%)', kind: 'percent', max: 100, required: true }],
      },
      {
        name: 'insurance_rates', label: 'Tarif Asuransi per Tahun', kind: 'rows', max: 30, help: 'Batas harga 0 berarti tanpa batas atas; wilayah jateng atau diy',
        columns: [
          { name: 'band_max', label: 'Harga Sampai (Rp)', kind: 'rupiah', max: RUPIAH_MAX, required: true },
          { name: 'region', label: 'Wilayah (jateng/diy)', kind: 'text', max: 10, required: true },
          { name: 'all_risk', label: 'All Risk (%)', kind: 'percent', max: 100, required: true },
          { name: 'tlo', label: 'TLO (%)', kind: 'percent', max: 100, required: true },
        ],
      },
      { name: 'mix_all_risk_years', label: 'Kombinasi: Tahun All Risk', kind: 'number', max: 10, help: 'Tahun-tahun pertama All Risk, sisanya TLO' },
      {
        name: 'insurance_payment', label: 'Pembayaran Asuransi', kind: 'options', required: true,
        options: [{ value: 'upfront', label: 'Tunai di muka (tahun pertama dalam TDP)' }, { value: 'financed', label: 'Dikreditkan (masuk pokok hutang)' }],
      },
      { name: 'admin_fee', label: 'Biaya Administrasi', kind: 'rupiah', max: RUPIAH_MAX },
      { name: 'provisi_percent', label: 'Provisi (% pokok hutang)', kind: 'percent', max: 10 },
      { name: 'credit_life_percent', label: 'Asuransi Jiwa Kredit (% pokok hutang)', kind: 'percent', max: 10 },
      {
        name: 'credit_life_payment', label: 'Pembayaran Asuransi Jiwa', kind: 'options', required: true,
        options: [{ value: 'upfront', label: 'Tunai di muka (dalam TDP)' }, { value: 'financed', label: 'Dikreditkan (masuk pokok hutang)' }],
      },
      sort,
    ],
    list_fields: ['name', 'is_default', 'min_dp_percent', 'schemes', 'sort'], sort_fields: ['name', 'sort', 'id'], default_sort: 'sort',
  },
  'tradein-values': {
    ...base, name: 'tradein-values', label: 'Nilai Acuan Trade-in', singular: 'Nilai Acuan', title_field: 'model_name', filter_fields: [],
    fields: [
      { name: 'model_name', label: 'Mobil', kind: 'text', readonly: true },
      { name: 'brand_model_id', label: 'Nomor Model Mobil Lama', kind: 'number', max: 2_147_483_647, required: true, help: 'Nomor model dari daftar merek trade-in' },
      { name: 'year', label: 'Tahun', kind: 'number', max: 2100, required: true },
      { name: 'value', label: 'Nilai (kondisi baik, km wajar)', kind: 'rupiah', max: RUPIAH_MAX, required: true },
    ],
    list_fields: ['model_name', 'year', 'value'], sort_fields: ['year', 'value', 'id'], default_sort: 'id',
  },
  'maintenance-plan': {
    ...base, name: 'maintenance-plan', label: 'Jadwal Servis Berkala', singular: 'Servis Berkala', title_field: 'label',
    fields: [
      { name: 'n', label: 'Servis ke-', kind: 'number', max: 40, required: true, help: '1 = pemeriksaan pertama; setelah baris terakhir jarak dua baris terakhir berulang' },
      text('label', 'Nama Servis', 100),
      { name: 'km', label: 'Kilometer (dari baru)', kind: 'number', max: 1_000_000, required: true },
      { name: 'months', label: 'Bulan (sejak serah terima)', kind: 'number', max: 600, required: true },
      textarea('work', 'Pekerjaan (satu per baris)', 2000),
      { name: 'free', label: 'Jasa gratis', kind: 'boolean' },
    ],
    list_fields: ['n', 'label', 'km', 'months', 'free'], sort_fields: ['n', 'km', 'id'], default_sort: 'n',
  },
  'slot-capacity': SLOT_CAPACITY,
  'testdrive-units': TESTDRIVE_UNITS,
};

/** List paging. */
export const CONTENT_PAGE_SIZE = 25;
export const CONTENT_PAGE_SIZE_MAX = 200;
