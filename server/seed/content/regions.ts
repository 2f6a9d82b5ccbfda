/**
 * Provinces and cities with the Ministry of Home Affairs (Kemendagri) codes in dotted form.
 * Every regency/city of Jawa Tengah and DI Yogyakarta (the dealer's area), and the capital of
 * every other province so each province's city list is never empty.
 */

/** [code, name] of all 38 provinces. */
export const PROVINCES: ReadonlyArray<readonly [string, string]> = [
  ['11', 'Aceh'], ['12', 'Sumatera Utara'], ['13', 'Sumatera Barat'], ['14', 'Riau'],
  ['15', 'Jambi'], ['16', 'Sumatera Selatan'], ['17', 'Bengkulu'], ['18', 'Lampung'],
  ['19', 'Kepulauan Bangka Belitung'], ['21', 'Kepulauan Riau'], ['31', 'DKI Jakarta'],
  ['32', 'Jawa Barat'], ['33', 'Jawa Tengah'], ['34', 'DI Yogyakarta'], ['35', 'Jawa Timur'],
  ['36', 'Banten'], ['51', 'Bali'], ['52', 'Nusa Tenggara Barat'], ['53', 'Nusa Tenggara Timur'],
  ['61', 'Kalimantan Barat'], ['62', 'Kalimantan Tengah'], ['63', 'Kalimantan Selatan'],
  ['64', 'Kalimantan Timur'], ['65', 'Kalimantan Utara'], ['71', 'Sulawesi Utara'],
  ['72', 'Sulawesi Tengah'], ['73', 'Sulawesi Selatan'], ['74', 'Sulawesi Tenggara'],
  ['75', 'Gorontalo'], ['76', 'Sulawesi Barat'], ['81', 'Maluku'], ['82', 'Maluku Utara'],
  ['91', 'Papua'], ['92', 'Papua Barat'], ['93', 'Papua Selatan'], ['94', 'Papua Tengah'],
  ['95', 'Papua Pegunungan'], ['96', 'Papua Barat Daya'],
];

const JAWA_TENGAH: ReadonlyArray<readonly [string, string]> = [
  ['33.01', 'Kab. Cilacap'], ['33.02', 'Kab. Banyumas'], ['33.03', 'Kab. Purbalingga'],
  ['33.04', 'Kab. Banjarnegara'], ['33.05', 'Kab. Kebumen'], ['33.06', 'Kab. Purworejo'],
  ['33.07', 'Kab. Wonosobo'], ['33.08', 'Kab. Magelang'], ['33.09', 'Kab. Boyolali'],
  ['33.10', 'Kab. Klaten'], ['33.11', 'Kab. Sukoharjo'], ['33.12', 'Kab. Wonogiri'],
  ['33.13', 'Kab. Karanganyar'], ['33.14', 'Kab. Sragen'], ['33.15', 'Kab. Grobogan'],
  ['33.16', 'Kab. Blora'], ['33.17', 'Kab. Rembang'], ['33.18', 'Kab. Pati'],
  ['33.19', 'Kab. Kudus'], ['33.20', 'Kab. Jepara'], ['33.21', 'Kab. Demak'],
  ['33.22', 'Kab. Semarang'], ['33.23', 'Kab. Temanggung'], ['33.24', 'Kab. Kendal'],
  ['33.25', 'Kab. Batang'], ['33.26', 'Kab. Pekalongan'], ['33.27', 'Kab. Pemalang'],
  ['33.28', 'Kab. Tegal'], ['33.29', 'Kab. Brebes'],
  ['33.71', 'Kota Magelang'], ['33.72', 'Kota Surakarta'], ['33.73', 'Kota Salatiga'],
  ['33.74', 'Kota Semarang'], ['33.75', 'Kota Pekalongan'], ['33.76', 'Kota Tegal'],
];

const DI_YOGYAKARTA: ReadonlyArray<readonly [string, string]> = [
  ['34.01', 'Kab. Kulon Progo'], ['34.02', 'Kab. Bantul'], ['34.03', 'Kab. Gunungkidul'],
  ['34.04', 'Kab. Sleman'], ['34.71', 'Kota Yogyakarta'],
];

/** Capitals (and, where the seat moved or is a regency, the province's main city too). */
const CAPITALS: ReadonlyArray<readonly [string, string]> = [
  ['11.71', 'Kota Banda Aceh'], ['12.71', 'Kota Medan'], ['13.71', 'Kota Padang'],
  ['14.71', 'Kota Pekanbaru'], ['15.71', 'Kota Jambi'], ['16.71', 'Kota Palembang'],
  ['17.71', 'Kota Bengkulu'], ['18.71', 'Kota Bandar Lampung'], ['19.71', 'Kota Pangkal Pinang'],
  ['21.71', 'Kota Batam'], ['21.72', 'Kota Tanjung Pinang'],
  ['31.71', 'Kota Adm. Jakarta Pusat'], ['31.72', 'Kota Adm. Jakarta Utara'],
  ['31.73', 'Kota Adm. Jakarta Barat'], ['31.74', 'Kota Adm. Jakarta Selatan'],
  ['31.75', 'Kota Adm. Jakarta Timur'],
  ['32.73', 'Kota Bandung'], ['35.78', 'Kota Surabaya'], ['36.73', 'Kota Serang'],
  ['51.71', 'Kota Denpasar'], ['52.71', 'Kota Mataram'], ['53.71', 'Kota Kupang'],
  ['61.71', 'Kota Pontianak'], ['62.71', 'Kota Palangka Raya'],
  ['63.71', 'Kota Banjarmasin'], ['63.72', 'Kota Banjarbaru'],
  ['64.72', 'Kota Samarinda'], ['65.01', 'Kab. Bulungan'], ['65.71', 'Kota Tarakan'],
  ['71.71', 'Kota Manado'], ['72.71', 'Kota Palu'], ['73.71', 'Kota Makassar'],
  ['74.71', 'Kota Kendari'], ['75.71', 'Kota Gorontalo'], ['76.02', 'Kab. Mamuju'],
  ['81.71', 'Kota Ambon'], ['82.71', 'Kota Ternate'], ['82.72', 'Kota Tidore Kepulauan'],
  ['91.71', 'Kota Jayapura'], ['92.02', 'Kab. Manokwari'], ['93.01', 'Kab. Merauke'],
  ['94.01', 'Kab. Nabire'], ['95.01', 'Kab. Jayawijaya'], ['96.71', 'Kota Sorong'],
];

/** Every seeded city with its province code (the part of its code before the dot). */
export const CITIES = [...JAWA_TENGAH, ...DI_YOGYAKARTA, ...CAPITALS].map(([code, name]) => ({
  code,
  provinceCode: code.slice(0, 2),
  name,
}));
