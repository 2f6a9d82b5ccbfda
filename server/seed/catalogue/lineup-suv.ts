/** SUV models of the demo line-up (OTR Rp million, approximate 2025-2026 Java prices). */
import { CHASSIS } from './chassis';
import type { ModelSeed } from './model-seed';

/** SUV category. */
export const SUVS: ModelSeed[] = [{
  name: 'Raize', seo: 'raize', body: 'suv',
  preview: 'Compact SUV yang stylish dengan mesin turbo 1.0L, lincah di kota dan percaya diri di luar kota.',
  colors: ['turquoise-mica-metallic', 'yellow', 'red-mica-metallic', 'super-white-ii', 'black-mica', 'silver-metallic'],
  dims: { length: 4030, width: 1710, height: 1605, wheelbase: 2525, clearance: 200, tank: 36, seats: 5 },
  chassis: CHASSIS.compactSuv,
  featured: [['engine', 'Mesin Turbo 1.0L', 'Bertenaga 98 PS dengan torsi 140 Nm'], ['road', 'Ground Clearance 200 mm', 'Siap melibas jalan rusak'], ['shield', 'Blind Spot Monitor', 'Pada tipe GR Sport']],
  types: [
    { name: '1.2 G MT', otr: 242.2, engine: 'WA-VE' },
    { name: '1.2 G CVT', otr: 257.3, engine: 'WA-VE' },
    { name: '1.0T G CVT', otr: 277.1, engine: '1KR-VET' },
    { name: '1.0T GR Sport CVT', otr: 291.3, disc: 283.9, engine: '1KR-VET' },
  ],
  journey: { q1: [2, 3], q2: [1, 2, 4] },
  ribbon: 'Promo',
}, {
  name: 'Rush', seo: 'rush', body: 'suv',
  preview: 'SUV 7 penumpang dengan penggerak roda belakang, gagah dan siap diajak bertualang bersama keluarga.',
  colors: ['super-white-ii', 'silver-metallic', 'gray-metallic', 'black-mica', 'dark-red-mica-metallic'],
  dims: { length: 4435, width: 1695, height: 1705, wheelbase: 2685, clearance: 220, tank: 45, seats: 7 },
  chassis: CHASSIS.rearDriveSuv,
  featured: [['road', 'Ground Clearance 220 mm', 'Tertinggi di kelasnya'], ['seat', '7 Penumpang', 'Tiga baris kursi'], ['shield', '6 Airbag', 'Dengan Vehicle Stability Control']],
  types: [
    { name: '1.5 G MT', otr: 288.5, engine: '2NR-VE', drive: 'RWD' },
    { name: '1.5 G AT', otr: 299.5, engine: '2NR-VE', drive: 'RWD' },
    { name: '1.5 GR Sport MT', otr: 303.9, engine: '2NR-VE', drive: 'RWD' },
    { name: '1.5 GR Sport AT', otr: 314.6, disc: 307.5, engine: '2NR-VE', drive: 'RWD' },
  ],
  journey: { q1: [1, 3], q2: [1, 3] },
}, {
  name: 'Yaris Cross', seo: 'yaris-cross', body: 'suv',
  preview: 'Crossover modern dengan pilihan hybrid dan Toyota Safety Sense, nyaman untuk keseharian.',
  colors: ['platinum-white-pearl', 'silver-metallic', 'attitude-black-mica', 'red-mica-metallic', 'turquoise-mica-metallic'],
  dims: { length: 4310, width: 1770, height: 1655, wheelbase: 2620, clearance: 210, tank: 42, seats: 5 },
  chassis: { ...CHASSIS.compactSuv, tyre: '215/55 R18' },
  featured: [['leaf', 'Pilihan Hybrid', 'Konsumsi bahan bakar hingga 26 km/l'], ['shield', 'Toyota Safety Sense', 'Pada tipe S HV'], ['screen', 'Layar 10 Inci', 'Dengan konektivitas nirkabel']],
  types: [
    { name: '1.5 G MT', otr: 358.7, engine: '2NR-VE' },
    { name: '1.5 G CVT', otr: 371.8, engine: '2NR-VE' },
    { name: '1.5 S HV TSS', otr: 437.3, disc: 427.3, engine: '2NR-HV' },
  ],
  journey: { q1: [2, 3], q2: [2, 3] },
}, {
  name: 'Corolla Cross', seo: 'corolla-cross', body: 'suv',
  preview: 'SUV hybrid berkelas dengan kabin senyap, efisien dan nyaman untuk keluarga modern.',
  colors: ['platinum-white-pearl', 'silver-metallic', 'attitude-black-mica', 'dark-red-mica-metallic'],
  dims: { length: 4460, width: 1825, height: 1620, wheelbase: 2640, clearance: 161, tank: 36, seats: 5 },
  chassis: { ...CHASSIS.compactSuv, rearSuspension: 'Double Wishbone', rearBrake: 'Cakram', tyre: '225/50 R18' },
  featured: [['leaf', 'Hybrid Electric', 'Senyap dan hemat bahan bakar'], ['shield', 'Toyota Safety Sense', 'Standar di semua tipe'], ['star', 'Panoramic Roof', 'Pada tipe GR Sport']],
  types: [
    { name: '1.8 Hybrid', otr: 579.0, engine: '2ZR-FXE' },
    { name: '1.8 GR Sport Hybrid', otr: 623.0, engine: '2ZR-FXE' },
  ],
  journey: { q1: [3, 4], q2: [2, 3] },
}, {
  name: 'Fortuner', seo: 'fortuner', body: 'suv',
  preview: 'SUV tangguh bermesin diesel 2.8L dengan penggerak 4x4, gagah di segala medan.',
  colors: ['super-white-ii', 'platinum-white-pearl', 'silver-metallic', 'attitude-black-mica', 'dark-red-mica-metallic'],
  dims: { length: 4795, width: 1855, height: 1835, wheelbase: 2745, clearance: 219, tank: 80, seats: 7 },
  chassis: CHASSIS.frameSuv,
  featured: [['engine', 'Diesel 2.8L', 'Tenaga 204 PS dan torsi 500 Nm'], ['road', 'Penggerak 4x4', 'Dengan Active Traction Control'], ['shield', 'Toyota Safety Sense', 'Pada tipe GR Sport']],
  types: [
    { name: '2.8 VRZ 4x2 AT', otr: 650.1, engine: '1GD-FTV', drive: 'RWD' },
    { name: '2.8 VRZ 4x4 AT', otr: 756.3, engine: '1GD-FTV', drive: '4x4' },
    { name: '2.8 GR Sport 4x4 AT TSS', otr: 786.2, disc: 771.0, engine: '1GD-FTV', drive: '4x4' },
  ],
  journey: { q1: [3, 4], q2: [3, 4] },
  ribbon: 'Tangguh', video: 'mrpFortun04',
}];
