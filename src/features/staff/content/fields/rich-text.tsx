/**
 * A small rich-text editor for news, promos and pages: a contenteditable area with bold, italic,
 * lists, a link and a heading. No editor library: the browser's editing commands do the work and
 * the server sanitises what arrives (on write and on read); what loads into the area is sanitised
 * here too, so nothing the database holds can run in the back office.
 */
import { useEffect, useId, useRef } from 'react';
import { sanitizeHtml } from '../../../../lib/sanitize-html';
import { describedBy, FieldMessage } from '../../../../ui/field-message';
import styles from './fields.module.css';

interface RichTextProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  hint?: string;
  error?: string;
}

/** The toolbar's commands: label, what the button shows, and the editing command. */
const TOOLS = [
  { label: 'Tebal', text: 'B', command: 'bold' },
  { label: 'Miring', text: 'I', command: 'italic' },
  { label: 'Judul bagian', text: 'H', command: 'heading' },
  { label: 'Daftar berpoin', text: '•', command: 'insertUnorderedList' },
  { label: 'Daftar bernomor', text: '1.', command: 'insertOrderedList' },
  { label: 'Tautan', text: 'Tautan', command: 'link' },
  { label: 'Hapus format', text: 'Polos', command: 'removeFormat' },
] as const;

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/** An empty editor leaves `<br>` or `<p><br></p>` behind: that is no text. */
const normalise = (html: string): string => (html.replace(/<br\s*\/?>|<\/?p>|&nbsp;|\s/g, '') === '' ? '' : html);

function run(command: (typeof TOOLS)[number]['command']): void {
  if (command === 'heading') {
    // Toggle between a section heading and a paragraph.
    const inHeading = document.queryCommandValue('formatBlock').toLowerCase() === 'h3';
    document.execCommand('formatBlock', false, inHeading ? 'p' : 'h3');
  } else if (command === 'link') {
    const href = window.prompt('Alamat tautan (https://… atau /halaman)', 'https://')?.trim();
    if (href && SAFE_LINK.test(href)) document.execCommand('createLink', false, href);
  } else {
    document.execCommand(command);
  }
}

/** The editor, labelled and described like every other field. */
export function RichText({ label, value, onChange, onBlur, hint, error }: RichTextProps) {
  const id = useId();
  const area = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);
  useEffect(() => {
    // Only a value from outside (loading the record) replaces the content; typing never resets the caret.
    if (area.current && value !== last.current) {
      area.current.innerHTML = sanitizeHtml(value);
      last.current = value;
    }
  }, [value]);
  const changed = () => {
    const html = normalise(area.current?.innerHTML ?? '');
    last.current = html;
    onChange(html);
  };
  return (
    <div className={styles.rich}>
      <span className={styles.label} id={`${id}-label`}>{label}</span>
      <div className={styles.toolbar} role="toolbar" aria-label={`Format ${label}`}>
        {TOOLS.map((tool) => (
          <button key={tool.command} type="button" className={styles.tool} aria-label={tool.label} title={tool.label}
            // Keep the selection in the text while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              area.current?.focus();
              run(tool.command);
              changed();
            }}>
            <span aria-hidden="true">{tool.text}</span>
          </button>
        ))}
      </div>
      <div ref={area} id={id} className={styles.area} contentEditable suppressContentEditableWarning role="textbox" aria-multiline="true"
        aria-labelledby={`${id}-label`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)}
        onInput={changed} onBlur={onBlur} />
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}
