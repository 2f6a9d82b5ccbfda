/** Maps every error onto the contract's shapes: 422 field errors, 400 alert, 401, 404, 413; never a bare 500 for bad input. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { BusinessError, NotFoundError, UnauthorizedError, VALIDATION_MESSAGE, ValidationError } from '../http/envelope';

interface AjvIssue { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }

/** Turns schema-validation issues into `{field: [Indonesian message]}`. */
export function ajvToFieldErrors(issues: AjvIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = issue.params.missingProperty as string | undefined;
    const field = missing ? (base ? `${base}.${missing}` : missing) : base || 'body';
    const text = missing
      ? `${missing} wajib diisi`
      : issue.keyword === 'type'
        ? `${field} harus berupa ${issue.params.type === 'integer' || issue.params.type === 'number' ? 'angka' : 'teks'}`
        : issue.keyword === 'minLength' || issue.keyword === 'minimum'
          ? `${field} wajib diisi dengan benar`
          : `${field} tidak valid`;
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // The answer goes out at once; the rest of the body is read and dropped after it (body-guard's onSend).
      return reply.code(413).header('connection', 'close').send({ status: 413, message: 'Data terlalu besar', data: null });
    }
    if (error.validation) {
      return reply.code(422).send({ status: 422, message: VALIDATION_MESSAGE, errors: ajvToFieldErrors(error.validation as AjvIssue[]), data: null });
    }
    if (error instanceof ValidationError) {
      return reply.code(422).send({ status: 422, message: VALIDATION_MESSAGE, errors: error.errors, data: null });
    }
    if (error instanceof BusinessError) {
      return reply.code(400).send({ status: 400, message: { alert: error.message }, data: null });
    }
    if (error instanceof NotFoundError) {
      return reply.code(404).send({ status: 404, message: error.message, data: null });
    }
    if (error instanceof UnauthorizedError) {
      return reply.code(401).send({ status: 401, message: error.message, data: null });
    }
    const code = error.statusCode ?? 500;
    if (code === 429) {
      return reply.code(429).send({ status: 429, message: 'Terlalu banyak permintaan, coba lagi sebentar lagi', data: null });
    }
    if (code >= 400 && code < 500) {
      // Malformed JSON, wrong content type: the client's fault, said plainly.
      return reply.code(code).send({ status: code, message: 'Permintaan tidak valid', data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 500, message: 'Server Bermasalah', data: null });
  });
}
