/**
 * The dealer network (DEMO-DATA.md): 24 invented branches in Jawa Tengah and DI Yogyakarta, five
 * of them in Kota Semarang (33.74). Addresses, phones and e-mails are invented but well-formed.
 */
import { BRAND } from '../../../domain/brand';

interface BranchRow {
  key: string;
  name: string;
  cityCode: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  whatsapp: string;
}

const ROWS: BranchRow[] = [
  { key: 'pemuda', name: 'Pemuda', cityCode: '33.74', address: 'Jl. Pemuda No. 72, Sekayu, Semarang Tengah, Kota Semarang, Jawa Tengah 50132', lat: -6.9812, lng: 110.4125, phone: '+62 24 8312 4500', whatsapp: '+62 811 2701 0001' },
  { key: 'kaligawe', name: 'Kaligawe', cityCode: '33.74', address: 'Jl. Raya Kaligawe Km 5 No. 18, Terboyo Kulon, Genuk, Kota Semarang, Jawa Tengah 50112', lat: -6.9551, lng: 110.4604, phone: '+62 24 6581 2200', whatsapp: '+62 811 2701 0002' },
  { key: 'majapahit', name: 'Majapahit', cityCode: '33.74', address: 'Jl. Majapahit No. 315, Gayamsari, Kota Semarang, Jawa Tengah 50161', lat: -6.9985, lng: 110.454, phone: '+62 24 6717 3300', whatsapp: '+62 811 2701 0003' },
  { key: 'gombel', name: 'Gombel', cityCode: '33.74', address: 'Jl. Setiabudi No. 201, Gombel, Banyumanik, Kota Semarang, Jawa Tengah 50263', lat: -7.042, lng: 110.421, phone: '+62 24 7471 5100', whatsapp: '+62 811 2701 0004' },
  { key: 'siliwangi', name: 'Siliwangi', cityCode: '33.74', address: 'Jl. Siliwangi No. 280, Krapyak, Semarang Barat, Kota Semarang, Jawa Tengah 50149', lat: -6.983, lng: 110.378, phone: '+62 24 7608 9900', whatsapp: '+62 811 2701 0005' },
  { key: 'ungaran', name: 'Ungaran', cityCode: '33.22', address: 'Jl. Gatot Subroto No. 112, Ungaran Timur, Kab. Semarang, Jawa Tengah 50519', lat: -7.138, lng: 110.408, phone: '+62 24 6921 4400', whatsapp: '+62 811 2701 0006' },
  { key: 'salatiga', name: 'Salatiga', cityCode: '33.73', address: 'Jl. Diponegoro No. 88, Sidorejo Lor, Kota Salatiga, Jawa Tengah 50714', lat: -7.321, lng: 110.505, phone: '+62 298 312 770', whatsapp: '+62 811 2701 0007' },
  { key: 'demak', name: 'Demak', cityCode: '33.21', address: 'Jl. Sultan Fatah No. 45, Bintoro, Kab. Demak, Jawa Tengah 59511', lat: -6.894, lng: 110.638, phone: '+62 291 685 120', whatsapp: '+62 811 2701 0008' },
  { key: 'pati', name: 'Pati', cityCode: '33.18', address: 'Jl. Raya Pati-Kudus Km 3 No. 27, Kab. Pati, Jawa Tengah 59163', lat: -6.751, lng: 111.025, phone: '+62 295 381 450', whatsapp: '+62 811 2701 0009' },
  { key: 'slamet-riyadi', name: 'Slamet Riyadi', cityCode: '33.72', address: 'Jl. Slamet Riyadi No. 360, Purwosari, Laweyan, Kota Surakarta, Jawa Tengah 57142', lat: -7.564, lng: 110.806, phone: '+62 271 714 300', whatsapp: '+62 811 2701 0010' },
  { key: 'adi-sucipto', name: 'Adi Sucipto', cityCode: '33.72', address: 'Jl. Adi Sucipto No. 51, Manahan, Banjarsari, Kota Surakarta, Jawa Tengah 57139', lat: -7.555, lng: 110.804, phone: '+62 271 736 800', whatsapp: '+62 811 2701 0011' },
  { key: 'solo-baru', name: 'Solo Baru', cityCode: '33.11', address: 'Jl. Ir. Soekarno No. 12, Solo Baru, Grogol, Kab. Sukoharjo, Jawa Tengah 57552', lat: -7.595, lng: 110.818, phone: '+62 271 621 900', whatsapp: '+62 811 2701 0012' },
  { key: 'karanganyar', name: 'Karanganyar', cityCode: '33.13', address: 'Jl. Lawu No. 205, Tegalgede, Kab. Karanganyar, Jawa Tengah 57712', lat: -7.598, lng: 110.95, phone: '+62 271 495 210', whatsapp: '+62 811 2701 0013' },
  { key: 'klaten', name: 'Klaten', cityCode: '33.10', address: 'Jl. Pemuda No. 150, Klaten Tengah, Kab. Klaten, Jawa Tengah 57411', lat: -7.706, lng: 110.606, phone: '+62 272 321 660', whatsapp: '+62 811 2701 0014' },
  { key: 'magelang', name: 'Magelang', cityCode: '33.71', address: 'Jl. Jenderal Sudirman No. 77, Magelang Selatan, Kota Magelang, Jawa Tengah 56126', lat: -7.49, lng: 110.218, phone: '+62 293 362 480', whatsapp: '+62 811 2701 0015' },
  { key: 'wonosobo', name: 'Wonosobo', cityCode: '33.07', address: 'Jl. Raya Kertek Km 2 No. 9, Kab. Wonosobo, Jawa Tengah 56351', lat: -7.374, lng: 109.927, phone: '+62 286 321 905', whatsapp: '+62 811 2701 0016' },
  { key: 'purwokerto', name: 'Purwokerto', cityCode: '33.02', address: 'Jl. Jenderal Soedirman No. 455, Purwokerto Barat, Kab. Banyumas, Jawa Tengah 53131', lat: -7.424, lng: 109.229, phone: '+62 281 635 770', whatsapp: '+62 811 2701 0017' },
  { key: 'purbalingga', name: 'Purbalingga', cityCode: '33.03', address: 'Jl. MT Haryono No. 30, Purbalingga Lor, Kab. Purbalingga, Jawa Tengah 53312', lat: -7.388, lng: 109.364, phone: '+62 281 891 340', whatsapp: '+62 811 2701 0018' },
  { key: 'cilacap', name: 'Cilacap', cityCode: '33.01', address: 'Jl. Gatot Subroto No. 99, Cilacap Selatan, Kab. Cilacap, Jawa Tengah 53211', lat: -7.719, lng: 109.01, phone: '+62 282 534 620', whatsapp: '+62 811 2701 0019' },
  { key: 'tegal', name: 'Tegal', cityCode: '33.76', address: 'Jl. Kolonel Sudiarto No. 64, Tegal Selatan, Kota Tegal, Jawa Tengah 52137', lat: -6.876, lng: 109.13, phone: '+62 283 351 870', whatsapp: '+62 811 2701 0020' },
  { key: 'brebes', name: 'Brebes', cityCode: '33.29', address: 'Jl. Jenderal Sudirman No. 120, Brebes, Kab. Brebes, Jawa Tengah 52212', lat: -6.872, lng: 109.047, phone: '+62 283 671 230', whatsapp: '+62 811 2701 0021' },
  { key: 'pekalongan', name: 'Pekalongan', cityCode: '33.75', address: 'Jl. Dr. Wahidin No. 58, Pekalongan Timur, Kota Pekalongan, Jawa Tengah 51129', lat: -6.889, lng: 109.687, phone: '+62 285 421 560', whatsapp: '+62 811 2701 0022' },
  { key: 'sleman', name: 'Sleman', cityCode: '34.04', address: 'Jl. Magelang Km 7 No. 18, Sinduadi, Mlati, Kab. Sleman, DI Yogyakarta 55284', lat: -7.742, lng: 110.362, phone: '+62 274 868 400', whatsapp: '+62 811 2701 0023' },
  { key: 'bantul', name: 'Bantul', cityCode: '34.02', address: 'Jl. Parangtritis Km 5 No. 33, Sewon, Kab. Bantul, DI Yogyakarta 55187', lat: -7.848, lng: 110.368, phone: '+62 274 445 190', whatsapp: '+62 811 2701 0024' },
];

/** Slide headlines, emergency-assistance captions and promo events each branch shows. */
export const DEALER_SLIDES = ['Selamat Datang di Showroom Kami', 'Bengkel Resmi & Suku Cadang Asli', 'Konsultasi Kredit di Tempat'];
export const DEALER_NEA = ['Layanan Darurat 24 Jam', 'Derek & Bantuan di Jalan'];
export const DEALER_PROMOS = [
  { title: 'Service Hemat Akhir Tahun', url: '/booking-service' },
  { title: 'Test Drive Berhadiah', url: '/test-drive' },
  { title: 'Pameran Akhir Pekan', url: '/promo' },
];

const digits = (phone: string) => phone.replace(/\D/g, '');

/** Branch rows ready for insert, with their media paths and service links. */
export function branchRecords() {
  return ROWS.map((row, index) => {
    const seo = `merapi-toyota-${row.key}`;
    const dir = `/media/dealers/${seo}`;
    // Smaller branches get two promos and two slides so the carousels show varied lengths.
    const count = index % 3 === 2 ? 2 : 3;
    return {
      seo,
      name: `${BRAND.name} ${row.name}`,
      cityCode: row.cityCode,
      address: row.address,
      phone: row.phone,
      whatsapp: row.whatsapp,
      email: `${row.key}@merapitoyota.example`,
      maps: `https://www.google.com/maps?q=${row.lat},${row.lng}&output=embed`,
      slider: DEALER_SLIDES.slice(0, count).map((_, i) => `${dir}/slider-${i + 1}.svg`),
      icons: [
        { image: '/media/content/icons/booking-service.svg', title: 'Booking Service', link: '/booking-service' },
        { image: '/media/content/icons/test-drive.svg', title: 'Test Drive', link: '/test-drive' },
        { image: '/media/content/icons/whatsapp.svg', title: 'WhatsApp', link: `https://wa.me/${digits(row.whatsapp)}` },
      ],
      nea: DEALER_NEA.map((_, i) => `${dir}/nea-${i + 1}.svg`),
      promo: DEALER_PROMOS.slice(0, count).map((p, i) => ({ image: `${dir}/promo-${i + 1}.svg`, url: p.url, title: p.title })),
      sort: index + 1,
    };
  });
}
