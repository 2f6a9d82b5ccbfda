/**
 * The rich-text field of news, promos, pages and club profiles. The editor (Tiptap on ProseMirror,
 * its schema the site's HTML allowlist) is loaded only when a content form shows one; until then
 * the field keeps its place and its label.
 */
import { lazy, Suspense, useId } from 'react';
import { FieldMessage } from '../../../../ui/field-message';
import styles from '../fields.module.css';

export interface RichTextProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  hint?: string;
  error?: string;
}

const Editor = lazy(() => import('./rich-text-editor'));

/** The editor, labelled and described like every other field. */
export function RichText(props: RichTextProps) {
  const id = useId();
  return (
    <div className={styles.rich}>
      <span className={styles.label} id={`${id}-label`}>{props.label}</span>
      <Suspense fallback={<div className={styles.area} aria-busy="true" aria-labelledby={`${id}-label`} />}>
        <Editor {...props} id={id} />
      </Suspense>
      <FieldMessage id={id} hint={props.hint} error={props.error} />
    </div>
  );
}
