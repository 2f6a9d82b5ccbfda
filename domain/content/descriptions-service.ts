/**
 * The descriptions of the dealer's network and services: branches and their cities, brochures, spare
 * parts, clubs, the maintenance plan, slot capacity and test-drive units (the staff start screen's
 * 'Layanan & Jaringan').
 */
import { RUPIAH_MAX } from '../forms/limits';
import type { ContentField } from './collections';
import { text, textarea, slug, media, mediaList, sort, base, type Descriptions } from './descriptions-fields';

/** Weekday names, index 0 = Sunday (as the slot hours are stored). */
export const WEEKDAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
const HOURS_HELP = 'Mis. 08:00-16:30; kosong berarti tutup';
export const SERVICE_DESCRIPTIONS: Descriptions<'branches' | 'branch-cities' | 'brochures' | 'spare-parts' | 'clubs' | 'maintenance-plan' | 'slot-capacity' | 'testdrive-units'> = {
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
  brochures: {
    ...base, name: 'brochures', label: 'Brosur', singular: 'Brosur', title_field: 'title', filter_fields: ['category_id'],
    fields: [
      { name: 'category_id', label: 'Kategori Mobil', kind: 'select', collection: 'categories', required: true },
      text('title', 'Judul', 150), media('image', 'Sampul'), { name: 'file', label: 'Berkas PDF', kind: 'pdf', max: 300, required: true },
      { name: 'downloaded', label: 'Diunduh', kind: 'number', readonly: true }, sort,
    ],
    list_fields: ['image', 'title', 'category_id', 'downloaded'], sort_fields: ['title', 'downloaded', 'sort', 'id'], default_sort: 'sort',
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
  clubs: {
    ...base, name: 'clubs', label: 'Klub', singular: 'Klub', title_field: 'club_name',
    fields: [
      text('club_name', 'Nama Klub', 150), slug('seo'), media('logo', 'Logo'), media('banner', 'Banner'),
      { name: 'club_profile', label: 'Profil Klub', kind: 'html', max: 50_000, required: true }, sort,
    ],
    list_fields: ['logo', 'club_name', 'seo', 'sort'], sort_fields: ['club_name', 'sort', 'id'], default_sort: 'sort',
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
  /** Slot capacity (issue 32, docs/slots.md): one record per branch, made for every branch; hours per weekday as 'HH:MM-HH:MM'. */
  'slot-capacity': {
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
  },
  /** The cars each branch lends for test drives: one place per slot each; a branch without a unit of a model offers no test drive of it. */
  'testdrive-units': {
    ...base, name: 'testdrive-units', label: 'Unit Test Drive', singular: 'Unit Test Drive', title_field: 'name', filter_fields: ['branch_id', 'car_model_id'],
    fields: [
      { name: 'branch_id', label: 'Cabang', kind: 'select', collection: 'branches', required: true },
      { name: 'car_model_id', label: 'Model', kind: 'select', collection: 'models', required: true },
      { name: 'name', label: 'Nama Unit (mis. Avanza unit 1)', kind: 'text', max: 100, required: true },
      { name: 'active', label: 'Aktif', kind: 'boolean' },
    ],
    list_fields: ['name', 'branch_id', 'car_model_id', 'active'], sort_fields: ['name', 'id'], default_sort: 'id',
  },
};
