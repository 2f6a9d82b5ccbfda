/** Home and after-sales blocks: sliders, service icons, offers, values, after-sales cards, banners. */
import { BRAND } from '../../../domain/brand';

const C = '/media/content';

/** Home's hero banners, each with its wide (desktop) and tall (mobile) picture; the title is set over them as HTML. */
export const SLIDES = [
  { title: 'Promo Akhir Tahun Merapi Toyota', link: '/promo' },
  { title: 'Simulasi Kredit dalam Hitungan Detik', link: '/credit-simulation' },
  { title: 'Beli Mobil Online, Aman & Mudah', link: '/order' },
].map((s, i) => ({ ...s, image: `${C}/slider/desktop-${i + 1}.svg`, imageMobile: `${C}/slider/mobile-${i + 1}.svg`, sort: i + 1 }));

/** The four Home service icons, in the spec's order. */
export const SERVICE_ICONS = [
  { key: 'contact-us', title: 'Hubungi Kami', link: '/contact-us' },
  { key: 'comparison', title: 'Bandingkan Mobil', link: '/compare-car' },
  { key: 'credit-simulation', title: 'Simulasi Kredit', link: '/credit-simulation' },
  { key: 'booking-service', title: 'Booking Service', link: '/booking-service' },
].map((s, i) => ({ title: s.title, link: s.link, image: `${C}/icons/${s.key}.svg`, sort: i + 1 }));

/** Special offers; each opens its url in a new tab. */
export const SPECIAL_OFFERS = [
  { title: 'Bunga 0% Tenor 1 Tahun untuk Agya', sub: 'Khusus pembelian bulan ini', url: '/promo' },
  { title: 'Cashback Rp 15 Juta All New Avanza', sub: 'Selama persediaan masih ada', url: '/promo' },
  { title: 'Gratis Asuransi 1 Tahun Veloz', sub: 'Asuransi all risk untuk tipe Q', url: '/promo' },
  { title: 'Paket Service Gratis 3 Tahun', sub: 'Untuk setiap pembelian Innova Zenix', url: '/promo' },
].map((o, i) => ({ ...o, image: `${C}/offers/offer-${i + 1}.svg`, sort: i + 1 }));

/** Trusted values; `icon` names one of the drawn line icons. */
export const TRUSTED_VALUES = [
  { icon: 'shield', title: 'Dealer Resmi', text: 'Dealer resmi Toyota dengan garansi pabrik untuk setiap kendaraan baru.' },
  { icon: 'wrench', title: 'Bengkel Bersertifikat', text: 'Teknisi tersertifikasi dan peralatan standar pabrikan di setiap bengkel.' },
  { icon: 'clock', title: '24 Jam Emergency', text: 'Layanan derek dan bantuan darurat di jalan kapan pun Anda butuhkan.' },
  { icon: 'gear', title: 'Suku Cadang Asli', text: 'Hanya suku cadang asli Toyota yang terjamin kualitas dan ketersediaannya.' },
  { icon: 'tag', title: 'Harga Transparan', text: 'Harga on the road dan biaya service yang jelas sejak awal, tanpa biaya tersembunyi.' },
  { icon: 'pin', title: `${BRAND.outlets.branches} Cabang`, text: 'Jaringan cabang di Jawa Tengah dan DI Yogyakarta, dekat dengan Anda.' },
].map((v, i) => ({ title: v.title, text: v.text, icon: `${C}/values/${v.icon}.svg`, sort: i + 1, key: v.icon }));

/** After-sales service cards: two app screens and two after-sales detail pages. */
export const AFTERSALE_SERVICES = [
  { key: 'booking-service', title: 'Booking Service', teks: 'Pesan jadwal service berkala tanpa antre di bengkel pilihan Anda.', link: '/booking-service' },
  { key: 'sparepart', title: 'Sparepart & Aksesoris', teks: 'Suku cadang dan aksesoris asli Toyota dengan harga resmi.', link: '/sparepart-accesoris' },
  { key: 'general-repair', title: 'General Repair', teks: `Perbaikan umum di ${BRAND.outlets.generalRepair} bengkel resmi oleh teknisi bersertifikat.`, link: '/after-sales/general-repair' },
  { key: 'body-and-paint', title: 'Body & Paint', teks: `Perbaikan bodi dan cat di ${BRAND.outlets.bodyPaint} bengkel body & paint dengan oven cat modern.`, link: '/after-sales/body-and-paint' },
].map((a, i) => ({ title: a.title, teks: a.teks, link: a.link, image: `${C}/aftersales/${a.key}.svg`, sort: i + 1 }));

/** Banners by placement: after-sales carousel and the promo page. */
export const BANNERS = [
  { placement: 'aftersales', title: 'Promo Service Berkala', sub: 'Diskon jasa 15% untuk service 10.000 km', url: '/booking-service' },
  { placement: 'aftersales', title: 'Diskon Suku Cadang 20%', sub: 'Kampas rem, filter dan oli mesin', url: '/sparepart-accesoris' },
  { placement: 'aftersales', title: 'Body & Paint Express', sub: 'Perbaikan baret ringan selesai dalam sehari', url: '/after-sales/body-and-paint' },
  { placement: 'promo', title: 'Festival Akhir Tahun', sub: 'Hadiah langsung untuk setiap SPK', url: '/promo' },
  { placement: 'promo', title: 'Trade In Lebih Untung', sub: 'Bonus tukar tambah hingga Rp 10 juta', url: '/trade-in' },
  { placement: 'promo', title: 'Kredit Ringan Tenor 5 Tahun', sub: 'DP mulai 30%', url: '/credit-simulation' },
].map((b, i) => ({ ...b, image: `${C}/banners/${b.placement}-${(i % 3) + 1}.svg`, sort: i + 1 }));

/** Customer testimonials with initials avatars. */
export const TESTIMONIALS = [
  { name: 'Budi Santoso', title: 'Pemilik Avanza, Semarang', text: 'Booking service lewat website sangat praktis. Datang sesuai jadwal, mobil langsung dikerjakan dan selesai tepat waktu.' },
  { name: 'Rina Kartikasari', title: 'Pemilik Raize, Surakarta', text: 'Sales menjelaskan simulasi kredit dengan jelas dan tidak ada biaya tambahan yang mengejutkan. Proses serah terima juga rapi.' },
  { name: 'Agus Prasetyo', title: 'Pemilik Hilux, Pati', text: 'Mobil operasional saya rutin service di sini. Suku cadang selalu tersedia sehingga armada tidak lama berhenti.' },
  { name: 'Dewi Lestari', title: 'Pemilik Veloz, Sleman', text: 'Bodi mobil saya tergores cukup panjang, hasil body & paint-nya rapi dan warnanya sama persis.' },
  { name: 'Hendra Wijaya', title: 'Pemilik Fortuner, Purwokerto', text: 'Waktu mogok di jalan malam hari, layanan darurat 24 jam datang cepat dan sangat membantu.' },
].map((t, i) => ({ ...t, image: `${C}/testimonials/testimoni-${i + 1}.svg` }));

/** Booking-fee destination accounts (invented numbers). */
export const BANKS = [
  { bankName: 'Bank Mandiri', branch: 'KCP Semarang Pemuda', accountName: 'PT Merapi Toyota Sejahtera', accountNumber: '135-00-1234567-8' },
  { bankName: 'Bank Central Asia (BCA)', branch: 'KCU Semarang Pandanaran', accountName: 'PT Merapi Toyota Sejahtera', accountNumber: '009-301-2345' },
];
