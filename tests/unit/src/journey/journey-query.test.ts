import { describe, expect, it } from 'vitest';
import { answersFromQuery, sameAnswers, searchFromQuery } from '../../../../src/features/journey/journey-query';

const q = (text: string) => new URLSearchParams(text);

describe('journey answers in the query string', () => {
  it('searches for complete answers from the Home finder', () => {
    expect(searchFromQuery(q('question_1=1&question_2=1'))).toEqual({ question_1: 1, question_2: 1, question_3: null });
    expect(searchFromQuery(q('question_1=5&question_2=2&question_3=1'))).toEqual({ question_1: 5, question_2: 2, question_3: 1 });
  });

  it('does not search without the required answers (question 3 only for answer 5)', () => {
    expect(searchFromQuery(q(''))).toBeNull();
    expect(searchFromQuery(q('question_1=1'))).toBeNull();
    expect(searchFromQuery(q('question_1=5&question_2=2'))).toBeNull();
  });

  it('drops answers the rules would not allow', () => {
    expect(answersFromQuery(q('question_1=1&question_2=2&question_3=3'))).toEqual({ question_1: 1, question_2: 2, question_3: null });
    expect(answersFromQuery(q('question_2=2'))).toEqual({ question_1: null, question_2: null, question_3: null });
    expect(answersFromQuery(q('question_1=abc&question_2=-1'))).toEqual({ question_1: null, question_2: null, question_3: null });
  });

  it('compares answers', () => {
    const a = { question_1: 1, question_2: 1, question_3: null };
    expect(sameAnswers(a, { ...a })).toBe(true);
    expect(sameAnswers(a, { ...a, question_1: 2 })).toBe(false);
    expect(sameAnswers(a, null)).toBe(false);
    expect(sameAnswers(null, null)).toBe(true);
  });
});
