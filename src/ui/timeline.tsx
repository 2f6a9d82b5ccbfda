/** A record's history as a vertical list of steps, oldest first: when, what, who, and plain-text notes. */
import { formatDateId } from '../../domain/money';
import styles from './timeline.module.css';

/** One step. */
export interface TimelineStep {
  /** When, already formatted ('21 November 2026 10.42'). */
  when: string;
  /** What happened ('Dikonfirmasi'). */
  title: string;
  /** Who did it, when shown. */
  by?: string;
  /** Further lines (the schedule, a reason, an internal note), each plain text. */
  lines?: readonly string[];
}

/** A member's short timeline as the detail pages answer it ({at, label, note}): the day, the step, what the dealer said. */
export function memberHistorySteps(entries: ReadonlyArray<{ at: string; label: string; note: string }>): TimelineStep[] {
  return entries.map((e) => ({ when: formatDateId(e.at), title: e.label, lines: [e.note] }));
}

/** The list; the newest step is marked as the current one. */
export function Timeline({ steps, label }: { steps: readonly TimelineStep[]; label: string }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, i) => (
        <li key={i} className={styles.step} aria-current={i === steps.length - 1 ? 'step' : undefined}>
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.body}>
            <strong className={styles.title}>{step.title}</strong>
            <span className={styles.meta}>{step.by ? `${step.when} · ${step.by}` : step.when}</span>
            {step.lines?.filter(Boolean).map((line, j) => <p key={j} className={styles.line}>{line}</p>)}
          </div>
        </li>
      ))}
    </ol>
  );
}
