/** Dream-car finder: the choices of its three questions and which models answer them. */
import { JOURNEY_BUSINESS_ANSWER } from '../../../domain/constants';
import type { ModelSeed } from './model-seed';

/** [question number, value_id, text] in display order. */
export const JOURNEY_CHOICES: Array<[1 | 2 | 3, number, string]> = [
  [1, 1, 'Mobil keluarga yang lega'],
  [1, 2, 'Mobil perkotaan yang lincah'],
  [1, 3, 'SUV tangguh untuk segala medan'],
  [1, 4, 'Mobil premium dan eksekutif'],
  [1, JOURNEY_BUSINESS_ANSWER, 'Mobil bisnis dan niaga'],
  [2, 1, 'Harga terjangkau'],
  [2, 2, 'Irit bahan bakar'],
  [2, 3, 'Kenyamanan dan fitur'],
  [2, 4, 'Performa berkendara'],
  [3, 1, 'Angkut barang'],
  [3, 2, 'Angkut penumpang'],
  [3, 3, 'Operasional armada'],
];

/** One journey_results row without its model. */
export interface JourneyRow { question1: number; question2: number; question3: number | null }

/** Answer combinations a model suits: q1 x q2, and x q3 only for the business answer. */
export function journeyRowsOf(model: ModelSeed): JourneyRow[] {
  const rows: JourneyRow[] = [];
  for (const q1 of model.journey.q1) {
    const thirds = q1 === JOURNEY_BUSINESS_ANSWER ? model.journey.q3 ?? [] : [null];
    for (const q2 of model.journey.q2) {
      for (const q3 of thirds) rows.push({ question1: q1, question2: q2, question3: q3 });
    }
  }
  return rows;
}
