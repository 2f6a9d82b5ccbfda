/**
 * The subjects of the content pictures: each a composition on the stage (place, line-up cars,
 * people, props), the main subject right of centre so a title can sit on the left or on top.
 */
import { balloons, bunting, coins, cone, confetti, fuelPump, leaf, phone, rain, SCREENS, shield, sparkles, swapArrows, tent, tint, towTruck, tyre, warningTriangle } from './props';
import { consultant, family, mechanic, person } from './people';
import { facade, liftPost, outdoor, paintBooth, partsStore, salesDesk, showroom, workshop } from './places';
import { car, circle, GROUND, poly, rect } from './stage';

/** Every subject a content picture can show. */
export type Subject =
  | 'facade' | 'showroom' | 'festive' | 'service-bay' | 'paint-booth' | 'parts' | 'reception' | 'family-mpv' | 'city'
  | 'test-drive' | 'convoy' | 'trip' | 'exhibition' | 'finance' | 'online' | 'trade-in' | 'warranty' | 'tow-night'
  | 'roadside' | 'rain' | 'fuel' | 'oil' | 'engine' | 'brakes' | 'electrics' | 'alignment' | 'dent' | 'insurance'
  | 'polish' | 'express' | 'hybrid' | 'fleet' | 'safety-class' | 'rest-post' | 'consultation';

const openHood = (x: number) => poly([x - 160, 590, x + 40, 560, x + 60, 430, x - 120, 470], '#d7dbe0', 'opacity="0.95"');

/** Builds the stage body of a subject. */
export const SUBJECTS: Record<Subject, () => string> = {
  facade: () => facade() + car({ seo: 'fortuner', color: 'attitude-black-mica', x: 640, yaw: -28, size: 100 }) + car({ seo: 'veloz', color: 'red-mica-metallic', x: 1180, yaw: -38, size: 118 }),
  showroom: () => showroom() + car({ seo: 'camry', color: 'platinum-white-pearl', x: 520, y: 700, yaw: 40, size: 92 }) + car({ seo: 'innova-zenix', color: 'dark-red-mica-metallic', x: 1130, yaw: -32 }),
  festive: () => showroom() + bunting(0, 170, 1600, 200) + balloons(1480, 260, ['#c8102e', '#f2c94c', '#ffffff', '#c8102e']) + confetti('festive')
    + car({ seo: 'fortuner', color: 'super-white-ii', x: 930, y: 690, yaw: 35, size: 84 }) + car({ seo: 'innova-zenix', color: 'red-mica-metallic', x: 1260, yaw: -33 }),
  'service-bay': () => workshop() + liftPost(820) + car({ seo: 'avanza', color: 'silver-metallic', x: 1100, y: 700, yaw: -20 }) + liftPost(1400)
    + mechanic(1450, GROUND + 20, 230, -1) + rect(1300, 660, 24, 120, '#26292d'),
  'paint-booth': () => paintBooth() + car({ seo: 'yaris-cross', color: 'red-mica-metallic', x: 1020, yaw: -30 })
    + mechanic(1450, GROUND + 10, 230, -1, 1) + rect(1380, 600, 60, 16, '#5e6266') + circle(1350, 608, 14, '#8a9098') + `<ellipse cx="1300" cy="610" rx="60" ry="26" fill="#ffffff" opacity="0.35"/>`,
  parts: () => partsStore() + tyre(1250, 690, 90) + tyre(1430, 700, 80) + rect(1000, 650, 120, 130, '#c8102e', 'rx="8"') + rect(1025, 690, 70, 30, '#ffffff')
    + consultant(860, GROUND + 20, 220, 1, 0),
  reception: () => showroom() + salesDesk(200) + consultant(440, 700, 210, 1) + person(760, 730, { height: 215, skin: 2, hair: 1, top: '#3c6e9f', legs: '#2b2f36', facing: -1 })
    + car({ seo: 'raize', color: 'turquoise-mica-metallic', x: 1230, yaw: -34 }),
  'family-mpv': () => outdoor('merapi') + car({ seo: 'avanza', color: 'dark-red-mica-metallic', x: 1000, yaw: -30 }) + family(1290, GROUND + 10, 1.05, 1),
  city: () => outdoor('dusk') + car({ seo: 'agya', color: 'yellow', x: 1060, yaw: -34, size: 138 }),
  'test-drive': () => outdoor('merapi') + car({ seo: 'raize', color: 'red-mica-metallic', x: 1080, yaw: -18, size: 120 }) + cone(600, 760) + cone(700, 770),
  convoy: () => outdoor('merapi') + car({ seo: 'rush', color: 'silver-metallic', x: 500, y: 690, yaw: -12, size: 82 }) + car({ seo: 'fortuner', color: 'attitude-black-mica', x: 820, y: 730, yaw: -14, size: 98 })
    + car({ seo: 'innova-zenix', color: 'platinum-white-pearl', x: 1200, yaw: -16, size: 118 }),
  trip: () => outdoor('coast') + car({ seo: 'kijang-innova', color: 'silver-metallic', x: 1080, yaw: -24 }) + rect(930, 505, 280, 40, '#6a4a33', 'rx="8"') + rect(960, 490, 120, 22, '#2f5f8f', 'rx="6"'),
  exhibition: () => showroom() + bunting(0, 160, 1600, 190, 18) + rect(320, 700, 560, 90, '#c8102e', 'rx="45"') + rect(930, 720, 660, 80, '#2b2f36', 'rx="40"')
    + car({ seo: 'gr86', color: 'red-mica-metallic', x: 600, y: 720, yaw: 30, size: 110 }) + car({ seo: 'corolla-cross', color: 'platinum-white-pearl', x: 1250, y: 740, yaw: -34, size: 112 })
    + person(140, 790, { height: 200, skin: 0, hair: 0, top: '#2f5d8a', legs: '#2b2f36', facing: 1 }) + person(220, 795, { height: 190, skin: 3, hair: 2, top: '#d9534f', legs: '#30343b', head: 'hijab', facing: 1 }),
  finance: () => showroom() + car({ seo: 'veloz', color: 'red-mica-metallic', x: 1250, yaw: -36, size: 104 }) + phone(560, 300, 190, SCREENS.chart) + coins(860, 760, 7) + coins(960, 770, 4) + coins(800, 790, 3, 30),
  online: () => outdoor('studio') + phone(520, 200, 220, SCREENS.car) + car({ seo: 'yaris-cross', color: 'turquoise-mica-metallic', x: 1270, yaw: -30 })
    + `<path d="M760 520Q880 470 1000 560" fill="none" stroke="#ffffff" stroke-width="8" stroke-dasharray="18 14" opacity="0.8"/>`,
  'trade-in': () => showroom() + car({ seo: 'calya', color: 'gray-metallic', x: 520, y: 740, yaw: 30, size: 104 }) + car({ seo: 'veloz', color: 'turquoise-mica-metallic', x: 1180, yaw: -32 }) + swapArrows(860, 420, 110),
  warranty: () => outdoor('studio') + car({ seo: 'innova-zenix', color: 'platinum-white-pearl', x: 1100, yaw: -30 }) + shield(560, 430, 150),
  'tow-night': () => outdoor('dusk') + tint('#0b1024', 0.45) + towTruck(1040, GROUND, 760, true) + car({ seo: 'avanza', color: 'silver-metallic', x: 930, y: 620, yaw: 0, size: 80 }) + warningTriangle(420, 800),
  roadside: () => outdoor('coast') + car({ seo: 'calya', color: 'super-white-ii', x: 900, yaw: -28 }) + mechanic(1260, GROUND + 15, 230, -1) + warningTriangle(420, 800) + rect(1180, 740, 90, 50, '#c8102e', 'rx="6"'),
  rain: () => outdoor('dusk') + car({ seo: 'corolla-altis', color: 'silver-metallic', x: 1060, yaw: -26, size: 130 }) + rain('rain'),
  fuel: () => outdoor('coast') + fuelPump(560, GROUND, 320) + car({ seo: 'yaris', color: 'red-mica-metallic', x: 1080, yaw: -24 }) + leaf(1380, 320, 90, -30) + leaf(1440, 360, 70, 20, '#5cb87a'),
  oil: () => workshop() + car({ seo: 'vios', color: 'silver-metallic', x: 1080, yaw: -40 }) + openHood(1280) + mechanic(1470, GROUND + 20, 230, -1, 0)
    + rect(560, 560, 110, 180, '#d9a441', 'rx="14"') + rect(590, 520, 50, 44, '#2b2f36', 'rx="6"') + rect(575, 620, 80, 60, '#ffffff', 'opacity="0.8"'),
  engine: () => workshop() + car({ seo: 'innova-zenix', color: 'silver-metallic', x: 1060, yaw: -45 }) + openHood(1260) + mechanic(1470, GROUND + 20, 230, -1),
  brakes: () => workshop() + car({ seo: 'fortuner', color: 'silver-metallic', x: 1150, y: 700, yaw: -15, size: 110 }) + tyre(640, 690, 90) + circle(420, 660, 100, '#9aa1a9') + circle(420, 660, 50, '#5e6369')
    + poly([430, 560, 520, 600, 510, 700, 440, 690], '#c8102e'),
  electrics: () => workshop() + car({ seo: 'agya', color: 'red-mica-metallic', x: 1100, yaw: -36 }) + rect(520, 630, 180, 130, '#1d2228', 'rx="10"') + rect(545, 610, 30, 22, '#c8102e') + rect(645, 610, 30, 22, '#5e6266'),
  alignment: () => workshop() + car({ seo: 'raize', color: 'silver-metallic', x: 1060, yaw: -12, size: 118 }) + rect(600, 500, 40, 280, '#2f5f8f') + rect(520, 470, 200, 40, '#1b1f24', 'rx="6"') + rect(535, 478, 170, 24, '#7fd6a0'),
  dent: () => paintBooth() + car({ seo: 'rush', color: 'dark-red-mica-metallic', x: 1020, yaw: -8, size: 120 }) + mechanic(1430, GROUND + 10, 230, -1, 3),
  insurance: () => outdoor('merapi') + car({ seo: 'veloz', color: 'platinum-white-pearl', x: 1120, yaw: -30 }) + shield(600, 400, 150, '#2f6f9f'),
  polish: () => outdoor('studio') + car({ seo: 'camry', color: 'attitude-black-mica', x: 1060, yaw: -30, size: 124 })
    + sparkles([[900, 430, 36], [1240, 470, 28], [1380, 560, 22], [760, 560, 18]]),
  express: () => workshop() + car({ seo: 'yaris', color: 'platinum-white-pearl', x: 1080, yaw: -30 }) + circle(560, 360, 120, '#ffffff') + circle(560, 360, 108, '#2b2f36')
    + `<path d="M560 360V280M560 360L620 390" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>`,
  hybrid: () => outdoor('merapi') + car({ seo: 'innova-zenix', color: 'platinum-white-pearl', x: 1080, yaw: -30 })
    + leaf(440, 320, 140, -35) + leaf(520, 380, 110, 25, '#5cb87a') + leaf(380, 420, 90, 160, '#2f7d4f'),
  fleet: () => outdoor('studio') + [0, 1, 2, 3].map((i) => car({ seo: 'hilux-rangga', color: 'super-white-ii', x: 420 + i * 310, y: 660 + i * 40, yaw: -40, size: 70 + i * 12 })).join(''),
  'safety-class': () => outdoor('studio') + [520, 700, 880, 1400, 1520].map((x, i) => cone(x, 790 - (i % 2) * 20, 80)).join('') + car({ seo: 'vios', color: 'red-mica-metallic', x: 1120, yaw: -22, size: 120 })
    + person(300, 800, { height: 220, skin: 1, hair: 0, top: '#f2c94c', legs: '#2b2f36', facing: 1, wave: true }),
  'rest-post': () => outdoor('coast') + tent(560, GROUND + 10, 460) + mechanic(500, GROUND + 20, 210, 1) + car({ seo: 'avanza', color: 'platinum-white-pearl', x: 1160, yaw: -30 }),
  consultation: () => showroom() + salesDesk(240) + consultant(500, 720, 205, 1) + person(820, 740, { height: 212, skin: 3, hair: 0, top: '#2f8f5b', legs: '#2b2f36', facing: -1, head: 'hijab' })
    + car({ seo: 'corolla-cross', color: 'silver-metallic', x: 1270, yaw: -36, size: 110 }),
};
