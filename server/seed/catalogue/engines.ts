/** Engines of the demo line-up (figures approximate, from public spec sheets). */

export interface EngineSeed {
  code: string;
  cc: number;
  cylinders: string;
  power: string;
  torque: string;
  fuel: 'Bensin' | 'Diesel';
  /** Electric motor of a hybrid, when there is one. */
  motor?: string;
}

const e = (code: string, cc: number, cylinders: string, power: string, torque: string, fuel: EngineSeed['fuel'] = 'Bensin', motor?: string): EngineSeed =>
  ({ code, cc, cylinders, power, torque, fuel, motor });

/** Engines by code. */
export const ENGINES = {
  '3NR-VE': e('3NR-VE, 4 silinder segaris, DOHC Dual VVT-i', 1197, '4', '88 PS / 6.000 rpm', '108 Nm / 4.200 rpm'),
  'WA-VE': e('WA-VE, 3 silinder segaris, DOHC Dual VVT-i', 1198, '3', '88 PS / 6.000 rpm', '113 Nm / 4.500 rpm'),
  '1KR-VET': e('1KR-VET, 3 silinder segaris, DOHC Turbo', 998, '3', '98 PS / 6.000 rpm', '140 Nm / 2.400 rpm'),
  '1NR-VE': e('1NR-VE, 4 silinder segaris, DOHC Dual VVT-i', 1329, '4', '98 PS / 6.000 rpm', '121 Nm / 4.200 rpm'),
  '2NR-VE': e('2NR-VE, 4 silinder segaris, DOHC Dual VVT-i', 1496, '4', '106 PS / 6.000 rpm', '137 Nm / 4.200 rpm'),
  '2NR-FE': e('2NR-FE, 4 silinder segaris, DOHC Dual VVT-i', 1496, '4', '107 PS / 6.000 rpm', '140 Nm / 4.200 rpm'),
  '2NR-HV': e('2NR-VEX, 4 silinder segaris, Atkinson', 1496, '4', '91 PS / 5.500 rpm', '121 Nm / 4.800 rpm', 'Bensin', '80 PS / 141 Nm'),
  '2ZR-FE': e('2ZR-FE, 4 silinder segaris, DOHC Dual VVT-i', 1798, '4', '140 PS / 6.400 rpm', '173 Nm / 4.000 rpm'),
  '2ZR-FXE': e('2ZR-FXE, 4 silinder segaris, Atkinson', 1798, '4', '98 PS / 5.200 rpm', '142 Nm / 3.600 rpm', 'Bensin', '72 PS / 163 Nm'),
  '1TR-FE': e('1TR-FE, 4 silinder segaris, DOHC Dual VVT-i', 1998, '4', '139 PS / 5.600 rpm', '183 Nm / 4.000 rpm'),
  'M20A-FKS': e('M20A-FKS, 4 silinder segaris, Dynamic Force', 1987, '4', '174 PS / 6.600 rpm', '205 Nm / 4.500 rpm'),
  'M20A-FXS': e('M20A-FXS, 4 silinder segaris, Dynamic Force Hybrid', 1987, '4', '152 PS / 6.000 rpm', '187 Nm / 4.400 rpm', 'Bensin', '113 PS / 206 Nm'),
  '2GD-FTV': e('2GD-FTV, 4 silinder segaris, Diesel Turbo VNT', 2393, '4', '150 PS / 3.400 rpm', '400 Nm / 1.600 rpm', 'Diesel'),
  '1GD-FTV': e('1GD-FTV, 4 silinder segaris, Diesel Turbo VNT', 2755, '4', '204 PS / 3.400 rpm', '500 Nm / 1.600 rpm', 'Diesel'),
  'A25A-FKS': e('A25A-FKS, 4 silinder segaris, Dynamic Force', 2487, '4', '207 PS / 6.600 rpm', '250 Nm / 5.000 rpm'),
  'A25A-FXS': e('A25A-FXS, 4 silinder segaris, Dynamic Force Hybrid', 2487, '4', '178 PS / 5.700 rpm', '221 Nm / 3.600 rpm', 'Bensin', '120 PS / 202 Nm'),
  FA24: e('FA24, 4 silinder boxer, DOHC D-4S', 2387, '4 (boxer)', '235 PS / 7.000 rpm', '250 Nm / 3.700 rpm'),
} as const satisfies Record<string, EngineSeed>;

/** An engine code of ENGINES. */
export type EngineCode = keyof typeof ENGINES;
