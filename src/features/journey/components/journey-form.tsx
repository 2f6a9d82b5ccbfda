/** The finder's questions: 2 always, the business question only for answer 5; FIND waits for the required answers. */
import type { FormEvent } from 'react';
import type { Questions, QuestionItem } from '../../../../domain/api';
import { answerQuestion, isFinderComplete, isQuestionEnabled, needsBusinessQuestion, type FinderAnswers, type FinderQuestion } from '../../../../domain/journey';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import styles from './journey-form.module.css';

/** The labels of the three finder questions. */
export const QUESTION_LABELS = {
  1: 'Mobil seperti apa yang Anda inginkan?',
  2: 'Apa pertimbangan utama Anda?',
  3: 'Jenis mobil bisnis yang Anda butuhkan?',
} as const;

const KEYS = { 1: 'question_1', 2: 'question_2', 3: 'question_3' } as const;

interface JourneyFormProps {
  questions: Questions | undefined;
  answers: FinderAnswers;
  onChange: (next: FinderAnswers) => void;
  onFind: () => void;
}

const toOptions = (items: QuestionItem[] | undefined) => (items ?? []).map((q) => ({ value: q.value_id, label: q.question }));

/** The finder form. */
export function JourneyForm({ questions, answers, onChange, onFind }: JourneyFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (isFinderComplete(answers)) onFind();
  }
  const question = (n: FinderQuestion) => (
    <Select
      key={n}
      label={QUESTION_LABELS[n]}
      value={answers[KEYS[n]]}
      options={toOptions(questions?.[KEYS[n]])}
      onChange={(v) => onChange(answerQuestion(answers, n, v ? Number(v) : null))}
      placeholder="Pilih jawaban"
      emptyText={questions ? 'Pertanyaan tidak ada' : 'Memuat pertanyaan...'}
      disabled={!isQuestionEnabled(answers, n)}
      required
    />
  );
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Cari mobil impian" data-questions={needsBusinessQuestion(answers) ? 3 : 2}>
      {question(1)}
      {question(2)}
      {needsBusinessQuestion(answers) ? question(3) : null}
      <Button type="submit" className={styles.find} disabled={!isFinderComplete(answers)}>
        FIND
      </Button>
    </form>
  );
}
