// @vitest-environment jsdom
/** The editor's schema is the site's HTML allowlist: an article loads and saves whole, and nothing else gets in. */
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { SAFE_HTML, sanitizeHtml } from '../../../../domain/safe-html';
import { editorExtensions } from '../../../../src/back-office/content/fields/rich-text/editor-schema';
import { articleHtml } from '../../../../server/seed/content/news';
import { NEWS_PROMO_EVENT } from '../../../../server/seed/content/news-promo-event';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** Loads HTML as the field does (cleaned first) and answers what the editor would save. */
function roundTrip(html: string): string {
  editor = new Editor({ element: document.createElement('div'), extensions: editorExtensions(), content: sanitizeHtml(html), injectCSS: false });
  return editor.getHTML();
}

const tags = (html: string) => new Set(Array.from(html.matchAll(/<([a-z0-9]+)/g), (m) => m[1]));

/** Every allowlisted tag in one body; b and i are read as strong and em. */
const EVERY_TAG = '<h2>Dua</h2><h3>Tiga</h3><h4>Empat</h4><p>a<br>b <strong>s</strong> <b>b</b> <em>e</em> <i>i</i> '
  + '<a href="/promo" title="Promo">tautan</a></p><blockquote><p>kutipan</p></blockquote><ul><li><p>poin</p></li></ul>'
  + '<ol><li><p>nomor</p></li></ol><img src="/media/content/news/a.webp" alt="Foto">'
  + '<table><thead><tr><th>Tipe</th><th>Harga</th></tr></thead><tbody><tr><td colspan="2">G</td></tr></tbody></table>';

describe('the rich-text editor on the one allowlist', () => {
  it('keeps a seeded article whole: its h2 heading, list and paragraphs', () => {
    const article = articleHtml(NEWS_PROMO_EVENT[0]);
    expect(article).toContain('<h2>');
    const saved = roundTrip(article);
    expect(saved).toContain(`<h2>${NEWS_PROMO_EVENT[0].heading}</h2>`);
    expect(sanitizeHtml(saved).replace(/<li><p>(.*?)<\/p><\/li>/g, '<li>$1</li>')).toBe(article);
  });

  it('reads every allowlisted tag and keeps its meaning, pictures and tables included', () => {
    const saved = roundTrip(EVERY_TAG);
    for (const tag of ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'a', 'blockquote', 'ul', 'ol', 'li', 'img', 'table', 'tr', 'th', 'td']) {
      expect(tags(saved), tag).toContain(tag);
    }
    expect(saved).toContain('<img src="/media/content/news/a.webp" alt="Foto">');
    expect(saved).toContain('<a href="/promo" title="Promo">tautan</a>');
    expect(saved).toContain('<strong>b</strong>');
    expect(saved).toContain('<em>i</em>');
    expect(saved).toMatch(/<td colspan="2"[^>]*><p>G<\/p><\/td>/);
  });

  it('writes only allowlisted tags, and the server keeps what it writes', () => {
    const saved = roundTrip(EVERY_TAG);
    const extra = [...tags(saved)].filter((t) => !(t in SAFE_HTML) && t !== 'colgroup' && t !== 'col');
    expect(extra).toEqual([]);
    const kept = sanitizeHtml(saved);
    for (const tag of tags(saved)) if (tag !== 'colgroup' && tag !== 'col') expect(tags(kept), tag).toContain(tag);
    expect(roundTrip(kept)).toBe(saved);
  });

  it('drops pasted script, event handlers and unsafe links', () => {
    // jsdom has no ClipboardEvent; ProseMirror's paste only needs the event to exist.
    globalThis.ClipboardEvent ??= class extends Event { clipboardData = null; } as never;
    editor = new Editor({ element: document.createElement('div'), extensions: editorExtensions(), content: '<p>awal</p>', injectCSS: false });
    editor.view.pasteHTML('<p onclick="alert(1)">tempel <a href="javascript:alert(2)">klik</a><img src="x" onerror="alert(3)"></p><script>alert(4)</script><iframe src="https://evil.example"></iframe>');
    const saved = editor.getHTML();
    expect(saved).toContain('tempel');
    expect(saved).not.toMatch(/onclick|onerror|javascript:|<script|<iframe|alert\(4\)|<img/);
    expect(sanitizeHtml(saved)).not.toMatch(/onclick|onerror|javascript:|<script|<iframe/);
  });
});
