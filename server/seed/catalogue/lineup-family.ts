/** Hatchback and MPV models of the demo line-up (OTR Rp million, approximate 2025-2026 Java prices). */
import { CHASSIS } from './chassis';
import type { ModelSeed } from './model-seed';

/** Hatchback category. */
export const HATCHBACKS: ModelSeed[] = [{
  name: 'Agya', seo: 'agya', body: 'hatchback',
  preview: 'Mobil kota yang lincah dan irit, kini dengan mesin 1.2L dan pilihan GR Sport yang sporty.',
  colors: ['yellow', 'red-mica-metallic', 'silver-metallic', 'super-white-ii', 'attitude-black-mica'],
  dims: { length: 3760, width: 1665, height: 1510, wheelbase: 2525, clearance: 160, tank: 33, seats: 5 },
  chassis: { ...CHASSIS.cityCar, tyre: '175/65 R15' },
  featured: [['engine', 'Mesin 1.2L Dual VVT-i', 'Bertenaga 88 PS namun tetap irit'], ['screen', 'Head Unit 9 Inci', 'Terhubung dengan smartphone'], ['shield', '6 Airbag', 'Untuk tipe GR Sport']],
  types: [
    { name: '1.2 G MT', otr: 180.9, engine: '3NR-VE' },
    { name: '1.2 G CVT', otr: 197.1, engine: '3NR-VE' },
    { name: '1.2 GR Sport MT', otr: 246.2, engine: '3NR-VE' },
    { name: '1.2 GR Sport CVT', otr: 262.7, disc: 255.0, engine: '3NR-VE' },
  ],
  journey: { q1: [2], q2: [1, 2] },
  ribbon: 'Best Seller',
}, {
  name: 'Yaris', seo: 'yaris', body: 'hatchback',
  preview: 'Hatchback sporty dengan mesin 1.5L, tujuh airbag dan pilihan GR Sport untuk gaya berkendara yang dinamis.',
  colors: ['red-mica-metallic', 'platinum-white-pearl', 'silver-metallic', 'attitude-black-mica', 'turquoise-mica-metallic'],
  dims: { length: 4145, width: 1730, height: 1500, wheelbase: 2550, clearance: 135, tank: 42, seats: 5 },
  chassis: { ...CHASSIS.cityCar, rearBrake: 'Cakram', tyre: '185/55 R16' },
  featured: [['engine', 'Mesin 1.5L Dual VVT-i', 'Responsif dengan transmisi CVT'], ['shield', '7 Airbag dan VSC', 'Perlindungan lengkap di semua tipe'], ['star', 'GR Sport', 'Body kit dan suspensi yang lebih sporty']],
  types: [
    { name: '1.5 G MT', otr: 292.6, engine: '2NR-FE' },
    { name: '1.5 G CVT', otr: 309.7, engine: '2NR-FE' },
    { name: '1.5 GR Sport CVT', otr: 347.8, disc: 339.0, engine: '2NR-FE' },
  ],
  journey: { q1: [2], q2: [3, 4] },
  late: true,
}];

/** MPV category. */
export const MPVS: ModelSeed[] = [{
  name: 'Calya', seo: 'calya', body: 'mpv',
  preview: 'MPV 7 penumpang paling terjangkau untuk keluarga Indonesia, lega dan hemat bahan bakar.',
  colors: ['super-white-ii', 'silver-metallic', 'gray-metallic', 'black-mica', 'dark-red-mica-metallic'],
  dims: { length: 4115, width: 1655, height: 1600, wheelbase: 2525, clearance: 180, tank: 36, seats: 7 },
  chassis: { ...CHASSIS.lowMpv, tyre: '185/60 R15', automatic: 'Otomatis 4 Percepatan' },
  featured: [['seat', '7 Penumpang', 'Kabin lega untuk seluruh keluarga'], ['fuel', 'Irit Bahan Bakar', 'Mesin 1.2L Dual VVT-i'], ['cargo', 'Bagasi Fleksibel', 'Kursi baris ketiga dapat dilipat']],
  types: [
    { name: '1.2 E MT', otr: 172.5, engine: '3NR-VE' },
    { name: '1.2 G MT', otr: 178.2, engine: '3NR-VE' },
    { name: '1.2 G AT', otr: 192.6, disc: 187.6, engine: '3NR-VE' },
  ],
  journey: { q1: [1, 2, 5], q2: [1, 2], q3: [2, 3] },
}, {
  name: 'Avanza', seo: 'avanza', body: 'mpv',
  preview: 'Sahabat keluarga Indonesia dengan platform DNGA, kabin lapang dan fitur keselamatan lengkap.',
  colors: ['platinum-white-pearl', 'silver-metallic', 'gray-metallic', 'black-mica', 'dark-red-mica-metallic'],
  dims: { length: 4395, width: 1730, height: 1700, wheelbase: 2750, clearance: 205, tank: 43, seats: 7 },
  chassis: CHASSIS.lowMpv,
  featured: [['seat', 'Kabin Lapang', 'Tiga baris kursi yang nyaman'], ['engine', 'Mesin 1.5L', 'Dengan transmisi CVT yang halus'], ['shield', 'Toyota Safety Sense', 'Tersedia pada tipe tertentu']],
  types: [
    { name: '1.3 E MT', otr: 243.0, engine: '1NR-VE' },
    { name: '1.3 E CVT', otr: 258.0, engine: '1NR-VE' },
    { name: '1.5 G MT', otr: 266.0, engine: '2NR-VE' },
    { name: '1.5 G CVT', otr: 280.8, disc: 272.5, engine: '2NR-VE' },
  ],
  journey: { q1: [1, 5], q2: [1, 2, 3], q3: [2, 3] },
  ribbon: 'Favorit Keluarga', video: 'mrpAvanza01',
}, {
  name: 'Veloz', seo: 'veloz', body: 'mpv',
  preview: 'MPV premium bergaya dengan kabin modern, layar 9 inci dan Toyota Safety Sense.',
  colors: ['platinum-white-pearl', 'silver-metallic', 'attitude-black-mica', 'red-mica-metallic', 'turquoise-mica-metallic'],
  dims: { length: 4475, width: 1750, height: 1700, wheelbase: 2750, clearance: 205, tank: 43, seats: 7 },
  chassis: { ...CHASSIS.lowMpv, tyre: '205/50 R17' },
  featured: [['screen', 'Layar 9 Inci', 'Dengan konektivitas smartphone'], ['shield', 'Toyota Safety Sense', 'Pre-Collision dan Lane Departure Alert'], ['seat', 'Sofa Mode', 'Kursi baris kedua yang fleksibel']],
  types: [
    { name: '1.5 MT', otr: 297.2, engine: '2NR-VE' },
    { name: '1.5 CVT', otr: 313.2, engine: '2NR-VE' },
    { name: '1.5 Q CVT', otr: 322.4, engine: '2NR-VE' },
    { name: '1.5 Q CVT TSS', otr: 344.9, disc: 335.0, engine: '2NR-VE' },
  ],
  journey: { q1: [1], q2: [3] },
  ribbon: 'Baru', video: 'mrpVeloz002',
}, {
  name: 'Kijang Innova', seo: 'kijang-innova', body: 'mpv',
  preview: 'Legenda MPV tangguh dengan pilihan mesin bensin dan diesel, andal untuk perjalanan jauh.',
  colors: ['super-white-ii', 'silver-metallic', 'gray-metallic', 'attitude-black-mica'],
  dims: { length: 4735, width: 1830, height: 1795, wheelbase: 2750, clearance: 178, tank: 55, seats: 8 },
  chassis: CHASSIS.ladderMpv,
  featured: [['engine', 'Diesel 2.4L', 'Torsi besar untuk perjalanan jauh'], ['road', 'Rangka Tangguh', 'Andal di berbagai kondisi jalan'], ['seat', '8 Penumpang', 'Kabin luas dan nyaman']],
  types: [
    { name: '2.0 G MT', otr: 389.1, engine: '1TR-FE', drive: 'RWD' },
    { name: '2.4 G MT Diesel', otr: 416.6, engine: '2GD-FTV', drive: 'RWD' },
    { name: '2.4 G AT Diesel', otr: 437.5, engine: '2GD-FTV', drive: 'RWD' },
  ],
  journey: { q1: [1, 5], q2: [3], q3: [2, 3] },
}, {
  name: 'Innova Zenix', seo: 'innova-zenix', body: 'mpv',
  preview: 'Generasi baru Innova dengan platform TNGA dan pilihan hybrid yang senyap dan hemat.',
  colors: ['platinum-white-pearl', 'silver-metallic', 'attitude-black-mica', 'dark-red-mica-metallic'],
  dims: { length: 4755, width: 1850, height: 1795, wheelbase: 2850, clearance: 185, tank: 52, seats: 7 },
  chassis: { ...CHASSIS.lowMpv, rearBrake: 'Cakram', tyre: '215/55 R18' },
  featured: [['leaf', 'Hybrid Electric', 'Hemat bahan bakar dan ramah lingkungan'], ['seat', 'Captain Seat', 'Dengan ottoman pada tipe Q'], ['shield', 'Toyota Safety Sense', 'Pada tipe Q HV']],
  types: [
    { name: '2.0 G CVT', otr: 436.1, engine: 'M20A-FKS' },
    { name: '2.0 V CVT', otr: 482.6, engine: 'M20A-FKS' },
    { name: '2.0 G HV', otr: 473.4, engine: 'M20A-FXS' },
    { name: '2.0 Q HV TSS Modellista', otr: 625.3, disc: 610.0, engine: 'M20A-FXS' },
  ],
  journey: { q1: [1, 4], q2: [2, 3, 4] },
  ribbon: 'Hybrid', video: 'mrpZenix003',
}, {
  name: 'Alphard', seo: 'alphard', body: 'van',
  preview: 'MPV mewah dengan Executive Lounge, kenyamanan kelas atas untuk perjalanan eksekutif.',
  colors: ['platinum-white-pearl', 'black-mica', 'gray-metallic'],
  dims: { length: 5005, width: 1850, height: 1950, wheelbase: 3000, clearance: 160, tank: 60, seats: 7 },
  chassis: CHASSIS.premiumMpv,
  featured: [['seat', 'Executive Lounge', 'Kursi baris kedua dengan pijat'], ['star', 'Kabin Mewah', 'Material premium dan senyap'], ['leaf', 'Pilihan Hybrid', 'Halus, senyap dan efisien']],
  types: [
    { name: '2.5 G AT', otr: 1647.9, engine: 'A25A-FKS' },
    { name: '2.5 HEV', otr: 1733.0, engine: 'A25A-FXS' },
  ],
  journey: { q1: [4], q2: [3] },
}];
