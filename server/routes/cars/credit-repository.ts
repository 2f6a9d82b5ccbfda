/**
 * The credit simulation (creditsimulation): the type must be one of the model's types with that
 * transmission; the down-payment range and the instalment come from services/credit, the one
 * place the server applies the domain formula with the stored rates.
 */
import type { CreditSimulationResult } from '../../../domain/api';
import type { Transmission } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/envelope';
import { instalmentFor } from '../../services/credit';
import { findType } from './catalogue-repository';

/** The simulation request in server terms. */
export interface CreditInput {
  carModelId: number;
  transmission: Transmission;
  carTypeId: number;
  uangMuka: number;
  tenor: number;
}

/** The simulation, or a 422 on the first wrong field. */
export async function simulateCredit(db: Db, input: CreditInput): Promise<CreditSimulationResult> {
  const type = await findType(db, input.carTypeId);
  if (!type || type.modelId !== input.carModelId || type.transmission !== input.transmission) {
    throw fieldError('car_model_type', 'Tipe Mobil tidak ditemukan');
  }
  const { price, angsuran } = await instalmentFor(db, type, input.uangMuka, input.tenor);
  return { car_type_name: type.name, price_otr: price, angsuran, tenor: input.tenor, uang_muka: input.uangMuka };
}
