/** The privacy policy's kept versions (issue 29.1): the list, and each text as it was published. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError, ok } from '../../http/envelope';
import { answers, list, obj, str } from '../../http/response-schemas';
import { policyVersionList, policyVersionText } from '../../services/privacy/policy-versions';

const version = { version: str, published_at: str };

export default async function policyRoutes(app: FastifyInstance) {
  const tags = ['content'];
  app.get('/policy/versions', {
    schema: { tags, summary: 'Every published version of the privacy policy (/info/kebijakan-privasi), newest first: the version consents name', response: answers(list(obj(version))) },
  }, async () => ok(await policyVersionList(app.db)));

  app.get('/policy/versions/:version', {
    schema: {
      tags, summary: 'One version of the privacy policy as it was published (HTML, sanitised)',
      params: { type: 'object', properties: { version: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}(-[0-9]{2})?(\\.[0-9]{1,3})?$' } }, required: ['version'] } as const,
      response: answers(obj({ ...version, text: str })),
    },
  }, async (request) => {
    const found = await policyVersionText(app.db, request.params.version);
    if (!found) throw new NotFoundError('Versi kebijakan privasi tidak ditemukan');
    return ok(found);
  });
}
