/**
 * The editor behind RichText: Tiptap with the allowlist schema (editor-schema.ts). A value from
 * outside (the record loading) replaces the document; typing never resets the caret. What it hands
 * on is what the server keeps: the same allowlist cleans it there.
 */
import { Editor } from '@tiptap/core';
import { useEffect, useReducer, useRef, useState } from 'react';
import { sanitizeHtml } from '../../../../../domain/safe-html';
import { describedBy } from '../../../../ui/field-message';
import styles from '../fields.module.css';
import { editorExtensions } from './editor-schema';
import { EditorToolbar, type Panel } from './editor-toolbar';
import { ImagePanel, LinkPanel } from './editor-panels';
import type { RichTextProps } from './rich-text';

/** An empty document is no text. */
const normalise = (html: string): string => (html.replace(/<br\s*\/?>|<\/?p>|&nbsp;|\s/g, '') === '' ? '' : html);

function attributes({ id, hint, error }: RichTextProps & { id: string }): Record<string, string> {
  const described = describedBy(id, hint, error);
  return {
    id, class: styles.area, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label`,
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}

/** The editor and its toolbar; default export for the lazy import. */
export default function RichTextEditor(props: RichTextProps & { id: string }) {
  const { value, onChange, onBlur } = props;
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const last = useRef<string | null>(null);
  const handlers = useRef({ onChange, onBlur });
  handlers.current = { onChange, onBlur };

  useEffect(() => {
    const created = new Editor({
      element: host.current!,
      extensions: editorExtensions(),
      content: '',
      injectCSS: false,
      // Pasted HTML goes through the allowlist before anything parses it into the page.
      editorProps: { attributes: attributes(props), transformPastedHTML: sanitizeHtml },
      onUpdate: ({ editor: e }) => {
        const html = normalise(e.getHTML());
        last.current = html;
        handlers.current.onChange(html);
      },
      onBlur: () => handlers.current.onBlur?.(),
      // The toolbar shows where the caret is (bold on, inside a table...).
      onTransaction: () => redraw(),
    });
    setEditor(created);
    return () => created.destroy();
    // One editor for the field's life; its attributes follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (editor && value !== last.current) {
      editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
      last.current = value;
    }
  }, [editor, value]);

  const attrs = attributes(props);
  const attrsKey = JSON.stringify(attrs);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attrsKey) as Record<string, string>, transformPastedHTML: sanitizeHtml } });
  }, [editor, attrsKey]);

  return (
    <>
      {editor ? <EditorToolbar editor={editor} label={props.label} panel={panel} onPanel={setPanel} /> : null}
      {editor && panel === 'link' ? <LinkPanel editor={editor} onClose={() => setPanel(null)} /> : null}
      {editor && panel === 'image' ? <ImagePanel editor={editor} onClose={() => setPanel(null)} /> : null}
      <div ref={host} className={styles.host} />
    </>
  );
}
