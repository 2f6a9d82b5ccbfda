/** Serves the built PWA (public pages rendered on the server, the others the shell index.html), sitemap and robots, and the generated demo media with their WebP renditions. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerMediaRenditions } from '../media/renditions';
import { registerBuildAssets } from './build-assets';
import { styleBundles } from './page-styles';
import { isPublicPage, loadSsr } from './ssr';
import { sitemapRoutes } from './sitemap';

const NEVER_STALE = /(^|\/)(index\.html|sw\.js|manifest\.webmanifest|registerSW\.js)$/;

export async function registerStatic(app: FastifyInstance, opts: { distDir: string; mediaDir: string }): Promise<void> {
  // /media/r/<width>/<path>.webp: raster renditions of the demo renders below (server/media/renditions.ts).
  registerMediaRenditions(app, { mediaDir: opts.mediaDir });
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });
  const hasDist = existsSync(path.join(opts.distDir, 'index.html'));
  // Each server page's stylesheets as one file (page-styles.ts), from the build's manifest: the same names on every instance.
  const bundles = hasDist ? styleBundles(opts.distDir, readFileSync(path.join(opts.distDir, 'index.html'), 'utf8')) : null;
  if (hasDist) {
    // The hashed chunks and stylesheets, from memory (build-assets.ts); the rest of the build from disk.
    registerBuildAssets(app, opts.distDir, bundles ?? undefined);
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      cacheControl: false,
      // The server's render (dist/server) and the build manifest are for the server, never files to send.
      allowedPath: (pathName: string) => !pathName.startsWith('/server/') && !pathName.startsWith('/.vite/'),
      // Brotli or gzip files written by the build are sent as they are.
      preCompressed: true,
      setHeaders(res, filePath: string) {
        if (NEVER_STALE.test(filePath)) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }
  await app.register(sitemapRoutes);
  const ssr = hasDist ? await loadSsr(app, opts.distDir, bundles) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = /^\/(api|booking-api|media)\//.test(request.url);
    const pathname = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && !isApi && !path.extname(pathname);
    if (hasDist && wantsPage) {
      reply.header('cache-control', 'no-cache');
      const page = ssr && isPublicPage(pathname) ? await ssr.render(request.url) : null;
      if (page) {
        const { encoding, bytes } = page.body(String(request.headers['accept-encoding'] ?? ''));
        reply.code(page.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(bytes);
      }
      return reply.sendFile('index.html', opts.distDir);
    }
    return reply.code(404).send({ status: 404, message: 'Tidak ditemukan', data: null });
  });
}
