/** Login (failures slowed per account-and-address pair, per account and per address: services/login-throttle.ts), logout, and the token check the page runs after idleness. */
import type { FastifyInstance } from 'fastify';
import { LoginDto } from '../../../domain/forms/member';
import { BusinessError, ok, UnauthorizedError } from '../../http/envelope';
import { tokenOf } from '../../plugins/auth';
import { loginDataFor, memberByEmail, normaliseEmail } from '../../services/members';
import { checkPassword } from '../../services/passwords';
import { memberForToken, revokeSession } from '../../services/sessions';
import { beforePasswordCheck, clearPair, countLoginFailure } from '../../services/login-throttle';
import { dtoSchema, validated } from '../../http/validated';
import { answers, nothing } from '../../http/response-schemas';
import { loginData, memberSecurity, optionalBody, tokenField } from '../member/schemas';
import { perAddress } from '../../http/client-address';

export const LOGIN_FAILED = 'Email Atau Password Salah';

export default async function loginRoutes(app: FastifyInstance) {
  app.post('/login', {
    schema: { tags: ['session'], summary: 'Log in with e-mail and password; answers the token and the profile. Failed attempts are slowed per account and address (429 with the wait)', body: dtoSchema(LoginDto, 'LoginDto'), response: answers(loginData) },
  }, async (request, reply) => {
    const form = validated(LoginDto, request.body);
    const refused = await beforePasswordCheck(app.db, app.config, form.email, request.ip, 'login');
    if (refused) return reply.code(429).header('retry-after', String(refused.retryAfter)).send(refused.body);
    const member = await memberByEmail(app.db, form.email);
    // Checked even when there is no account, so the answer takes as long either way.
    const valid = await checkPassword(form.password, member?.passwordHash);
    if (!member || !valid) {
      await countLoginFailure(app.db, form.email, request.ip, 'login');
      throw new BusinessError(LOGIN_FAILED);
    }
    await clearPair(app.db, form.email, request.ip);
    return ok(await loginDataFor(app.db, member, app.config.sessionTtlHours), 'Anda berhasil login');
  });

  app.post('/logout', {
    schema: {
      tags: ['session'], summary: 'End the session of the token (Bearer or `token`); the token is refused afterwards',
      security: memberSecurity, body: optionalBody({ token: tokenField }), response: answers(nothing),
    },
  }, async (request) => {
    const token = tokenOf(request);
    if (!token) throw new UnauthorizedError('Sesi Anda telah Expired');
    await revokeSession(app.db, token);
    return ok(null, 'Anda berhasil logout');
  });

  app.post('/auth', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000, keyGenerator: perAddress('auth') } },
    schema: {
      tags: ['session'], summary: "Is the token live and the e-mail's? 200 'success', else 401 'failed'",
      body: optionalBody({ email: { type: 'string', maxLength: 254 }, token: tokenField }), response: answers(nothing),
    },
  }, async (request) => {
    const email = request.body.email;
    const member = await memberForToken(app.db, tokenOf(request));
    if (!member || typeof email !== 'string' || normaliseEmail(email) !== member.email) throw new UnauthorizedError('failed');
    return ok(null, 'success');
  });
}
