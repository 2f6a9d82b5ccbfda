/**
 * The watermark on a KTP or payment proof opened by staff (issue 29 item 5): the viewer's name and
 * the time, in a diagonal pattern over the whole image, so a photo or screenshot of the screen
 * still says who opened it and when. One SVG the size of the image (a rotated pattern) composited
 * through sharp; the answer is a JPEG.
 */
import sharp from 'sharp';

const clock = new Intl.DateTimeFormat('id-ID', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' });

const xml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The line written on the image: 'Dilihat Budi Admin · 21/11/2026 10.42 WIB'. */
export const watermarkText = (viewer: string, at: Date): string => `Dilihat ${viewer} · ${clock.format(at).replace(',', '')} WIB`;

/** The overlay for a `width` × `height` image. */
function overlay(width: number, height: number, text: string): Buffer {
  const size = Math.max(11, Math.round(Math.min(width, height) / 22));
  const tileWidth = Math.round(size * text.length * 0.72 + size * 3);
  const tileHeight = size * 5;
  const line = (y: number, x: number) => `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="700">${xml(text)}</text>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`
    + `<defs><pattern id="w" width="${tileWidth}" height="${tileHeight}" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">`
    // Dark text with a light outline: readable on a pale KTP and on a dark screenshot alike.
    + `<g fill="#000" fill-opacity="0.28" stroke="#fff" stroke-opacity="0.35" stroke-width="${Math.max(1, size / 14)}">${line(size * 1.5, 0)}${line(size * 4, -tileWidth / 2)}${line(size * 4, tileWidth / 2)}</g>`
    + `</pattern></defs><rect width="100%" height="100%" fill="url(#w)"/></svg>`);
}

/** The image with the viewer's name and the time over it, as a JPEG (EXIF orientation applied first). */
export async function watermarked(bytes: Buffer, viewer: string, at: Date = new Date()): Promise<Buffer> {
  const upright = await sharp(bytes, { failOn: 'error' }).rotate().toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  return sharp(upright.data)
    .composite([{ input: overlay(width, height, watermarkText(viewer, at)), top: 0, left: 0 }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
