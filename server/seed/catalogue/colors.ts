/** Body colours offered in Indonesia (names as sold, hex approximate). */

export const COLORS = {
  'super-white-ii': { name: 'Super White II', hex: '#F4F4F2' },
  'platinum-white-pearl': { name: 'Platinum White Pearl', hex: '#ECEAE3' },
  'silver-metallic': { name: 'Silver Metallic', hex: '#B8BCC0' },
  'gray-metallic': { name: 'Gray Metallic', hex: '#5E6266' },
  'black-mica': { name: 'Black Mica', hex: '#1A1A1C' },
  'attitude-black-mica': { name: 'Attitude Black Mica', hex: '#0F1012' },
  'dark-red-mica-metallic': { name: 'Dark Red Mica Metallic', hex: '#6B1A1F' },
  'red-mica-metallic': { name: 'Red Mica Metallic', hex: '#A0141E' },
  'turquoise-mica-metallic': { name: 'Turquoise Mica Metallic', hex: '#1E8C93' },
  yellow: { name: 'Yellow', hex: '#E9C416' },
} as const;

/** A colour slug, also its file name in the media folder. */
export type ColorKey = keyof typeof COLORS;
