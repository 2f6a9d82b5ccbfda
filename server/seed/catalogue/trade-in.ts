/** Old cars a customer can trade in: brands, models, build years and types (common Indonesian used cars). */

/** [model, first year, last year, type names]. */
export type ModelRow = [string, number, number, string[]];

/** Brands in list order with their models. */
export const TRADE_IN_CARS: Array<{ brand: string; models: ModelRow[] }> = [
  { brand: 'Toyota', models: [
    ['Avanza', 2012, 2025, ['1.3 E MT', '1.3 G MT', '1.3 G AT', '1.5 G AT']],
    ['Kijang Innova', 2010, 2024, ['2.0 G MT', '2.0 V AT', '2.4 G MT Diesel', '2.4 V AT Diesel']],
    ['Agya', 2013, 2025, ['1.0 E MT', '1.2 G MT', '1.2 TRD AT']],
    ['Calya', 2016, 2025, ['1.2 E MT', '1.2 G MT', '1.2 G AT']],
    ['Rush', 2012, 2025, ['1.5 G MT', '1.5 S AT', '1.5 TRD Sportivo AT']],
    ['Yaris', 2014, 2023, ['1.5 E MT', '1.5 G AT', '1.5 S TRD AT']],
    ['Fortuner', 2012, 2024, ['2.4 G AT Diesel', '2.7 SRZ AT', '2.8 VRZ AT Diesel']],
  ] },
  { brand: 'Daihatsu', models: [
    ['Xenia', 2012, 2025, ['1.0 D MT', '1.3 R MT', '1.3 R AT', '1.5 R AT']],
    ['Terios', 2012, 2025, ['1.5 X MT', '1.5 R AT']],
    ['Ayla', 2013, 2025, ['1.0 M MT', '1.2 R MT', '1.2 R AT']],
    ['Sigra', 2016, 2025, ['1.0 D MT', '1.2 R MT', '1.2 R AT']],
  ] },
  { brand: 'Honda', models: [
    ['Brio', 2013, 2025, ['1.2 S MT', '1.2 E CVT', '1.2 RS CVT']],
    ['Jazz', 2012, 2021, ['1.5 S MT', '1.5 RS AT']],
    ['Mobilio', 2014, 2023, ['1.5 S MT', '1.5 E CVT', '1.5 RS CVT']],
    ['HR-V', 2015, 2025, ['1.5 S CVT', '1.5 E CVT', '1.8 Prestige CVT']],
    ['CR-V', 2013, 2025, ['2.0 CVT', '1.5 Turbo Prestige CVT']],
  ] },
  { brand: 'Suzuki', models: [
    ['Ertiga', 2013, 2025, ['1.4 GL MT', '1.5 GX AT']],
    ['Karimun Wagon R', 2014, 2023, ['1.0 GL MT', '1.0 GS AGS']],
    ['XL7', 2020, 2025, ['1.5 Zeta MT', '1.5 Beta AT', '1.5 Alpha AT']],
  ] },
  { brand: 'Mitsubishi', models: [
    ['Xpander', 2017, 2025, ['1.5 GLS MT', '1.5 Exceed AT', '1.5 Ultimate CVT']],
    ['Pajero Sport', 2012, 2025, ['2.4 Exceed AT', '2.4 Dakar AT', '2.4 Dakar Ultimate 4x4 AT']],
  ] },
  { brand: 'Nissan', models: [
    ['Grand Livina', 2012, 2019, ['1.5 SV MT', '1.5 XV AT']],
  ] },
  { brand: 'Wuling', models: [
    ['Confero', 2017, 2025, ['1.5 C MT', '1.5 L MT', '1.5 S Lux+ MT']],
  ] },
];

/**
 * The (year, type) rows of one old-car model, newest year first. Deterministic gaps make the data
 * look like a real appraisal list: a year is missing when (year + name length) % 6 is 0, and trim
 * k is listed from `first + 2k` on (newer trims arrive later).
 */
export function tradeInTypesOf([name, first, last, types]: ModelRow): Array<{ year: number; name: string }> {
  const rows: Array<{ year: number; name: string }> = [];
  for (let year = last; year >= first; year--) {
    if ((year + name.length) % 6 === 0) continue;
    types.forEach((type, k) => { if (year >= first + 2 * k) rows.push({ year, name: type }); });
  }
  return rows;
}

/** Chassis numbers of cars the dealer sold (cekrangka answers 'valid' for these). */
export const KNOWN_VEHICLES: Array<[string, string]> = [
  ['MHKA6GJ6JNJ012345', 'Toyota Avanza 1.5 G CVT 2022, Merapi Toyota Pemuda'],
  ['MHFAB8GS5M0054321', 'Toyota Kijang Innova 2.4 G AT Diesel 2021, Merapi Toyota Kaligawe'],
  ['MHKAA1BY8PJ067890', 'Toyota Raize 1.0T GR Sport CVT 2023, Merapi Toyota Solo'],
  ['MR0GA3GS5L0023456', 'Toyota Fortuner 2.8 VRZ 4x2 AT 2020, Merapi Toyota Yogyakarta'],
  ['MHKB3BA1JRK078901', 'Toyota Agya 1.2 GR Sport CVT 2024, Merapi Toyota Magelang'],
];
