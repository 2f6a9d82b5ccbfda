/** Genuine parts and accessories (demo prices in rupiah; a few have no price shown). */

/** [category, title, harga or null, keterangan or null]. */
const ROWS: Array<['sparepart' | 'accesories', string, number | null, string | null]> = [
  ['sparepart', 'Oli Mesin TMO 10W-30 4 Liter', 465_000, 'Toyota Motor Oil untuk mesin bensin, kemasan 4 liter.'],
  ['sparepart', 'Oli Mesin TMO 0W-20 4 Liter', 520_000, 'Untuk mesin Dual VVT-i dan hybrid.'],
  ['sparepart', 'Filter Oli', 65_000, 'Cocok untuk Avanza, Veloz, Rush dan Raize.'],
  ['sparepart', 'Filter Udara', 145_000, null],
  ['sparepart', 'Filter AC Kabin', 125_000, 'Menyaring debu dan serbuk sari di kabin.'],
  ['sparepart', 'Kampas Rem Depan', 385_000, 'Satu set untuk dua roda depan.'],
  ['sparepart', 'Kampas Rem Belakang', 310_000, null],
  ['sparepart', 'Busi Iridium', 135_000, 'Harga per buah.'],
  ['sparepart', 'Aki Kering 45Ah', 1_150_000, 'Bebas perawatan, garansi 12 bulan.'],
  ['sparepart', 'Minyak Rem DOT 3', 55_000, null],
  ['sparepart', 'Coolant Toyota Super Long Life', 95_000, 'Air radiator siap pakai 1 liter.'],
  ['sparepart', 'V-Belt Mesin', null, 'Harga sesuai tipe kendaraan, hubungi bengkel.'],
  ['sparepart', 'Shock Absorber Depan', null, 'Harga sesuai tipe kendaraan, hubungi bengkel.'],
  ['accesories', 'Wiper Blade', 165_000, 'Sepasang, karet silikon.'],
  ['accesories', 'Karpet Dasar', 750_000, 'Karpet lantai tiga baris, motif resmi.'],
  ['accesories', 'Door Visor', 850_000, 'Talang air empat pintu.'],
  ['accesories', 'Sarung Jok Kulit Sintetis', 2_450_000, null],
  ['accesories', 'Kamera Parkir', 1_850_000, 'Terhubung ke head unit bawaan.'],
  ['accesories', 'Sensor Parkir Belakang', 1_250_000, null],
  ['accesories', 'Kaca Film Premium', 3_200_000, 'Penolak panas untuk seluruh kaca.'],
  ['accesories', 'Body Cover', 495_000, 'Pelindung bodi tahan air.'],
  ['accesories', 'Cup Holder Konsol', 185_000, null],
  ['accesories', 'Mud Guard', 420_000, 'Penahan lumpur empat roda.'],
  ['accesories', 'Dashcam Toyota', null, 'Stok terbatas, tanyakan ketersediaan di cabang.'],
];

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const START = Date.UTC(2026, 0, 5, 2);

/** Rows ready for insert; later rows are newer, one every ten days through 2026. */
export function sparePartRecords() {
  return ROWS.map(([category, title, harga, keterangan], i) => ({
    category,
    title,
    harga,
    keterangan,
    image: `/media/content/spareparts/${slug(title)}.svg`,
    createdAt: new Date(START + i * 10 * 86_400_000),
  }));
}
