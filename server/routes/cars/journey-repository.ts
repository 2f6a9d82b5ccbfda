/** Dream-car finder queries: the choices of the three questions and the models that answer them. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { JourneyResult, Questions } from '../../../domain/api';
import { JOURNEY_BUSINESS_ANSWER } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { carModels, journeyQuestions, journeyResults } from '../../db/schema';
import { ValidationError } from '../../http/envelope';
import { listModelCards } from './catalogue-repository';

/** The answers as posted; question_3 is 0 or null when it was not asked. */
export interface Answers { question_1: number; question_2: number; question_3?: number | null }

/** GET question: the choices of each question in display order. */
export async function listQuestions(db: Db): Promise<Questions> {
  const rows = await db.select().from(journeyQuestions).orderBy(asc(journeyQuestions.sort), asc(journeyQuestions.id));
  const of = (no: number) => rows.filter((r) => r.questionNo === no).map((r) => ({ value_id: r.valueId, question: r.question }));
  return { question_1: of(1), question_2: of(2), question_3: of(3) };
}

/** 422 unless each required answer is one of its question's choices. */
async function checkAnswers(db: Db, a: Answers): Promise<void> {
  const choices = await db.select({ no: journeyQuestions.questionNo, value: journeyQuestions.valueId }).from(journeyQuestions);
  const known = (no: number, value: number | null | undefined) => choices.some((c) => c.no === no && c.value === value);
  const errors: Record<string, string[]> = {};
  if (!known(1, a.question_1)) errors.question_1 = ['Pilihan tidak ditemukan'];
  if (!known(2, a.question_2)) errors.question_2 = ['Pilihan tidak ditemukan'];
  if (a.question_1 === JOURNEY_BUSINESS_ANSWER) {
    if (!a.question_3) errors.question_3 = ['Pilih jenis mobil bisnis'];
    else if (!known(3, a.question_3)) errors.question_3 = ['Pilihan tidak ditemukan'];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Model cards matching the answers; question 3 only counts after the business answer. */
export async function journeyResult(db: Db, a: Answers): Promise<JourneyResult> {
  await checkAnswers(db, a);
  const third = a.question_1 === JOURNEY_BUSINESS_ANSWER ? eq(journeyResults.question3, a.question_3!) : isNull(journeyResults.question3);
  const matches = await db.selectDistinct({ modelId: journeyResults.modelId }).from(journeyResults)
    .where(and(eq(journeyResults.question1, a.question_1), eq(journeyResults.question2, a.question_2), third));
  const result = matches.length ? await listModelCards(db, inArray(carModels.id, matches.map((m) => m.modelId))) : [];
  return { result, result_count: result.length };
}
