/**
 * The one HTML allowlist of the site: the tags and attributes an article, a page, a club profile
 * or an inbox message may hold. The server cleans every body with it on write and on read, the
 * page cleans inbox messages with it, and the staff editor's schema is built from it (its test
 * checks that every tag here survives the editor and that the editor writes nothing else), so what
 * one side keeps the other never drops.
 */
import * as xssModule from 'xss';

// xss is CommonJS and adds some names in a loop that Node's ESM loader does not see: take them off module.exports.
const xss = ((xssModule as { default?: unknown }).default ?? xssModule) as typeof xssModule;
const { FilterXSS, safeAttrValue } = xss;

/** Tag -> the attributes it keeps. `b` and `i` are read as `strong` and `em` by the editor. */
export const SAFE_HTML: Readonly<Record<string, readonly string[]>> = {
  p: [], br: [], h2: [], h3: [], h4: [], blockquote: [],
  ul: [], ol: [], li: [],
  strong: [], b: [], em: [], i: [],
  a: ['href', 'title'],
  img: ['src', 'alt'],
  table: [], thead: [], tbody: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
};

/** Dropped together with everything inside them (other unknown tags keep their text). */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'button'];

/** Links: web, mail, phone, a path on this site or an anchor; pictures: web or a path on this site. */
export const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
export const SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;
const SPAN = /^[1-9][0-9]?$/;

function attribute(tag: string, name: string, value: string): string | undefined {
  const cleaned = safeAttrValue(tag, name, value, undefined as never).trim();
  if (tag === 'a' && name === 'href') {
    if (!SAFE_HREF.test(cleaned)) return '';
    // A link that leaves the site opens beside it and cannot reach back into this page.
    const away = /^https?:/i.test(cleaned) ? ' target="_blank" rel="noopener noreferrer"' : '';
    return `href="${cleaned}"${away}`;
  }
  if (tag === 'img' && name === 'src') return SAFE_SRC.test(cleaned) ? `src="${cleaned}"` : '';
  if ((tag === 'th' || tag === 'td') && (name === 'colspan' || name === 'rowspan')) return SPAN.test(cleaned) && cleaned !== '1' ? `${name}="${cleaned}"` : '';
  return undefined;
}

const filter = new FilterXSS({
  whiteList: Object.fromEntries(Object.entries(SAFE_HTML).map(([tag, attrs]) => [tag, [...attrs]])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  onTagAttr: (tag: string, name: string, value: string) => attribute(tag, name, value),
});

/** The HTML with only allowlisted tags and safe attributes; text is kept, scripts and handlers are gone. */
export function sanitizeHtml(html: string): string {
  // A picture whose address was refused shows nothing: it goes.
  return filter.process(html).replace(/<img(?![^>]*\ssrc=)[^>]*>/g, '');
}
