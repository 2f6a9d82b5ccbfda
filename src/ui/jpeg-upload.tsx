/**
 * A JPEG picker that hands back a data URL. A file over the upload cap is refused with the spec's
 * 'Oops...' / 'File terlalu besar pilih yang lain' dialog and the value is cleared.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME } from '../../domain/constants';
import { Dialog } from './dialog';
import { describedBy, FieldMessage } from './field-message';
import styles from './field.module.css';

/** The spec's oversize texts. */
export const TOO_LARGE = { title: 'Oops...', text: 'File terlalu besar pilih yang lain' } as const;

interface JpegUploadProps {
  label: string;
  /** The chosen image as a data URL, '' when none. */
  value: string;
  onChange: (dataUrl: string) => void;
  buttonText?: string;
  name?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A JPEG picker with preview; oversize files open the Oops dialog. */
export function JpegUpload({ label, value, onChange, buttonText = 'Pilih File', name, hint, error, disabled, className }: JpegUploadProps) {
  const id = useId();
  const [fileName, setFileName] = useState('');
  const [tooLarge, setTooLarge] = useState(false);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      setFileName('');
      onChange('');
      setTooLarge(true);
      return;
    }
    setFileName(file.name);
    onChange(await readAsDataUrl(file));
  }

  const isImage = value.startsWith('data:image/');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.label} id={`${id}-label`}>{label}</span>
      <div className={styles.upload}>
        <label className={styles.fileButton}>
          {buttonText}
          <input
            type="file"
            name={name}
            accept={`${UPLOAD_MIME},.jpg,.jpeg`}
            onChange={pick}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
          />
        </label>
        {isImage ? <img className={styles.preview} src={value} alt={`Pratinjau ${label}`} /> : null}
        {fileName && value ? <span className={styles.fileName}>{fileName}</span> : null}
      </div>
      <FieldMessage id={id} hint={hint} error={error} />
      {tooLarge ? <Dialog title={TOO_LARGE.title} text={TOO_LARGE.text} kind="error" onConfirm={() => setTooLarge(false)} /> : null}
    </div>
  );
}
