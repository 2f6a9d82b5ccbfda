/**
 * The editor's schema is the site's HTML allowlist (domain/safe-html.ts): paragraphs,
 * headings h2-h4, bold and italic, lists, quotes, line breaks, links, pictures and tables, and
 * nothing else, so an article loads whole and saves as the server will keep it. Its unit test
 * checks both directions against SAFE_HTML.
 */
import type { Extensions } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Image from '@tiptap/extension-image';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import Text from '@tiptap/extension-text';
import { Dropcursor, Gapcursor, UndoRedo } from '@tiptap/extensions';
import { SAFE_HREF, SAFE_SRC } from '../../../../../domain/safe-html';

/** Section headings an article may use (h1 is the page's title). */
export const HEADING_LEVELS = [2, 3, 4] as const;

/** A link keeps its address and title; where it opens is the sanitiser's rule, not the editor's. */
const SiteLink = Link.extend({
  addAttributes() {
    return { ...this.parent?.(), title: { default: null } };
  },
}).configure({
  openOnClick: false,
  autolink: false,
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => SAFE_HREF.test(url.trim()),
});

/** A picture is read only with an address the allowlist keeps (pasted `src="x"` or `data:` is not). */
const SiteImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (img) => (SAFE_SRC.test((img as HTMLElement).getAttribute('src') ?? '') ? null : false) }];
  },
}).configure({ inline: false, allowBase64: false });

/** The extensions, built anew for each editor. */
export function editorExtensions(): Extensions {
  return [
    Document, Paragraph, Text, HardBreak,
    Heading.configure({ levels: [...HEADING_LEVELS] }),
    Bold, Italic, Blockquote,
    BulletList, OrderedList, ListItem, ListKeymap,
    SiteLink,
    SiteImage,
    Table.configure({ resizable: false }), TableRow, TableHeader, TableCell,
    UndoRedo, Dropcursor, Gapcursor,
  ];
}
