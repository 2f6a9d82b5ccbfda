/** Login (throttled per address and per account), logout, and the token check the page runs after idleness. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LoginDto } from '../../../domain/forms/member';
import { BusinessError, ok, UnauthorizedError } from '../../http/envelope';
import { tokenOf } from '../../plugins/auth';
import { loginDataFor, memberByEmail, normaliseEmail } from '../../services/members';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { memberForToken, revokeSession } from '../../services/sessions';
import { clearAttempts, countAttempt, LOGIN_ACCOUNT_MAX, THROTTLE_WINDOW_MS, tooManyAttempts } from '../../services/login-throttle';
import { dtoSchema, validated } from '../forms/dto';
import { memberSecurity, optionalBody } from '../member/schemas';

export const LOGIN_FAILED = 'Email Atau Password Salah';

/** Checked when the e-mail is unknown, so both refusals take the same time. */
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('base64url')));

export default async function loginRoutes(app: FastifyInstance) {
  app.post('/login', {
    config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: THROTTLE_WINDOW_MS, keyGenerator: (r) => `login:${r.ip}` } },
    schema: { tags: ['session'], summary: 'Log in with e-mail and password; answers the token and the profile', body: dtoSchema(LoginDto, 'LoginDto') },
  }, async (request, reply) => {
    const form = validated(LoginDto, request.body);
    // Counted before the check, so parallel attempts cannot pass the limit; cleared on success.
    if (await countAttempt(app.db, 'login-account', form.email) > LOGIN_ACCOUNT_MAX) {
      return reply.code(429).send(tooManyAttempts('login'));
    }
    const member = await memberByEmail(app.db, form.email);
    const valid = await verifyPassword(form.password, member?.passwordHash ?? await dummyHash());
    if (!member || !valid) throw new BusinessError(LOGIN_FAILED);
    await clearAttempts(app.db, 'login-account', form.email);
    return ok(await loginDataFor(app.db, member, app.config.sessionTtlHours), 'Anda berhasil login');
  });

  app.post('/logout', {
    schema: {
      tags: ['session'], summary: 'End the session of the token (Bearer or `token`); the token is refused afterwards',
      security: memberSecurity, body: optionalBody({ token: { type: 'string' } }),
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
      body: optionalBody({ email: { type: 'string' }, token: { type: 'string' } }),
    },
  }, async (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const member = await memberForToken(app.db, tokenOf(request));
    if (!member || typeof email !== 'string' || normaliseEmail(email) !== member.email) throw new UnauthorizedError('failed');
    return ok(null, 'success');
  });
}
