import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../domain/safe-html';

describe('sanitizeHtml (the one allowlist: articles, pages, inbox messages)', () => {
  it('keeps the formatting the server writes in messages', () => {
    const html = '<p>Booking <strong>BS-1</strong> di <em>Semarang</em></p><blockquote>Halo &amp; salam</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it('keeps an article\'s headings, pictures and tables', () => {
    const html = '<h2>Spesifikasi</h2><h3>Mesin</h3><p>Teks</p><img src="/media/content/news/a.webp" alt="Avanza">'
      + '<table><thead><tr><th>Tipe</th><th colspan="2">Harga</th></tr></thead><tbody><tr><td>G</td><td>Rp 1</td><td>Rp 2</td></tr></tbody></table>'
      + '<ol><li>satu</li></ol><ul><li>dua</li></ul><h4>Catatan</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it('drops scripts, handlers, styles and frames, keeping harmless text', () => {
    const out = sanitizeHtml('<p onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(2)><iframe src="//evil"></iframe><style>*{}</style><font color=red>b</font></p>');
    expect(out).toBe('<p>ab</p>');
  });
  it('keeps only safe link and picture targets', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="  JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://merapi.example/a">x</a>')).toBe('<a href="https://merapi.example/a" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="/dashboard-member?tab=8" style="color:red" target="_top">x</a>')).toBe('<a href="/dashboard-member?tab=8">x</a>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<p>a<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="a">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<a href="/a" title="Judul &quot;x&quot;">x</a>')).toBe('<a href="/a" title="Judul &quot;x&quot;">x</a>');
  });
  it('keeps a cell span only where it spans', () => {
    expect(sanitizeHtml('<table><tbody><tr><td colspan="1" rowspan="3" style="width:9px">a</td><td colspan="x">b</td></tr></tbody></table>'))
      .toBe('<table><tbody><tr><td rowspan="3">a</td><td>b</td></tr></tbody></table>');
  });
});
