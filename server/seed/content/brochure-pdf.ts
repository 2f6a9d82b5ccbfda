/**
 * The text of each demo brochure PDF: the model's types with demo OTR prices and key figures, or,
 * for an accessories catalogue, the genuine accessories with their prices.
 */
import { BRAND } from '../../../domain/brand';
import { ALL_MODELS, rupiah, specificationOf } from '../catalogue/lineup';
import { buildPdf } from './pdf';
import { sparePartRecords } from './spare-parts';
import type { BROCHURES } from './brochures';

type Brochure = (typeof BROCHURES)[number];

const money = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

/** Splits a paragraph into lines of at most `max` characters (Helvetica at 11 pt fits about 95 on the page). */
function wrapped(text: string, size: number, max = 95) {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length ? lines[lines.length - 1] : null;
    if (last !== null && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.map((line) => ({ text: line, size }));
}

function modelLines(b: Brochure) {
  const m = ALL_MODELS.find((x) => x.seo === b.seo)!;
  const spec = specificationOf(m, m.types[0]);
  return [
    ...wrapped(m.preview, 11),
    { text: '', size: 8, gap: 16 },
    { text: 'Tipe dan harga OTR (demo)', size: 14, bold: true },
    ...m.types.map((t) => ({ text: `${t.name}   ${money(rupiah(t.disc ?? t.otr))}`, size: 12 })),
    { text: '', size: 8, gap: 14 },
    { text: 'Dimensi dan mesin', size: 14, bold: true },
    ...[...spec.dimensi.slice(0, 4), ...spec.mesin.slice(1, 4)].map((r) => ({ text: `${r.title}: ${r.value}`, size: 11 })),
  ];
}

function accessoryLines() {
  return [
    { text: 'Aksesoris asli dengan garansi resmi, dipasang oleh teknisi bersertifikat.', size: 11 },
    { text: '', size: 8, gap: 16 },
    { text: 'Aksesoris dan harga (demo)', size: 14, bold: true },
    ...sparePartRecords().filter((p) => p.category === 'accesories').map((p) => ({ text: `${p.title}   ${p.harga ? money(p.harga) : 'hubungi cabang'}`, size: 12 })),
  ];
}

/** The PDF bytes of one brochure; its title line is '<title> - <brand>'. */
export function brochurePdf(b: Brochure): Buffer {
  return buildPdf(`${b.title} - ${BRAND.name}`, [
    { text: `Toyota ${b.model}`, size: 26, bold: true, gap: 36 },
    ...(b.accessories ? accessoryLines() : modelLines(b)),
    { text: '', size: 8, gap: 16 },
    { text: 'Hubungi kami', size: 13, bold: true },
    { text: `Customer Care: ${BRAND.customerCarePhoneDisplay}   WhatsApp: ${BRAND.whatsapp}`, size: 10 },
    { text: `Email: ${BRAND.email}`, size: 10 },
    ...wrapped('Harga, warna dan spesifikasi dapat berubah sewaktu-waktu. Brosur demo: bukan materi resmi Toyota.', 9, 110),
  ]);
}
