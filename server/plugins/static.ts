/** Serves the built PWA (SPA fallback to index.html) and the generated demo media. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NEVER_STALE = /(^|\/)(index\.html|sw\.js|manifest\.webmanifest|registerSW\.js)$/;

export async function registerStatic(app: FastifyInstance, opts: { distDir: string; mediaDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });
  const hasDist = existsSync(path.join(opts.distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath: string) {
        if (NEVER_STALE.test(filePath)) res.header('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|booking-api|media)\//.test(request.url);
    const wantsPage = request.method === 'GET' && !isApi && !path.extname(request.url.split('?')[0]);
    if (hasDist && wantsPage) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', opts.distDir);
    }
    return reply.code(404).send({ status: 404, message: 'Tidak ditemukan', data: null });
  });
}
