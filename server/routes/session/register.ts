/** Registration (channel 'register') and the chassis-number check. */
import type { FastifyInstance } from 'fastify';
import type { ChassisCheck, RegisterResult } from '../../../domain/api';
import { RegisterDto } from '../../../domain/forms/member';
import { BusinessError, fieldError, ok } from '../../http/envelope';
import { writeOnce } from '../../plugins/idempotency';
import { writeInbox } from '../../services/inbox';
import { loginDataFor, newUniqueId, normaliseEmail } from '../../services/members';
import { escapeHtml } from '../../http/html';
import { recordConsents } from '../../services/consents';
import { hashPassword } from '../../services/passwords';
import { sendVerificationMail } from '../../services/verification';
import { dtoSchema, validated } from '../../http/validated';
import { checkRegion } from '../forms/references';
import { answers, obj } from '../../http/response-schemas';
import { loginData, optionalBody } from '../member/schemas';
import { chassisFields, insertMember, isKnownChassis, normaliseChassis } from './repository';
import { perAddress } from '../../http/client-address';

export const EMAIL_TAKEN = 'Email sudah terdaftar, silakan login';

const accepted = (v: unknown) => v === true || v === 'accepted' || v === 'true' || v === 1 || v === '1';

export default async function registerRoutes(app: FastifyInstance) {
  const rateLimit = { max: app.config.formRateLimit, timeWindow: 60_000 };

  app.post('/register', {
    config: { rateLimit: { ...rateLimit, keyGenerator: perAddress('register') } },
    schema: { tags: ['session'], summary: 'Register a member (no_rangka_status is decided by the server); answers data.login', body: dtoSchema(RegisterDto, 'RegisterDto'), response: answers(obj({ login: loginData })) },
  }, async (request, reply) => {
    const form = validated(RegisterDto, request.body);
    const passwordHash = await hashPassword(form.password);
    return writeOnce(request, reply, async (tx, afterCommit) => {
      await checkRegion(tx, form.province, form.city);
      const member = await insertMember(tx, {
        uniqueId: newUniqueId(), email: normaliseEmail(form.email), passwordHash,
        fullName: form.name, phone: form.phone, gender: form.gender, birth: form.birth,
        provinceCode: form.province, cityCode: form.city, address: form.address,
        ...(await chassisFields(tx, form.no_rangka ?? undefined)),
        agree1: accepted(form.cek_list_agree), agree2: accepted(form.cek_list_penawaran),
        channel: 'register',
      });
      if (!member) throw new BusinessError(EMAIL_TAKEN);
      await recordConsents(tx, {
        memberId: member.id, email: member.email, source: 'register',
        purposes: { processing: accepted(form.cek_list_agree), offers: accepted(form.cek_list_penawaran) },
      });
      await writeInbox(tx, member.id, 'Selamat datang di Merapi Toyota',
        `<p>Halo ${escapeHtml(member.fullName)}, terima kasih telah mendaftar sebagai member Merapi Toyota. Dari dashboard member Anda dapat booking service, test drive, tukar tambah dan memesan mobil, serta melihat riwayatnya.</p>`);
      // Registering proves nothing about the address: a link is mailed to it.
      afterCommit(() => sendVerificationMail(app, member));
      const result: RegisterResult = { login: await loginDataFor(tx, member, app.config.sessionTtlHours) };
      return ok(result, 'Anda berhasil Registrasi');
    });
  });

  app.post('/cekrangka', {
    config: { rateLimit: { ...rateLimit, keyGenerator: perAddress('cekrangka') } },
    schema: {
      tags: ['session'], summary: "Chassis check: 'valid' when the dealer sold or serviced the vehicle, else 'tidak valid'",
      body: optionalBody({ no_rangka: { type: 'string', maxLength: 64 } }),
      response: answers({ type: 'string', enum: ['valid', 'tidak valid'] }),
    },
  }, async (request) => {
    const noRangka = normaliseChassis(request.body.no_rangka);
    if (!noRangka) throw fieldError('no_rangka', '*Masukkan Nomor Rangka!.');
    const result: ChassisCheck = (await isKnownChassis(app.db, noRangka)) ? 'valid' : 'tidak valid';
    return ok(result, result);
  });
}
