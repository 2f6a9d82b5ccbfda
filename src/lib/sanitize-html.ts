/**
 * Allowlist sanitiser for HTML the server writes (inbox messages). The server escapes every value
 * it puts in; this keeps the page safe even if one message ever did not: only simple formatting
 * tags survive, links keep a safe href only, and everything else is dropped or reduced to its text.
 */

const KEEP = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'BLOCKQUOTE', 'UL', 'OL', 'LI', 'A', 'H3', 'H4', 'SPAN', 'DIV', 'SMALL']);
/** Dropped with everything inside them. */
const DROP = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'LINK', 'META', 'BASE', 'FORM', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  if (DROP.has(element.tagName)) return null;
  const children = Array.from(element.childNodes).map((child) => clean(child, doc)).filter((c): c is Node => c !== null);
  if (!KEEP.has(element.tagName)) {
    // An unknown tag keeps its content, not itself.
    const fragment = doc.createDocumentFragment();
    children.forEach((c) => fragment.appendChild(c));
    return fragment;
  }
  const copy = doc.createElement(element.tagName.toLowerCase());
  if (element.tagName === 'A') {
    const href = (element.getAttribute('href') ?? '').trim();
    if (SAFE_HREF.test(href)) {
      copy.setAttribute('href', href);
      if (/^https?:/i.test(href)) {
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
  }
  children.forEach((c) => copy.appendChild(c));
  return copy;
}

/** The HTML with only allowlisted tags and safe links; text content is kept. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  for (const child of Array.from(parsed.body.childNodes)) {
    const kept = clean(child, out);
    if (kept) container.appendChild(kept);
  }
  return container.innerHTML;
}
