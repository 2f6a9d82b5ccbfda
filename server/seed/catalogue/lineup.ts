/** The demo line-up by category, and the rules that turn a seed type into catalogue values. */
import type { Specification } from '../../../domain/api';
import { ENGINES } from './engines';
import { HATCHBACKS, MPVS } from './lineup-family';
import { COMMERCIALS, SEDANS, SPORTS } from './lineup-others';
import { SUVS } from './lineup-suv';
import type { CategorySeed, ModelSeed, TypeSeed } from './model-seed';

/** Categories in menu order; 'Electrified' has no models so 'Not Found Items' can be seen. */
export const LINEUP: CategorySeed[] = [
  { name: 'Hatchback', seo: 'hatchback', models: HATCHBACKS },
  { name: 'MPV', seo: 'mpv', models: MPVS },
  { name: 'SUV', seo: 'suv', models: SUVS },
  { name: 'Sedan', seo: 'sedan', models: SEDANS },
  { name: 'Commercial', seo: 'commercial', models: COMMERCIALS },
  { name: 'Sport', seo: 'sport', models: SPORTS },
  { name: 'Electrified', seo: 'electrified', models: [] },
];

/** Every model of the line-up in menu order. */
export const ALL_MODELS: ModelSeed[] = LINEUP.flatMap((c) => c.models);

/** MT when the type name says so; CVT, AT and hybrids are automatic. */
export function transmissionOf(typeName: string): 'AT' | 'MT' {
  return /\bMT\b/.test(typeName) ? 'MT' : 'AT';
}

/** Rp million as price lists quote it -> rupiah. */
export function rupiah(million: number): number {
  return Math.round(million * 1_000_000);
}

const mm = (n: number) => `${n.toLocaleString('id-ID')} mm`;

function gearbox(model: ModelSeed, type: TypeSeed): string {
  if (transmissionOf(type.name) === 'MT') return model.chassis.manual ?? 'Manual 5 Percepatan';
  if (/\b(HV|HEV|Hybrid)\b/.test(type.name)) return 'e-CVT';
  if (/\bCVT\b/.test(type.name)) return 'CVT dengan 7 Mode Sequential';
  return model.chassis.automatic ?? 'Otomatis 4 Percepatan';
}

/** DIMENSI, MESIN and CHASSIS rows of one type (title/value pairs). */
export function specificationOf(model: ModelSeed, type: TypeSeed): Specification {
  const d = model.dims;
  const engine = ENGINES[type.engine];
  const mesin = [
    { title: 'Tipe Mesin', value: engine.code },
    { title: 'Kapasitas Mesin', value: `${engine.cc.toLocaleString('id-ID')} cc` },
    { title: 'Jumlah Silinder', value: engine.cylinders },
    { title: 'Tenaga Maksimum', value: engine.power },
    { title: 'Torsi Maksimum', value: engine.torque },
    { title: 'Bahan Bakar', value: engine.fuel },
  ];
  if (engine.motor) mesin.push({ title: 'Motor Listrik', value: engine.motor });
  return {
    dimensi: [
      { title: 'Panjang', value: mm(d.length) },
      { title: 'Lebar', value: mm(d.width) },
      { title: 'Tinggi', value: mm(d.height) },
      { title: 'Jarak Sumbu Roda', value: mm(d.wheelbase) },
      { title: 'Jarak Terendah ke Tanah', value: mm(d.clearance) },
      { title: 'Kapasitas Tangki', value: `${d.tank} liter` },
      { title: 'Kapasitas Penumpang', value: `${d.seats} orang` },
    ],
    mesin,
    spesifikasi: [
      { title: 'Transmisi', value: gearbox(model, type) },
      { title: 'Penggerak', value: type.drive === '4x4' ? 'Empat Roda (4x4)' : type.drive === 'RWD' ? 'Roda Belakang (RWD)' : 'Roda Depan (FWD)' },
      { title: 'Suspensi Depan', value: model.chassis.frontSuspension },
      { title: 'Suspensi Belakang', value: model.chassis.rearSuspension },
      { title: 'Rem Depan', value: model.chassis.frontBrake },
      { title: 'Rem Belakang', value: model.chassis.rearBrake },
      { title: 'Ukuran Ban', value: model.chassis.tyre },
    ],
  };
}
