/** The dream-car finder's search, mirrored per set of answers so a search seen once works offline. */
import type { JourneyResult } from '../../../domain/api';
import { finderQuery, isFinderComplete, type FinderAnswers } from '../../../domain/journey';
import { api } from '../../data/api-client';
import { useMirroredQuery } from '../../data/mirrored-query';

/** POST question/result: the models that suit the answers. */
export const fetchJourneyResult = (answers: FinderAnswers): Promise<JourneyResult> => api.post('question/result', finderQuery(answers));

/** The mirror key of a complete set of answers; null (no search) otherwise. */
export function journeyKey(answers: FinderAnswers | null): string | null {
  if (!answers || !isFinderComplete(answers)) return null;
  const q = finderQuery(answers);
  return `question/result:${q.question_1}:${q.question_2}:${q.question_3}`;
}

/** The result of a search; disabled while the answers are incomplete. */
export const useJourneyResult = (answers: FinderAnswers | null) =>
  useMirroredQuery(journeyKey(answers), () => fetchJourneyResult(answers as FinderAnswers));
