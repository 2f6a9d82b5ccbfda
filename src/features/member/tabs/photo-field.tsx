/** The profile photo input: JPG only, at most UPLOAD_MAX_BYTES; a preview of the chosen one. */
import { useId } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME } from '../../../../domain/constants';
import fieldStyles from '../../../ui/field.module.css';
import styles from './edit-profile.module.css';

interface PhotoFieldProps {
  /** The chosen photo as a data URL, undefined when none was chosen. */
  value: string | undefined;
  onChoose: (dataUrl: string) => void;
  /** A file over the cap: the caller tells the user and clears the photo. */
  onTooLarge: () => void;
  error?: string;
}

/** Reads a file as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The file input and the preview. */
export function PhotoField({ value, onChoose, onTooLarge, error }: PhotoFieldProps) {
  const id = useId();
  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) onTooLarge();
    else onChoose(await readAsDataUrl(file));
  }
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Foto Profil (JPG, maks. 2 MB)
      </label>
      <div className={styles.photoRow}>
        {value ? <img className={styles.preview} src={value} alt="Foto profil baru" width={56} height={56} /> : null}
        <input
          id={id}
          type="file"
          accept={`${UPLOAD_MIME},.jpg,.jpeg`}
          className={styles.file}
          onChange={(e) => void choose(e.target.files?.[0])}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error ? <span id={`${id}-error`} className={fieldStyles.error}>{error}</span> : null}
    </div>
  );
}
