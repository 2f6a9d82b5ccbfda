/**
 * The journey's answers travel in the query string (question_1..3), so the Home finder can link
 * here and a search can be shared or reloaded. Parsing goes through the domain rules, so a query
 * can never hold an answer its question would not allow.
 */
import { answerQuestion, EMPTY_ANSWERS, isFinderComplete, type FinderAnswers } from '../../../domain/journey';

function readAnswer(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The answers in the query string, as far as the rules allow them. */
export function answersFromQuery(params: URLSearchParams): FinderAnswers {
  let answers = answerQuestion(EMPTY_ANSWERS, 1, readAnswer(params, 'question_1'));
  answers = answerQuestion(answers, 2, readAnswer(params, 'question_2'));
  return answerQuestion(answers, 3, readAnswer(params, 'question_3'));
}

/** The search the query string asks for: its answers when complete, else null (no search yet). */
export function searchFromQuery(params: URLSearchParams): FinderAnswers | null {
  const answers = answersFromQuery(params);
  return isFinderComplete(answers) ? answers : null;
}

/** Whether two sets of answers are the same. */
export function sameAnswers(a: FinderAnswers | null, b: FinderAnswers | null): boolean {
  if (!a || !b) return a === b;
  return a.question_1 === b.question_1 && a.question_2 === b.question_2 && a.question_3 === b.question_3;
}
