/**
 * The upload fields of the content form, bound to a form field (FormBinding): one photo with its
 * preview, a list of photos, a 360 set of 18 frames, the six faces of an interior panorama, and a
 * PDF. A file is uploaded when chosen; the field then holds the URL the server answered.
 */
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { EXTERIOR_FRAMES } from '../../../../domain/constants';
import { type ContentField } from '../../../../domain/content/collections';
import { CONTENT_MESSAGES } from '../../../../domain/content/dto-fields';
import { PANORAMA_FACES } from '../../../../domain/media';
import { ApiError } from '../../../data/api-client';
import { staffSession } from '../../session/staff-session-store';
import { Button } from '../../../ui/button';
import { Image } from '../../../ui/image';
import type { FormBinding } from '../../../ui/form-binding';
import { describedBy } from '../../../ui/field-message';
import { ACCEPT, uploadFile } from './upload';
import styles from './fields.module.css';

interface FieldProps { form: FormBinding; field: ContentField }

/** Uploads files one after the other, with the busy state and the message of a refusal. */
export function useUploader(kind: keyof typeof ACCEPT) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (files: readonly File[]): Promise<string[] | null> => {
    setProblem(null);
    const urls: string[] = [];
    try {
      for (const [i, file] of files.entries()) {
        setBusy(files.length > 1 ? `Mengunggah ${i + 1} dari ${files.length}…` : 'Mengunggah…');
        urls.push((await uploadFile(file, kind)).url);
      }
      return urls;
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized) void staffSession().expire();
      setProblem(error instanceof ApiError ? Object.values(error.errors).flat()[0] ?? error.message : (error as Error).message);
      return null;
    } finally {
      setBusy(null);
    }
  };
  return { busy, problem, upload, setProblem };
}

/** A field of one file (a photo, a PDF): the file picked is uploaded and its URL becomes the field's value. */
function useSingleFile(kind: keyof typeof ACCEPT, form: FormBinding, name: string) {
  const { busy, problem, upload } = useUploader(kind);
  const choose = async (files: File[]) => {
    const urls = await upload(files.slice(0, 1));
    if (urls) form.set(name, urls[0]);
    form.touch(name);
  };
  return { busy, problem, choose };
}

/** The picker button (a real file input, labelled) and the field's frame. */
function Picker({ id, label, buttonText, kind, multiple, onFiles, error, hint, children }: {
  id: string; label: string; buttonText: string; kind: keyof typeof ACCEPT; multiple?: boolean;
  onFiles: (files: File[]) => void; error?: string | null; hint?: string; children?: ReactNode;
}) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length) onFiles(files);
  };
  return (
    <div className={styles.media} role="group" aria-labelledby={`${id}-label`}>
      <span className={styles.label} id={`${id}-label`}>{label}</span>
      {children}
      <div className={styles.mediaRow}>
        <label className={styles.fileButton}>
          {buttonText}
          <input type="file" accept={ACCEPT[kind]} multiple={multiple} onChange={pick} aria-label={`${buttonText}: ${label}`}
            aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error ?? undefined)} />
        </label>
      </div>
      {hint ? <span id={`${id}-hint`} className={styles.hint}>{hint}</span> : null}
      {error ? <span id={`${id}-error`} className={styles.error} role="alert">{error}</span> : null}
    </div>
  );
}

/** One photo: preview, Ganti/Unggah, and Hapus when the field may be empty. */
export const MediaField = observer(function MediaField({ form, field }: FieldProps) {
  const id = useId();
  const { busy, problem, choose } = useSingleFile('photo', form, field.name);
  const url = form.text(field.name);
  return (
    <Picker id={id} label={field.label} buttonText={url ? 'Ganti foto' : 'Unggah foto'} kind="photo" onFiles={(f) => void choose(f)}
      error={problem ?? form.errorOf(field.name)} hint={busy ?? field.help}>
      <div className={styles.mediaRow}>
        {url ? <Image className={styles.preview} src={url} alt={`Pratinjau ${field.label}`} width={200} height={125} sizes="200px" priority /> : <span className={styles.none}>Belum ada foto</span>}
        {url && !field.required ? <Button size="small" variant="ghost" onClick={() => form.set(field.name, '')}>Hapus foto</Button> : null}
      </div>
    </Picker>
  );
});

/** A list of photos (a slider, a gallery): thumbnails with remove, more added at the end. */
export const MediaListField = observer(function MediaListField({ form, field }: FieldProps) {
  const id = useId();
  const { busy, problem, upload, setProblem } = useUploader('photo');
  const urls = (form.value(field.name) as string[] | undefined) ?? [];
  const max = field.max ?? 20;
  const add = async (files: File[]) => {
    if (urls.length + files.length > max) return setProblem(CONTENT_MESSAGES.tooMany(max));
    const added = await upload(files);
    if (added) form.set(field.name, [...urls, ...added]);
  };
  return (
    <Picker id={id} label={field.label} buttonText="Tambah foto" kind="photo" multiple onFiles={(f) => void add(f)}
      error={problem ?? form.errorOf(field.name)} hint={busy ?? `${urls.length} foto, maksimal ${max}`}>
      {urls.length ? (
        <ul className={styles.thumbs}>
          {urls.map((url, i) => (
            <li key={`${url}-${i}`}>
              <img src={url} alt={`${field.label} ${i + 1}`} />
              <Button size="small" variant="ghost" onClick={() => form.set(field.name, urls.filter((_, j) => j !== i))} aria-label={`Hapus ${field.label} ${i + 1}`}>Hapus</Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Picker>
  );
});

/** The 360 exterior: exactly 18 frames chosen at once, in the order of their file names. */
export const FramesField = observer(function FramesField({ form, field }: FieldProps) {
  const id = useId();
  const { busy, problem, upload, setProblem } = useUploader('photo');
  const frames = (form.value(field.name) as string[] | undefined) ?? [];
  const choose = async (files: File[]) => {
    if (files.length !== EXTERIOR_FRAMES) return setProblem(CONTENT_MESSAGES.frames);
    const ordered = [...files].sort((a, b) => a.name.localeCompare(b.name, 'id', { numeric: true }));
    const urls = await upload(ordered);
    if (urls) form.set(field.name, urls);
  };
  return (
    <Picker id={id} label={field.label} buttonText={frames.length ? 'Ganti 18 foto' : 'Unggah 18 foto'} kind="photo" multiple onFiles={(f) => void choose(f)}
      error={problem ?? form.errorOf(field.name)} hint={busy ?? (frames.length ? field.help : `${field.help ?? ''} · belum ada: foto demo yang dipakai`)}>
      {frames.length ? (
        <div className={styles.mediaRow}>
          <div className={styles.frames}>{frames.map((url, i) => <img key={`${url}-${i}`} src={url} alt={`Bingkai ${i + 1}`} />)}</div>
          <Button size="small" variant="ghost" onClick={() => form.set(field.name, [])}>Kembali ke foto demo</Button>
        </div>
      ) : null}
    </Picker>
  );
});

const FACE_LABELS: Record<(typeof PANORAMA_FACES)[number], string> = { front: 'Depan', back: 'Belakang', left: 'Kiri', right: 'Kanan', top: 'Atas', bottom: 'Bawah' };

/** The interior panorama: six faces, each its own photo. */
export const PanoramaField = observer(function PanoramaField({ form, field }: FieldProps) {
  const id = useId();
  const { busy, problem, upload } = useUploader('photo');
  const faces = (form.value(field.name) as Record<string, string> | null | undefined) ?? null;
  const setFace = async (face: string, files: File[]) => {
    const urls = await upload(files.slice(0, 1));
    if (!urls) return;
    const next = { ...Object.fromEntries(PANORAMA_FACES.map((f) => [f, ''])), ...faces, [face]: urls[0] };
    form.set(field.name, next);
  };
  return (
    <fieldset className={styles.panorama} aria-describedby={problem || form.errorOf(field.name) ? `${id}-error` : undefined}>
      <legend className={styles.label}>{field.label}</legend>
      <div className={styles.faces}>
        {PANORAMA_FACES.map((face) => (
          <div key={face} className={styles.face}>
            {faces?.[face] ? <img src={faces[face]} alt={`Sisi ${FACE_LABELS[face]}`} /> : <span className={styles.none}>{FACE_LABELS[face]}</span>}
            <label className={styles.fileButton}>
              {FACE_LABELS[face]}
              <input type="file" accept={ACCEPT.photo} aria-label={`Unggah sisi ${FACE_LABELS[face]}: ${field.label}`}
                onChange={(e) => { const files = Array.from(e.target.files ?? []); e.target.value = ''; if (files.length) void setFace(face, files); }} />
            </label>
          </div>
        ))}
      </div>
      {faces ? <Button size="small" variant="ghost" onClick={() => form.set(field.name, null)}>Kembali ke panorama demo</Button> : null}
      {busy ? <span className={styles.hint}>{busy}</span> : null}
      {problem || form.errorOf(field.name) ? <span id={`${id}-error`} className={styles.error} role="alert">{problem ?? form.errorOf(field.name)}</span> : null}
    </fieldset>
  );
});

/** A PDF brochure: the current file as a link, and Unggah PDF. */
export const PdfField = observer(function PdfField({ form, field }: FieldProps) {
  const id = useId();
  const { busy, problem, choose } = useSingleFile('pdf', form, field.name);
  const url = form.text(field.name);
  return (
    <Picker id={id} label={field.label} buttonText={url ? 'Ganti PDF' : 'Unggah PDF'} kind="pdf" onFiles={(f) => void choose(f)}
      error={problem ?? form.errorOf(field.name)} hint={busy ?? field.help}>
      {url ? <a className={styles.pdf} href={url} target="_blank" rel="noopener noreferrer">{url.split('/').pop()}</a> : <span className={styles.hint}>Belum ada berkas</span>}
    </Picker>
  );
});
