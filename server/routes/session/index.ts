/** Session and registration: login, logout, token check, register, chassis check, password reset, e-mail verification. */
import type { FastifyInstance } from 'fastify';
import { emptyBody } from '../member/schemas';
import loginRoutes from './login';
import registerRoutes from './register';
import passwordRoutes from './password';
import verifyRoutes from './verify';

export default async function sessionRoutes(app: FastifyInstance) {
  app.addHook('preValidation', emptyBody);
  await app.register(loginRoutes);
  await app.register(registerRoutes);
  await app.register(passwordRoutes);
  await app.register(verifyRoutes);
}
