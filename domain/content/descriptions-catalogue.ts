/**
 * The descriptions of the cars and what they cost: categories, models, types and prices, colours,
 * specifications, accessories, vouchers, credit rates, leasing partners and trade-in values (the staff
 * start screen's 'Katalog & Harga').
 */
import { RUPIAH_MAX } from '../forms/limits';
import { text, textarea, slug, media, mediaList, sort, specRows, base, type Descriptions } from './descriptions-fields';

export const CATALOGUE_DESCRIPTIONS: Descriptions<'categories' | 'models' | 'types' | 'colours' | 'specifications' | 'accessories' | 'vouchers' | 'credit-rates' | 'leasing-partners' | 'tradein-values'> = {
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
  'credit-rates': {
    ...base, name: 'credit-rates', label: 'Bunga Kredit', singular: 'Bunga', title_field: 'tenor',
    fields: [
      { name: 'tenor', label: 'Tenor (bulan)', kind: 'number', max: 120, required: true },
      { name: 'flat_rate', label: 'Bunga Flat per Tahun (%)', kind: 'percent', max: 100, required: true },
    ],
    list_fields: ['tenor', 'flat_rate'], sort_fields: ['tenor'], default_sort: 'tenor',
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
};
