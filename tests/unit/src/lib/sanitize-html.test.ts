// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../../src/lib/sanitize-html';
import { linkToken } from '../../../../src/features/verify-email/verify-email-api';

describe('sanitizeHtml (inbox messages)', () => {
  it('keeps the formatting the server writes', () => {
    const html = '<p>Booking <strong>BS-1</strong> di <em>Semarang</em></p><blockquote>Halo &amp; salam</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it('drops scripts, handlers, styles and frames, keeping harmless text', () => {
    const out = sanitizeHtml('<p onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(2)><iframe src="//evil"></iframe><style>*{}</style><font color=red>b</font></p>');
    expect(out).toBe('<p>ab</p>');
  });
  it('keeps only safe link targets', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://merapi.example/a">x</a>')).toBe('<a href="https://merapi.example/a" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="/dashboard-member?tab=8" style="color:red">x</a>')).toBe('<a href="/dashboard-member?tab=8">x</a>');
  });
});

describe('the verification link', () => {
  it('carries its token in the fragment', () => {
    expect(linkToken('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(linkToken('')).toBeNull();
    expect(linkToken(`#token=${'x'.repeat(201)}`)).toBeNull();
  });
});
