/** The dream-car finder: GET question (the choices) and POST question/result (the models for the answers). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { journeyResult, listQuestions } from './journey-repository';
import { getSchema, intId, journeyAnswer, postSchema, questionsAnswer } from './schemas';
import { ROW_ID_MAX } from '../../../domain/forms/limits';

/** Not asked: the page sends 0 (domain finderQuery); null and an empty string are read the same way. */
const optionalAnswer = { anyOf: [{ type: 'integer', minimum: 0, maximum: ROW_ID_MAX }, { type: 'null' }] } as const;

/** GET question and POST question/result. */
export default async function journeyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/question', {
    schema: getSchema('Choices of the finder questions 1, 2 and 3 (Questions)', questionsAnswer),
  }, async () => ok(await listQuestions(app.db)));

  app.post('/question/result', {
    schema: postSchema(
      'Dream car finder: models for the answers (JourneyResult); question_3 is required only when question_1 is 5 (0 or null means not asked)',
      journeyAnswer,
      { question_1: intId, question_2: intId, question_3: optionalAnswer },
      ['question_1', 'question_2'],
    ),
  }, async (request) => ok(await journeyResult(app.db, request.body)));
}
