/** HTML sanitising for served bodies (news, single pages, club profiles, service texts). */
import { FilterXSS } from 'xss';

const none: string[] = [];

// Ordinary article markup only; `xss` also drops javascript:/vbscript: URLs in href and src.
const filter = new FilterXSS({
  whiteList: {
    p: none, br: none, h2: none, h3: none, h4: none, ul: none, ol: none, li: none,
    strong: none, b: none, em: none, i: none, blockquote: none,
    a: ['href', 'title'], img: ['src', 'alt'],
    table: none, thead: none, tbody: none, tr: none, th: none, td: none, caption: none,
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
});

/** The HTML with everything executable removed and only article tags kept. */
export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
