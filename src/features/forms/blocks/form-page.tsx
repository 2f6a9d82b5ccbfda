/** The frame of a form screen: a heading band, then the card holding the form's sections. */
import type { FormEvent, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { FormStore } from '../../../stores/form/form-store';
import { SubmitButton } from '../../../ui/submit-button';
import styles from '../forms.module.css';

interface FormPageProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Beside the form on wide screens, before it on phones (contact details). */
  aside?: ReactNode;
  /** Right of the form on wide screens, after it on phones (the chosen car, next steps, help). */
  side?: ReactNode;
  children: ReactNode;
}

/** A form screen: heading band, optional aside or side panel, the card. */
export function FormPage({ eyebrow, title, intro, aside, side, children }: FormPageProps) {
  const wide = Boolean(aside || side);
  const layout = side ? styles.withSide : aside ? styles.withAside : `${styles.narrow} ${styles.single}`;
  return (
    <div className={styles.page}>
      <header className={styles.band}>
        <div className={wide ? 'container' : `container ${styles.narrow}`}>
          {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
          <h1 className={styles.title}>{title}</h1>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
        </div>
      </header>
      <div className={`container ${layout}`}>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
        <div className={styles.card}>{children}</div>
        {side ? <aside className={styles.side} aria-label="Ringkasan dan bantuan">{side}</aside> : null}
      </div>
    </div>
  );
}

/** A titled group of fields laid out in a grid (one column on phones, two from tablets). */
export function FormSection({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>{title}</h2>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}

interface SubmissionFormProps {
  /** The form's accessible name, e.g. 'Form Test Drive'. */
  label: string;
  form: FormStore;
  /** The stored submission the server refused, being corrected (null for a new one). */
  outboxId: string | null;
  onSubmit: (event?: FormEvent) => void;
  /** The button's text; 'SUBMIT' unless the spec names another. */
  submitText?: string;
  children: ReactNode;
}

/** A submission form: its own messages instead of the browser's, the draft notice first, the submit row last. */
export function SubmissionForm({ label, form, outboxId, onSubmit, submitText, children }: SubmissionFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={label} noValidate>
      <DraftNotice outboxId={outboxId} />
      {children}
      <FormSubmit form={form}>{submitText}</FormSubmit>
    </form>
  );
}

/** The submit row at the end of a form: saving spinner, and while invalid the summary of what is missing. */
export const FormSubmit = observer(function FormSubmit({ form, children = 'SUBMIT' }: { form: FormStore; children?: ReactNode }) {
  return (
    <div className={styles.actions}>
      <SubmitButton isSaving={form.isSaving} disabled={!form.valid} missing={form.missing()}>
        {children}
      </SubmitButton>
    </div>
  );
});

/** Says the form holds a stored submission the server refused, to be corrected and sent again. */
export function DraftNotice({ outboxId }: { outboxId: string | null }) {
  if (!outboxId) return null;
  return (
    <p className={styles.draft} role="status">
      Pengajuan ini belum diterima server. Perbaiki data yang ditandai, lalu kirim kembali.
    </p>
  );
}
