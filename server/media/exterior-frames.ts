/** File names of the 18 exterior 360 frames of a colour, shared by the car-detail API and the media seed. */
import { EXTERIOR_FRAMES } from '../../domain/constants';

/** File names of the exterior 360 frames, in turning order ('01.svg' .. '18.svg'). */
export const FRAME_FILES: string[] = Array.from({ length: EXTERIOR_FRAMES }, (_, i) => `${String(i + 1).padStart(2, '0')}.svg`);
