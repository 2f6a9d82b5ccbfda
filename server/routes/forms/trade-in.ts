/** Trade-in: the old car (brand, model, year, type) and the dream car, at a branch. */
import type { FastifyInstance } from 'fastify';
import { TRADE_IN_MESSAGES, TradeInDto } from '../../../domain/forms/trade-in';
import type { Db } from '../../db/client';
import { tradeIns } from '../../db/schema';
import { ok } from '../../http/envelope';
import { optionalMember } from '../../plugins/auth';
import { escapeHtml } from '../../services/members';
import { dtoSchema, validated } from './dto';
import { checkRegion, resolveBranch, resolveCarType, resolveOldCar } from './references';
import { newBookingId, ownerOf, submissionResult } from './submission';

export default async function tradeInRoutes(app: FastifyInstance) {
  app.post('/tradein', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Trade in an old car for a new one', body: dtoSchema(TradeInDto, 'TradeInDto') },
  }, async (request) => {
    const form = validated(TradeInDto, request.body);
    const result = await app.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await checkRegion(tx, form.province, form.city, { province: TRADE_IN_MESSAGES.province, city: TRADE_IN_MESSAGES.city });
      const old = await resolveOldCar(tx, form);
      const car = await resolveCarType(tx, form);
      const branch = await resolveBranch(tx, form.kota_cabang, form.cabang_id);
      const owner = await ownerOf(tx, request, form, 'trade-in');
      const [row] = await tx.insert(tradeIns).values({
        bookingId: newBookingId('TI'), memberId: owner.member.id, channel: 'trade-in',
        name: owner.identity.name, email: owner.identity.email, phone: owner.identity.phone,
        birth: form.birth, gender: form.gender, provinceCode: form.province, cityCode: form.city, address: form.address,
        oldBrand: old.brand.name, oldModel: old.model.name, oldYear: old.type.year, oldType: old.type.name,
        carTypeId: car.type.id, branchId: branch.id,
      }).returning();
      return submissionResult(tx, request, row, owner, {
        judul: `Trade In ${row.bookingId} diterima`,
        html: `<p>Pengajuan tukar tambah ${escapeHtml(`${old.brand.name} ${old.model.name} ${old.type.year}`)} dengan ${escapeHtml(`${car.model.name} ${car.type.name}`)} di ${escapeHtml(branch.name)} sudah kami terima. Tim kami akan menghubungi Anda untuk jadwal inspeksi.</p>`,
      });
    });
    return ok(result, 'Trade In berhasil ditambahkan');
  });
}
