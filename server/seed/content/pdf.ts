/**
 * A minimal, valid one-page PDF 1.4 written by hand (catalog, pages, page, two standard fonts,
 * content stream, info), with an xref table whose byte offsets are computed exactly.
 */

/** Escapes a string for a PDF literal; non-Latin-1 characters become '?'. */
function pdfString(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')})`;
}

/** One line of text in the content stream. */
interface Line { text: string; size: number; bold?: boolean; gap?: number }

function contentStream(title: string, lines: Line[]): string {
  const ops = [
    // A red header band with the title in white.
    '0.922 0.039 0.118 rg', '0 722 595 120 re f',
    // Helvetica Bold averages about 0.56 em a character; long titles get a smaller size to fit 515 pt.
    'BT', `/F1 ${Math.min(22, Math.floor(515 / (title.length * 0.56)))} Tf`, '1 1 1 rg', '40 770 Td', `${pdfString(title)} Tj`, 'ET',
    'BT', '0.1 0.1 0.11 rg', '40 680 Td',
  ];
  for (const line of lines) {
    ops.push(`/${line.bold ? 'F1' : 'F2'} ${line.size} Tf`, `${pdfString(line.text)} Tj`, `0 ${-(line.gap ?? line.size * 1.5)} Td`);
  }
  ops.push('ET', '0.922 0.039 0.118 RG', '2 w', '40 60 m 555 60 l S');
  return ops.join('\n') + '\n';
}

/** Builds the PDF bytes: `title` on a red band, then the given lines of text. */
export function buildPdf(title: string, lines: Line[]): Buffer {
  const stream = contentStream(title, lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    `<< /Title ${pdfString(title)} /Producer (Merapi Toyota demo seed) >>`,
  ];
  // The binary comment line tells tools the file is binary, as the PDF spec recommends.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space + LF.
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
