/** The editor's toolbar: formatting that shows where the caret is, and the table tools while inside a table. */
import type { ChainedCommands, Editor } from '@tiptap/core';
import styles from '../fields.module.css';

/** The form opened under the toolbar, if any. */
export type Panel = 'link' | 'image' | null;

interface Tool {
  label: string;
  text: string;
  /** What makes the button pressed (a mark or node name, with attributes). */
  active?: [string, Record<string, unknown>?];
  run: (chain: ChainedCommands) => ChainedCommands;
}

const FORMAT: Tool[] = [
  { label: 'Tebal', text: 'B', active: ['bold'], run: (c) => c.toggleBold() },
  { label: 'Miring', text: 'I', active: ['italic'], run: (c) => c.toggleItalic() },
  { label: 'Judul bagian', text: 'H2', active: ['heading', { level: 2 }], run: (c) => c.toggleHeading({ level: 2 }) },
  { label: 'Subjudul', text: 'H3', active: ['heading', { level: 3 }], run: (c) => c.toggleHeading({ level: 3 }) },
  { label: 'Daftar berpoin', text: '•', active: ['bulletList'], run: (c) => c.toggleBulletList() },
  { label: 'Daftar bernomor', text: '1.', active: ['orderedList'], run: (c) => c.toggleOrderedList() },
  { label: 'Kutipan', text: '“”', active: ['blockquote'], run: (c) => c.toggleBlockquote() },
  { label: 'Sisipkan tabel', text: 'Tabel', run: (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }) },
  { label: 'Hapus format', text: 'Polos', run: (c) => c.unsetAllMarks().clearNodes() },
  { label: 'Urungkan', text: '↶', run: (c) => c.undo() },
  { label: 'Ulangi', text: '↷', run: (c) => c.redo() },
];

const TABLE: Tool[] = [
  { label: 'Tambah baris', text: '+ Baris', run: (c) => c.addRowAfter() },
  { label: 'Tambah kolom', text: '+ Kolom', run: (c) => c.addColumnAfter() },
  { label: 'Hapus baris', text: '− Baris', run: (c) => c.deleteRow() },
  { label: 'Hapus kolom', text: '− Kolom', run: (c) => c.deleteColumn() },
  { label: 'Hapus tabel', text: 'Hapus tabel', run: (c) => c.deleteTable() },
];

interface ToolbarProps { editor: Editor; label: string; panel: Panel; onPanel: (panel: Panel) => void }

/** The buttons; mouse-down keeps the selection in the text while a button is pressed. */
export function EditorToolbar({ editor, label, panel, onPanel }: ToolbarProps) {
  const button = (tool: Tool) => (
    <button key={tool.label} type="button" className={styles.tool} aria-label={tool.label} title={tool.label}
      aria-pressed={tool.active ? editor.isActive(...tool.active) : undefined}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => tool.run(editor.chain().focus()).run()}>
      <span aria-hidden="true">{tool.text}</span>
    </button>
  );
  const opener = (name: Exclude<Panel, null>, text: string, title: string, pressed: boolean) => (
    <button type="button" className={styles.tool} aria-label={title} title={title} aria-pressed={pressed} aria-expanded={panel === name}
      onMouseDown={(e) => e.preventDefault()} onClick={() => onPanel(panel === name ? null : name)}>
      <span aria-hidden="true">{text}</span>
    </button>
  );
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={`Format ${label}`}>
      {FORMAT.slice(0, 7).map(button)}
      {opener('link', 'Tautan', 'Tautan', editor.isActive('link'))}
      {opener('image', 'Gambar', 'Sisipkan gambar', false)}
      {FORMAT.slice(7).map(button)}
      {editor.isActive('table') ? <span className={styles.toolGroup} role="group" aria-label="Tabel">{TABLE.map(button)}</span> : null}
    </div>
  );
}
