/**
 * The demo line-up's drawn cars (issue 16.1, issue 30.7): no two models share a silhouette. Each
 * model's side view is drawn as the seed draws it, rasterised, cut to its outline's box and scaled to
 * one size, so a bigger copy of the same shape counts as the same; two outlines that cover the same
 * pixels almost everywhere are one silhouette (the Avanza and the Veloz, the Corolla Altis and the
 * Camry, the Raize and the Yaris Cross were, at 98-99 %).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ALL_MODELS } from '../../../server/seed/catalogue/lineup';
import { designOf } from '../../../server/seed/catalogue/media/car-design';
import { renderCar } from '../../../server/seed/catalogue/media/car-render';

/** The size every outline is scaled to. */
const BOX = { width: 240, height: 100 };
/** Above this share of common pixels two outlines read as the same car. */
const SAME = 0.975;

/** The model's side view (nose to the right) as a mask of BOX, its soft shadow left out. */
async function outline(seo: string): Promise<Uint8Array> {
  const model = ALL_MODELS.find((m) => m.seo === seo)!;
  const [w, h] = [700, 300];
  const car = renderCar({ design: designOf(model), hex: '#9aa0a6', yaw: 0, cx: w / 2, cy: h - 30, scale: 120 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${car}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).threshold(200).raw().toBuffer({ resolveWithObject: true });
  let [left, right, top, bottom] = [info.width, 0, info.height, 0];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (!data[y * info.width + x]) continue;
      [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
    }
  }
  const box = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .extract({ left, top, width: right - left + 1, height: bottom - top + 1 }).resize(BOX.width, BOX.height, { fit: 'fill' }).threshold(128).raw().toBuffer();
  return Uint8Array.from(box, (v) => (v ? 1 : 0));
}

/** Common pixels over the pixels of either. */
function overlap(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    both += a[i] & b[i];
    either += a[i] | b[i];
  }
  return both / either;
}

describe('demo car silhouettes', () => {
  it('gives every line-up model a side view of its own shape', async () => {
    const outlines = new Map<string, Uint8Array>();
    for (const m of ALL_MODELS) outlines.set(m.seo, await outline(m.seo));
    const shared: string[] = [];
    const seos = [...outlines.keys()];
    seos.forEach((a, i) => {
      for (const b of seos.slice(i + 1)) {
        const share = overlap(outlines.get(a)!, outlines.get(b)!);
        if (share > SAME) shared.push(`${a}/${b} ${(share * 100).toFixed(1)} %`);
      }
    });
    expect(shared).toEqual([]);
    expect(outlines.size).toBe(ALL_MODELS.length);
  }, 60_000);
});
