/** What each news article's cover shows, by article seo (a subject of art/subjects.ts). */
import type { Subject } from './art/subjects';

/** Cover subject per article. */
export const NEWS_SUBJECTS: Record<string, Subject> = {
  'merapi-toyota-buka-cabang-baru-bantul': 'facade',
  'penjualan-hybrid-meningkat-2026': 'hybrid',
  'bengkel-body-paint-klaten-dibuka': 'paint-booth',
  'aplikasi-booking-service-online': 'reception',
  'serah-terima-armada-hilux-pati': 'fleet',
  'tips-merawat-mobil-saat-musim-hujan': 'rain',
  'cara-menghitung-simulasi-kredit-mobil': 'finance',
  'tips-hemat-bbm-mobil-harian': 'fuel',
  'persiapan-mobil-sebelum-mudik': 'trip',
  'kapan-harus-ganti-oli-mesin': 'oil',
  'promo-akhir-tahun-cashback-hingga-25-juta': 'festive',
  'bunga-nol-persen-agya-tenor-satu-tahun': 'city',
  'diskon-service-berkala-15-persen': 'service-bay',
  'trade-in-bonus-hingga-10-juta': 'trade-in',
  'gratis-asuransi-veloz': 'insurance',
  'pameran-otomotif-semarang-november': 'exhibition',
  'fun-drive-komunitas-dieng': 'convoy',
  'safety-driving-class-yogyakarta': 'safety-class',
  'mudik-aman-posko-merapi-toyota': 'rest-post',
};
