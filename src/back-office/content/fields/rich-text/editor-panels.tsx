/**
 * The small forms under the editor's toolbar: a link's address, and a picture (uploaded through
 * the media pipeline, with its alternative text). Plain groups, not <form>s: they sit inside the
 * content form, and Enter applies them instead of saving the record.
 */
import type { Editor } from '@tiptap/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { SAFE_HREF } from '../../../../../domain/safe-html';
import { Button } from '../../../../ui/button';
import fieldStyles from '../../../../ui/field.module.css';
import { useUploader } from '../media-fields';
import { ACCEPT } from '../upload';
import styles from '../fields.module.css';

interface PanelProps { editor: Editor; onClose: () => void }

/** Enter applies, Escape closes; neither reaches the content form. */
const keys = (apply: () => void, close: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') { event.preventDefault(); apply(); }
  if (event.key === 'Escape') { event.preventDefault(); close(); }
};

/** The address of the link at the caret (or of the selected text). */
export function LinkPanel({ editor, onClose }: PanelProps) {
  const id = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current || 'https://');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => { onClose(); editor.commands.focus(); };
  const apply = () => {
    const address = href.trim();
    if (!SAFE_HREF.test(address) || address === 'https://') {
      setProblem('Alamat tautan harus diawali https://, mailto:, tel: atau / (halaman di situs ini).');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    onClose();
  };
  const remove = () => { editor.chain().focus().extendMarkRange('link').unsetLink().run(); onClose(); };
  return (
    <div className={styles.panel} role="group" aria-label="Tautan" onKeyDown={keys(apply, close)}>
      <label className={fieldStyles.label} htmlFor={id}>Alamat tautan</label>
      <input id={id} className={`${fieldStyles.box} ${fieldStyles.input}`} type="url" inputMode="url" value={href} autoFocus
        aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => { setHref(e.target.value); setProblem(null); }} />
      {problem ? <span id={`${id}-error`} className={styles.error} role="alert">{problem}</span> : null}
      <div className={styles.panelActions}>
        <Button size="small" onClick={apply}>Pasang tautan</Button>
        {current ? <Button size="small" variant="secondary" onClick={remove}>Hapus tautan</Button> : null}
        <Button size="small" variant="ghost" onClick={close}>Batal</Button>
      </div>
    </div>
  );
}

/** A picture: the photo goes to the media pipeline, its URL and alternative text into the article. */
export function ImagePanel({ editor, onClose }: PanelProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const { busy, problem, upload, setProblem } = useUploader('photo');
  const close = () => { onClose(); editor.commands.focus(); };
  const apply = async () => {
    if (!file) { setProblem('Pilih foto JPEG, PNG atau WebP.'); return; }
    const urls = await upload([file]);
    if (!urls) return;
    editor.chain().focus().setImage({ src: urls[0], alt: alt.trim() }).run();
    onClose();
  };
  return (
    <div className={styles.panel} role="group" aria-label="Sisipkan gambar" onKeyDown={keys(() => void apply(), close)}>
      <label className={fieldStyles.label} htmlFor={`${id}-file`}>Foto</label>
      <input id={`${id}-file`} type="file" accept={ACCEPT.photo} autoFocus
        aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => { setFile(e.target.files?.[0] ?? null); setProblem(null); }} />
      <label className={fieldStyles.label} htmlFor={`${id}-alt`}>Teks alternatif (apa yang tampak di foto)</label>
      <input id={`${id}-alt`} className={`${fieldStyles.box} ${fieldStyles.input}`} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={200} />
      {busy ? <p className={styles.status} role="status">{busy}</p> : null}
      {problem ? <span id={`${id}-error`} className={styles.error} role="alert">{problem}</span> : null}
      <div className={styles.panelActions}>
        <Button size="small" onClick={() => void apply()} disabled={busy !== null}>Sisipkan</Button>
        <Button size="small" variant="ghost" onClick={close}>Batal</Button>
      </div>
    </div>
  );
}
