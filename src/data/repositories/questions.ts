/** The dream-car finder's questions (Home and Journey). */
import type { Questions } from '../../../domain/api';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

/** GET question: the choices of questions 1 to 3. */
export const fetchQuestions = (): Promise<Questions> => api.get('question');

export const useQuestions = () => useMirroredQuery('question', fetchQuestions);
