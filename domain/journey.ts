/**
 * The dream-car finder's answer rules (Home finder and Journey screen): changing question 1
 * clears 2 and 3, changing 2 clears 3; question 2 waits for question 1; question 3 exists only
 * when question 1 is JOURNEY_BUSINESS_ANSWER; FIND needs every required answer.
 */
import { JOURNEY_BUSINESS_ANSWER } from './constants';

export interface FinderAnswers {
  question_1: number | null;
  question_2: number | null;
  question_3: number | null;
}

export type FinderQuestion = 1 | 2 | 3;

export const EMPTY_ANSWERS: FinderAnswers = { question_1: null, question_2: null, question_3: null };

/** True when question 3 (business car type) is asked. */
export function needsBusinessQuestion(answers: FinderAnswers): boolean {
  return answers.question_1 === JOURNEY_BUSINESS_ANSWER;
}

/** The answers after choosing `value` for `question`, with the dependent answers cleared. */
export function answerQuestion(answers: FinderAnswers, question: FinderQuestion, value: number | null): FinderAnswers {
  if (question === 1) return { question_1: value, question_2: null, question_3: null };
  if (question === 2) {
    if (answers.question_1 === null) return answers;
    return { ...answers, question_2: value, question_3: null };
  }
  if (!needsBusinessQuestion(answers)) return answers;
  return { ...answers, question_3: value };
}

/** Whether a question's select can be used. */
export function isQuestionEnabled(answers: FinderAnswers, question: FinderQuestion): boolean {
  if (question === 1) return true;
  if (question === 2) return answers.question_1 !== null;
  return needsBusinessQuestion(answers) && answers.question_2 !== null;
}

/** FIND is enabled once questions 1 and 2 (and 3 when asked) are answered. */
export function isFinderComplete(answers: FinderAnswers): boolean {
  if (answers.question_1 === null || answers.question_2 === null) return false;
  return !needsBusinessQuestion(answers) || answers.question_3 !== null;
}

/** The request of POST question/result (question_3 is 0 when not asked). */
export function finderQuery(answers: FinderAnswers): { question_1: number; question_2: number; question_3: number } {
  return {
    question_1: answers.question_1 ?? 0,
    question_2: answers.question_2 ?? 0,
    question_3: needsBusinessQuestion(answers) ? answers.question_3 ?? 0 : 0,
  };
}
