import { describe, expect, it } from 'vitest';
import {
  answerQuestion, EMPTY_ANSWERS, finderQuery, isFinderComplete, isQuestionEnabled, needsBusinessQuestion, type FinderAnswers,
} from '../../../../../domain/journey';
import { paths } from '../../../../../src/lib/paths';

const answered = (q1: number, q2: number | null = null, q3: number | null = null): FinderAnswers => ({ question_1: q1, question_2: q2, question_3: q3 });

describe('dream car finder rules', () => {
  it('disables question 2 until question 1 is chosen', () => {
    expect(isQuestionEnabled(EMPTY_ANSWERS, 1)).toBe(true);
    expect(isQuestionEnabled(EMPTY_ANSWERS, 2)).toBe(false);
    expect(isQuestionEnabled(answered(2), 2)).toBe(true);
  });

  it('ignores an answer to question 2 while question 1 is empty', () => {
    expect(answerQuestion(EMPTY_ANSWERS, 2, 3)).toEqual(EMPTY_ANSWERS);
  });

  it('asks question 3 only when question 1 is 5', () => {
    expect(needsBusinessQuestion(answered(4, 1))).toBe(false);
    expect(needsBusinessQuestion(answered(5, 1))).toBe(true);
    expect(isQuestionEnabled(answered(4, 1), 3)).toBe(false);
    expect(isQuestionEnabled(answered(5, 1), 3)).toBe(true);
    expect(answerQuestion(answered(4, 1), 3, 2)).toEqual(answered(4, 1));
  });

  it('clears answers 2 and 3 when question 1 changes', () => {
    expect(answerQuestion(answered(5, 2, 3), 1, 1)).toEqual(answered(1));
    expect(answerQuestion(answered(5, 2, 3), 1, 5)).toEqual(answered(5));
  });

  it('clears answer 3 when question 2 changes', () => {
    expect(answerQuestion(answered(5, 2, 3), 2, 4)).toEqual(answered(5, 4));
  });

  it('enables FIND only when the required answers are chosen', () => {
    expect(isFinderComplete(EMPTY_ANSWERS)).toBe(false);
    expect(isFinderComplete(answered(1))).toBe(false);
    expect(isFinderComplete(answered(1, 2))).toBe(true);
    expect(isFinderComplete(answered(5, 2))).toBe(false);
    expect(isFinderComplete(answered(5, 2, 1))).toBe(true);
  });

  it('sends question_3 as 0 when it is not asked', () => {
    expect(finderQuery(answered(1, 2))).toEqual({ question_1: 1, question_2: 2, question_3: 0 });
    expect(finderQuery(answered(5, 2, 3))).toEqual({ question_1: 5, question_2: 2, question_3: 3 });
  });

  it('leads FIND to the journey route with the answers', () => {
    expect(paths.journey.getHref(answered(1, 2))).toBe('/merapi-journey?question_1=1&question_2=2');
    expect(paths.journey.getHref(answered(5, 2, 3))).toBe('/merapi-journey?question_1=5&question_2=2&question_3=3');
  });
});
