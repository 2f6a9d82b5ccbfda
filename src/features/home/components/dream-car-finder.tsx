/** Find-your-dream-car: questions 1 and 2 (and 3 for a business car), FIND opens the journey results. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { answerQuestion, EMPTY_ANSWERS, isFinderComplete, isQuestionEnabled, needsBusinessQuestion, type FinderAnswers, type FinderQuestion } from '../../../../domain/journey';
import type { QuestionItem } from '../../../../domain/api';
import { paths } from '../../../lib/paths';
import { useQuestions } from '../../../data/repositories/questions';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import styles from './dream-car-finder.module.css';

export const QUESTION_LABELS = {
  1: 'Mobil seperti apa yang Anda inginkan?',
  2: 'Apa pertimbangan utama Anda?',
  3: 'Jenis mobil bisnis yang Anda butuhkan?',
} as const;

const EMPTY_TEXT = 'Pertanyaan tidak ada';

const toOptions = (items: QuestionItem[] | undefined) => (items ?? []).map((q) => ({ value: q.value_id, label: q.question }));

export function DreamCarFinder() {
  const { data: questions } = useQuestions();
  const [answers, setAnswers] = useState<FinderAnswers>(EMPTY_ANSWERS);
  const navigate = useNavigate();

  const answer = (question: FinderQuestion) => (value: string) => setAnswers((a) => answerQuestion(a, question, value ? Number(value) : null));

  function find(event: FormEvent) {
    event.preventDefault();
    if (isFinderComplete(answers)) navigate(paths.journey.getHref(answers));
  }

  const question = (n: FinderQuestion, key: keyof FinderAnswers, list: QuestionItem[] | undefined) => (
    <Select
      label={QUESTION_LABELS[n]}
      value={answers[key]}
      options={toOptions(list)}
      onChange={answer(n)}
      placeholder="Pilih jawaban"
      emptyText={EMPTY_TEXT}
      disabled={!isQuestionEnabled(answers, n)}
      required
    />
  );

  return (
    <div className="container">
      <div className={styles.card}>
        <h2 className={styles.title}>
          <span>Find Your Dream Car</span>
          Temukan mobil yang pas untuk Anda
        </h2>
        <form className={styles.form} onSubmit={find} aria-label="Cari mobil impian" data-questions={needsBusinessQuestion(answers) ? 3 : 2}>
          {question(1, 'question_1', questions?.question_1)}
          {question(2, 'question_2', questions?.question_2)}
          {needsBusinessQuestion(answers) ? question(3, 'question_3', questions?.question_3) : null}
          <Button type="submit" className={styles.find} disabled={!isFinderComplete(answers)}>
            FIND
          </Button>
        </form>
      </div>
    </div>
  );
}
