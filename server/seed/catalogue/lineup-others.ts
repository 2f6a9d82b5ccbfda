/** Sedan, commercial and sport models of the demo line-up (OTR Rp million, approximate). */
import { CHASSIS } from './chassis';
import type { ModelSeed } from './model-seed';

/** Sedan category. */
export const SEDANS: ModelSeed[] = [{
  name: 'Vios', seo: 'vios', body: 'sedan',
  preview: 'Sedan kompak yang elegan dan irit, dengan kabin nyaman dan Toyota Safety Sense.',
  colors: ['super-white-ii', 'silver-metallic', 'gray-metallic', 'attitude-black-mica', 'red-mica-metallic'],
  dims: { length: 4425, width: 1740, height: 1480, wheelbase: 2620, clearance: 133, tank: 42, seats: 5 },
  chassis: { ...CHASSIS.cityCar, rearBrake: 'Cakram', tyre: '195/50 R16' },
  featured: [['fuel', 'Irit Bahan Bakar', 'Mesin 1.5L dengan CVT'], ['shield', 'Toyota Safety Sense', 'Pada tipe G TSS'], ['screen', 'Layar 9 Inci', 'Dengan konektivitas smartphone']],
  types: [
    { name: '1.5 G CVT', otr: 374.8, disc: 365.0, engine: '2NR-VE' },
    { name: '1.5 G CVT TSS', otr: 388.2, engine: '2NR-VE' },
  ],
  journey: { q1: [2], q2: [2, 3] },
}, {
  name: 'Corolla Altis', seo: 'corolla-altis', body: 'sedan',
  preview: 'Sedan menengah berkelas dengan pilihan hybrid, nyaman dan senyap untuk eksekutif muda.',
  colors: ['platinum-white-pearl', 'silver-metallic', 'attitude-black-mica', 'dark-red-mica-metallic'],
  dims: { length: 4630, width: 1780, height: 1435, wheelbase: 2700, clearance: 130, tank: 50, seats: 5 },
  chassis: { ...CHASSIS.sedan, tyre: '225/45 R17' },
  featured: [['leaf', 'Pilihan Hybrid', 'Efisien dan ramah lingkungan'], ['shield', 'Toyota Safety Sense', 'Standar di semua tipe'], ['star', 'Kabin Premium', 'Jok kulit dan AC dual zone']],
  types: [
    { name: '1.8 V CVT', otr: 583.3, engine: '2ZR-FE' },
    { name: '1.8 Hybrid', otr: 637.5, engine: '2ZR-FXE' },
  ],
  journey: { q1: [4], q2: [2, 3] },
}, {
  name: 'Camry', seo: 'camry', body: 'sedan',
  preview: 'Sedan eksekutif dengan mesin Dynamic Force 2.5L dan pilihan hybrid, mewah dan bertenaga.',
  colors: ['platinum-white-pearl', 'gray-metallic', 'attitude-black-mica'],
  dims: { length: 4915, width: 1840, height: 1445, wheelbase: 2825, clearance: 140, tank: 50, seats: 5 },
  chassis: { ...CHASSIS.sedan, tyre: '235/45 R18' },
  featured: [['engine', 'Dynamic Force 2.5L', 'Bertenaga hingga 207 PS'], ['star', 'Kabin Eksekutif', 'Kursi belakang dengan pengaturan elektrik'], ['leaf', 'Pilihan Hybrid', 'Tenaga total 218 PS']],
  types: [
    { name: '2.5 V AT', otr: 820.4, engine: 'A25A-FKS' },
    { name: '2.5 HEV', otr: 957.7, engine: 'A25A-FXS' },
  ],
  journey: { q1: [4], q2: [3, 4] },
}];

/** Commercial category: pick-ups and the Hiace. */
export const COMMERCIALS: ModelSeed[] = [{
  name: 'Hilux Rangga', seo: 'hilux-rangga', body: 'pickup',
  preview: 'Pick-up serbaguna untuk usaha, bak luas dan mesin tangguh dengan biaya operasional rendah.',
  colors: ['super-white-ii', 'silver-metallic', 'black-mica'],
  dims: { length: 5300, width: 1785, height: 1740, wheelbase: 3085, clearance: 205, tank: 55, seats: 3 },
  chassis: CHASSIS.pickup,
  featured: [['cargo', 'Bak Luas', 'Muatan hingga 1 ton'], ['engine', 'Mesin Bensin dan Diesel', 'Pilih sesuai kebutuhan usaha'], ['road', 'Rangka Tangguh', 'Untuk jalan berat sehari-hari']],
  types: [
    { name: '2.0 STD MT', otr: 196.4, engine: '1TR-FE', drive: 'RWD' },
    { name: '2.4 High AT Diesel', otr: 308.8, engine: '2GD-FTV', drive: 'RWD' },
  ],
  journey: { q1: [5], q2: [1, 2], q3: [1] },
}, {
  name: 'Hilux D-Cab', seo: 'hilux-d-cab', body: 'pickup',
  preview: 'Double cabin 4x4 bermesin diesel, tangguh untuk kerja berat maupun petualangan.',
  colors: ['super-white-ii', 'silver-metallic', 'gray-metallic', 'attitude-black-mica'],
  dims: { length: 5325, width: 1855, height: 1815, wheelbase: 3085, clearance: 286, tank: 80, seats: 5 },
  chassis: { ...CHASSIS.pickup, tyre: '265/60 R18' },
  featured: [['road', 'Penggerak 4x4', 'Dengan Downhill Assist Control'], ['engine', 'Diesel 2.4L', 'Torsi 400 Nm'], ['cargo', 'Bak Serbaguna', 'Untuk kerja dan hobi']],
  types: [{ name: '2.4 V AT 4x4', otr: 539.9, engine: '2GD-FTV', drive: '4x4' }],
  journey: { q1: [3, 5], q2: [4], q3: [1, 3] },
}, {
  name: 'Hiace', seo: 'hiace', body: 'van',
  preview: 'Minibus andalan untuk travel dan armada, kabin lega hingga 15 penumpang.',
  colors: ['super-white-ii', 'silver-metallic', 'black-mica'],
  dims: { length: 5380, width: 1880, height: 2285, wheelbase: 3210, clearance: 185, tank: 70, seats: 15 },
  chassis: CHASSIS.commuter,
  featured: [['seat', 'Hingga 15 Penumpang', 'Untuk travel dan antar jemput'], ['engine', 'Diesel 2.8L', 'Tangguh untuk perjalanan jauh'], ['shield', 'Rangka Semi-bonnet', 'Lebih aman bagi penumpang']],
  types: [
    { name: 'Commuter 2.8 MT', otr: 575.4, engine: '1GD-FTV', drive: 'RWD' },
    { name: 'Premio 2.8 MT', otr: 673.1, engine: '1GD-FTV', drive: 'RWD' },
  ],
  journey: { q1: [5], q2: [3], q3: [2] },
}];

/** Sport category. */
export const SPORTS: ModelSeed[] = [{
  name: 'GR86', seo: 'gr86', body: 'coupe',
  preview: 'Coupe penggerak roda belakang dengan mesin boxer 2.4L untuk sensasi berkendara murni.',
  colors: ['red-mica-metallic', 'super-white-ii', 'attitude-black-mica', 'silver-metallic'],
  dims: { length: 4265, width: 1775, height: 1310, wheelbase: 2575, clearance: 130, tank: 50, seats: 4 },
  chassis: CHASSIS.sports,
  featured: [['engine', 'Boxer 2.4L', 'Tenaga 235 PS'], ['road', 'Penggerak Roda Belakang', 'Pusat gravitasi rendah'], ['star', 'Gazoo Racing', 'Dikembangkan dari dunia balap']],
  types: [
    { name: '2.4 MT', otr: 1029.9, engine: 'FA24', drive: 'RWD' },
    { name: '2.4 AT', otr: 1067.4, engine: 'FA24', drive: 'RWD' },
  ],
  journey: { q1: [4], q2: [4] },
  ribbon: 'GR',
}];
