/** Login (failures slowed per account-and-address pair and per address), logout, and the token check the page runs after idleness. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LoginDto } from '../../../domain/forms/member';
import { BusinessError, ok, UnauthorizedError } from '../../http/envelope';
import { tokenOf } from '../../plugins/auth';
import { loginDataFor, memberByEmail, normaliseEmail } from '../../services/members';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { memberForToken, revokeSession } from '../../services/sessions';
import { addressFailures, claimPairAttempt, clearPair, countAddressFailure, tooManyAttempts } from '../../services/login-throttle';
import { dtoSchema, validated } from '../forms/dto';
import { answers, nothing } from '../../http/response-schemas';
import { loginData, memberSecurity, optionalBody, tokenField } from '../member/schemas';

export const LOGIN_FAILED = 'Email Atau Password Salah';

/** Checked when the e-mail is unknown, so both refusals take the same time. */
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('base64url')));

export default async function loginRoutes(app: FastifyInstance) {
  app.post('/login', {
    schema: { tags: ['session'], summary: 'Log in with e-mail and password; answers the token and the profile. Failed attempts are slowed per account and address (429 with the wait)', body: dtoSchema(LoginDto, 'LoginDto'), response: answers(loginData) },
  }, async (request, reply) => {
    const form = validated(LoginDto, request.body);
    if (await addressFailures(app.db, request.ip) >= app.config.loginRateLimit) return reply.code(429).send(tooManyAttempts('address'));
    const wait = await claimPairAttempt(app.db, form.email, request.ip);
    if (wait > 0) return reply.code(429).header('retry-after', String(wait)).send(tooManyAttempts('pair', wait));
    const member = await memberByEmail(app.db, form.email);
    const valid = await verifyPassword(form.password, member?.passwordHash ?? await dummyHash());
    if (!member || !valid) {
      await countAddressFailure(app.db, request.ip);
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
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000, keyGenerator: (r) => `auth:${r.ip}` } },
    schema: {
      tags: ['session'], summary: "Is the token live and the e-mail's? 200 'success', else 401 'failed'",
      body: optionalBody({ email: { type: 'string', maxLength: 254 }, token: tokenField }), response: answers(nothing),
    },
  }, async (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const member = await memberForToken(app.db, tokenOf(request));
    if (!member || typeof email !== 'string' || normaliseEmail(email) !== member.email) throw new UnauthorizedError('failed');
    return ok(null, 'success');
  });
}
