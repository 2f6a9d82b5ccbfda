/**
 * POST voucher: what a promo code gives for a car type and payment type. 'Valid' with the numbers,
 * 'Invalid' (data null) for an unknown code or one not meant for this car or payment type, 400 for
 * a code that cannot be used now (dates, quota). Rate-limited against guessing.
 */
import type { FastifyInstance } from 'fastify';
import type { VoucherResult } from '../../../domain/api';
import type { PaymentType } from '../../../domain/constants';
import { CAR_CHOICE } from '../../../domain/forms/car-choice';
import { VoucherCheckDto } from '../../../domain/forms/order';
import { creditChoiceOf, type CreditChoice } from '../../../domain/order-credit';
import type { Db } from '../../db/client';
import { BusinessError, fieldError, ok, ValidationError } from '../../http/envelope';
import { rowId } from '../../http/ids';
import { cashMoney, creditMoney } from '../../services/orders/money';
import { VOUCHER_MESSAGES, voucherVerdict, type VoucherRow } from '../../services/orders/vouchers';
import { findType, type TypeRow } from '../cars/catalogue-repository';
import { dtoSchema, validated } from '../../http/validated';
import { answers } from '../../http/response-schemas';
import { TAGS, voucherAnswer } from './schemas';
import { voucherByCode } from './voucher-repository';

/** The credit numbers, with the down-payment and tenor refusals on this form's own field names. */
async function creditResult(db: Db, type: TypeRow, voucher: VoucherRow, downPayment: unknown, tenor: unknown, choice: CreditChoice): Promise<VoucherResult> {
  if (!(Number(downPayment) > 0)) throw fieldError('down_payment', '*Masukkan Uang Muka!.');
  try {
    const money = await creditMoney(db, type, voucher, Number(downPayment), Number(tenor), choice);
    return { promotion_code: voucher.code, angsuran: money.angsuran, angsuran_promo: money.angsuranPromo };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const { uang_muka: dp, ...rest } = error.errors;
    throw new ValidationError(dp ? { down_payment: dp, ...rest } : rest);
  }
}

export default async function voucherRoutes(app: FastifyInstance) {
  app.post('/voucher', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    schema: {
      tags: TAGS,
      summary: "Check a promo code: message 'Valid' with cash {promotion_code, sub_total, potongan, total} or kredit {promotion_code, angsuran, angsuran_promo}; 'Invalid' with data null; 400 alert when expired or used up",
      body: dtoSchema(VoucherCheckDto, 'VoucherCheckDto'),
      response: answers(voucherAnswer),
    },
  }, async (request) => {
    const form = validated(VoucherCheckDto, request.body);
    const typeId = rowId(form.car_type);
    const type = typeId > 0 ? await findType(app.db, typeId) : undefined;
    if (!type) throw fieldError('car_type', CAR_CHOICE.car_type);
    const paymentType = form.payment_type as PaymentType;
    const voucher = await voucherByCode(app.db, form.promo_code);
    const verdict = voucherVerdict(voucher, type.id, paymentType);
    if (verdict === 'invalid') return ok(null, 'Invalid');
    if (verdict !== 'ok') throw new BusinessError(VOUCHER_MESSAGES[verdict]);
    if (paymentType === 'kredit') return ok(await creditResult(app.db, type, voucher!, form.down_payment, form.tenor, creditChoiceOf(form)), 'Valid');
    const money = cashMoney(type, voucher!);
    const data: VoucherResult = { promotion_code: voucher!.code, sub_total: money.price, potongan: money.potongan, total: money.grandTotal };
    return ok(data, 'Valid');
  });
}
