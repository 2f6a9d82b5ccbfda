/** Password reset by e-mail: a single-use, expiring link; using it proves the address, verifies it and ends every session. */
import type { FastifyInstance } from 'fastify';
import { NewPasswordDto, ResetPasswordDto } from '../../../domain/forms/member';
import { BusinessError, ok } from '../../http/envelope';
import { writeOnce } from '../../plugins/idempotency';
import { memberByEmail } from '../../services/members';
import { escapeHtml } from '../../http/html';
import { hashPassword } from '../../services/passwords';
import { clearAccountPairs, countResetRequest, RESET_ACCOUNT_MAX, THROTTLE_WINDOW_MS, tooManyAttempts } from '../../services/login-throttle';
import { markVerified } from '../../services/verification';
import { dtoSchema, validated } from '../../http/validated';
import { consumeResetToken, createResetToken, setPassword } from './repository';
import { answers, nothing } from '../../http/response-schemas';
import { perAddress } from '../../http/client-address';

export const RESET_INVALID = 'Tautan reset tidak valid atau sudah kedaluwarsa';

export default async function passwordRoutes(app: FastifyInstance) {
  const perIp = (name: string) => ({ max: app.config.loginRateLimit, timeWindow: THROTTLE_WINDOW_MS, keyGenerator: perAddress(name) });

  app.post('/forgotpassword', {
    config: { rateLimit: perIp('forgotpassword') },
    schema: { tags: ['session'], summary: 'E-mail a single-use password reset link', body: dtoSchema(ResetPasswordDto, 'ResetPasswordDto'), response: answers(nothing) },
  }, async (request, reply) => {
    const form = validated(ResetPasswordDto, request.body);
    if (await countResetRequest(app.db, form.email) > RESET_ACCOUNT_MAX) {
      return reply.code(429).send(tooManyAttempts('reset'));
    }
    const member = await memberByEmail(app.db, form.email);
    if (!member) throw new BusinessError('Email Belum terdaftar');
    const token = await createResetToken(app.db, member.id, app.config.resetTtlMinutes);
    const link = `${app.config.publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
    const minutes = app.config.resetTtlMinutes;
    try {
      await app.mailer.send({
        to: member.email,
        subject: 'Reset Password Member Merapi Toyota',
        text: `Halo ${member.fullName},\n\nUntuk membuat password baru, buka tautan berikut (berlaku ${minutes} menit dan hanya sekali pakai):\n${link}\n\nJika Anda tidak meminta reset password, abaikan e-mail ini.\n\nMerapi Toyota`,
        html: `<p>Halo ${escapeHtml(member.fullName)},</p><p>Untuk membuat password baru, buka tautan berikut (berlaku ${minutes} menit dan hanya sekali pakai):</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Jika Anda tidak meminta reset password, abaikan e-mail ini.</p><p>Merapi Toyota</p>`,
      });
    } catch (err) {
      request.log.error({ err }, 'reset mail not sent');
      throw new BusinessError('Email gagal dikirim, silakan coba lagi');
    }
    return ok(null, 'Email Reset Password Berhasil Dikirim');
  });

  app.post('/resetpassword', {
    config: { rateLimit: perIp('resetpassword') },
    schema: { tags: ['session'], summary: 'Set a new password with the e-mailed token; verifies the address and ends every session of the member', body: dtoSchema(NewPasswordDto, 'NewPasswordDto'), response: answers(nothing) },
  }, async (request, reply) => {
    const form = validated(NewPasswordDto, request.body);
    const passwordHash = await hashPassword(form.password);
    return writeOnce(request, reply, async (tx) => {
      const memberId = await consumeResetToken(tx, form.reset_token);
      if (memberId === null) throw new BusinessError(RESET_INVALID);
      // The link reached the mailbox: the same proof as a verification link.
      await markVerified(tx, memberId);
      const member = await setPassword(tx, memberId, passwordHash);
      await clearAccountPairs(tx, member.email);
      return ok(null, 'Password berhasil diubah, silakan login');
    });
  });
}
