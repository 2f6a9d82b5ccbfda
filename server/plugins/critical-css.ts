/**
 * The first screen's CSS of a server page (issue 35, docs/rendering.md "Styles"): of the stylesheets
 * a page's screens carry, only the rules that can match the markup above the first part drawn later
 * (`content-visibility: auto`, the code's own "below the first screen" mark) are inlined; the rest
 * comes as the whole stylesheets, linked at the end of `<body>` so they do not hold the first paint.
 *
 * A rule is kept when one of its selectors names only classes that the first screen's markup uses
 * (classes under `:not()`, `:is()`, `:where()`, `:has()` and in attribute values do not count, so such
 * a selector is kept more often, never less); rules naming no class (elements, `:root`, ids) are kept,
 * and so are `@font-face`, `@keyframes` and the like. Pure text work on Vite's minified output: no
 * layout, so the same page gives the same bytes on any machine.
 */

/** One top-level piece of a stylesheet: a rule, a group of rules (`@media`, `@supports`, ...) or another at-rule. */
type Block =
  | { kind: 'rule'; text: string; selectors: string[][] }
  | { kind: 'group'; prelude: string; blocks: Block[] }
  | { kind: 'other'; text: string };

/** At-rules whose block holds rules to filter one by one. */
const GROUPS = /^@(media|supports|container|layer|scope|document)\b/i;

/** The end of the `{…}` block opening at `open` (strings and comments skipped). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2);
      if (i < 0) return css.length - 1;
      i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

/** Where the next `{` or `;` outside strings and comments is (the end of a prelude or of a bodiless at-rule). */
function preludeEnd(css: string, from: number): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === '{' || c === ';') return i;
  }
  return css.length;
}

/** Splits a selector list at its top-level commas. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The classes an element must carry for `selector` to match it (or one of its ancestors): those outside functional pseudo-classes and attribute values. */
function requiredClasses(selector: string): string[] {
  let plain = selector;
  // Innermost first, so nested parentheses go too.
  for (let before = ''; before !== plain;) {
    before = plain;
    plain = plain.replace(/\[[^\]]*\]/g, '').replace(/\([^()]*\)/g, '');
  }
  return [...plain.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
}

/** The blocks of `css`. */
export function parseCss(css: string): Block[] {
  const blocks: Block[] = [];
  let at = 0;
  while (at < css.length) {
    while (at < css.length && /\s/.test(css[at])) at++;
    if (css.startsWith('/*', at)) {
      const end = css.indexOf('*/', at + 2);
      at = end < 0 ? css.length : end + 2;
      continue;
    }
    if (at >= css.length) break;
    const end = preludeEnd(css, at);
    if (end >= css.length || css[end] === ';') {
      blocks.push({ kind: 'other', text: css.slice(at, end + 1) });
      at = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    const prelude = css.slice(at, end).trim();
    if (prelude.startsWith('@')) {
      blocks.push(GROUPS.test(prelude)
        ? { kind: 'group', prelude, blocks: parseCss(css.slice(end + 1, close)) }
        : { kind: 'other', text: css.slice(at, close + 1) });
    } else {
      blocks.push({ kind: 'rule', text: css.slice(at, close + 1), selectors: splitSelectors(prelude).map(requiredClasses) });
    }
    at = close + 1;
  }
  return blocks;
}

/** The text of the blocks that can match an element carrying only classes in `used`. */
export function keepUsed(blocks: Block[], used: ReadonlySet<string>): string {
  let out = '';
  for (const block of blocks) {
    if (block.kind === 'other') out += block.text;
    else if (block.kind === 'rule') {
      if (block.selectors.some((classes) => classes.every((name) => used.has(name)))) out += block.text;
    } else {
      const inner = keepUsed(block.blocks, used);
      if (inner) out += `${block.prelude}{${inner}}`;
    }
  }
  return out;
}

/** Classes of the rules that set `content-visibility: auto` (parts drawn when they come near: below the first screen). */
export function laterPartClasses(blocks: Block[]): Set<string> {
  const classes = new Set<string>();
  for (const block of blocks) {
    if (block.kind === 'group') for (const name of laterPartClasses(block.blocks)) classes.add(name);
    if (block.kind !== 'rule' || !/content-visibility:\s*auto/.test(block.text)) continue;
    for (const selector of block.selectors) if (selector.length === 1) classes.add(selector[0]);
  }
  return classes;
}

/** Parts drawn when near that still count as the first screen: a tablet's tall viewport (820x1180) shows Home's second. */
const FIRST_PARTS_KEPT = 2;

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The end (after its closing tag) of the element whose start tag begins at `start`. */
function elementEnd(html: string, start: number): number {
  const tag = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start))?.[1];
  if (!tag) return start + 1;
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (match[1]) depth--;
    else if (!match[0].endsWith('/>')) depth++;
    if (depth === 0) return match.index + match[0].length;
  }
  return html.length;
}

/**
 * The markup of the first screen: `html` without the parts the browser draws only when they come near
 * (elements carrying one of `later`) but the first two, and without the page's `<footer>`: below the
 * first screen. The first two stay: on a tablet or a desktop the parts after a short hero are in view
 * (a car page's first section at 820 and 1280 px, Home's second at 820x1180). What lies between or after them stays (the
 * sticky bar at the viewport's foot comes last).
 */
export function firstScreen(html: string, later: ReadonlySet<string>): string {
  let kept = '';
  let at = 0;
  let parts = 0;
  const skipped = /<footer[\s>]|\sclass="([^"]*)"/g;
  for (let match = skipped.exec(html); match; match = skipped.exec(html)) {
    const isLater = match[1] === undefined || (match[1].split(/\s+/).some((name) => later.has(name)) && ++parts > FIRST_PARTS_KEPT);
    if (!isLater) continue;
    const start = match[1] === undefined ? match.index : html.lastIndexOf('<', match.index);
    const end = elementEnd(html, start);
    kept += html.slice(at, start);
    at = end;
    skipped.lastIndex = end;
  }
  return kept + html.slice(at);
}

/** Every class named in `html`'s class attributes. */
export function usedClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) for (const name of match[1].split(/\s+/)) if (name) used.add(name);
  return used;
}
