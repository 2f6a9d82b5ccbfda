/** HTML text from the API (news, info pages, clubs, service pages) in the site's reading style. */
import styles from './prose.module.css';

/**
 * Renders `html` as is. Safe because the server sanitises every HTML body it answers (an
 * allow-list of tags and attributes, see server/routes/content/sanitize.ts) before it leaves the API.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={[styles.prose, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
