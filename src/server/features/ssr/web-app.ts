// Serves the built SPA. Every GET that no API route takes lands here: files of the build
// (hashed assets cached forever), else the page (serve-page.ts): index.html with the page's own
// head (title, description, canonical, Open Graph, JSON-LD) and status: 200 for a known route,
// 404 with the app's not-found page otherwise. The build's files are read from disk as they are
// now (once a second in production), so a rebuild is served; being a route, the HTML is compressed.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { formPostRoutes } from '#server/features/accounts/form-posts.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { targetOf } from '#server/plugins/request-target.ts';
import { templateLoader } from './html-template.ts';
import { createPageCache } from './page-cache.ts';
import { createPageRenderer } from '#server/features/seo/page-renderer.ts';
import { routePagesLoader, routePreloadsLoader } from './route-preloads.ts';
import { routeTextsLoader } from './route-texts.ts';
import { rendererLoader } from './renderer.ts';
import { pageServer } from './serve-page.ts';

const isFilePath = (pathname: string) => /\.\w+$/.test(pathname);

export async function webAppPlugin(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  // In production a new build comes with a restart: its files are looked at once a second.
  const recheck = config.env === 'production' ? 1000 : 0;
  const built = (file: string) => join(config.webDist, file);
  const template = templateLoader(built('index.html'), recheck);
  const preloads = routePreloadsLoader(built('.vite/route-preloads.json'), recheck);
  const pageScripts = routePreloadsLoader(built('.vite/route-scripts.json'), recheck);
  const textsTable = routeTextsLoader(built('.vite/route-texts.json'), recheck);
  const pageChunks = routePagesLoader(built('.vite/route-pages.json'), recheck);
  const resolvePage = createPageRenderer(deps);
  const renderer = rendererLoader(config.webDist);
  // Once the server listens, the renderer and its pages' modules are imported, in the background:
  // else the first page after a start paid the renderer's import (~0.1 s) and each page kind's
  // first the import of its chunk (bench/README.md, session 17: the model page's first request).
  app.addHook('onListen', async () => {
    void renderer()
      .then((loaded) => loaded?.warmUp?.())
      .catch((error: unknown) => app.log.warn({ err: error }, 'renderer warm-up failed'));
  });
  // In production only, as the API's response cache: elsewhere a rebuild must show at once.
  const pages = config.env === 'production' ? createPageCache() : null;
  if (pages) app.cacheCoherence.onWrite(pages.clear);
  const servePage = pageServer(app, {
    pages,
    template,
    preloads,
    pageScripts,
    textsTable,
    pageChunks,
    renderer,
    resolvePage,
  });
  const hasDist = await stat(config.webDist).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      serve: false,
      index: false,
      // The build's Brotli and gzip copies (scripts/lib/precompress-plugin.ts), sent as they are
      // to a browser that takes them: @fastify/compress leaves an encoded answer alone.
      preCompressed: true,
      // The build's own records (.vite/manifest.json) are not for the public.
      dotfiles: 'ignore',
      setHeaders: (res, path) => {
        const immutable = path.startsWith(join(config.webDist, 'assets'));
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  // Unknown API paths, other methods and missing files: the API's JSON 404.
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ detail: 'Not found.', code: 'not_found' }),
  );

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/'] = request.url.split('?', 2);
    const { path } = targetOf(request);
    if (path.startsWith('/api/') || path.startsWith('/media/')) return reply.callNotFound();
    if (isFilePath(pathname)) return hasDist ? reply.sendFile(pathname) : reply.callNotFound();
    return servePage(request, reply);
  });

  // The login and sign-up forms posted without JavaScript: a refused one is its page again.
  await formPostRoutes(app, deps, {
    renderAgain: (request, reply, answer) => servePage(request, reply, answer),
  });
}
