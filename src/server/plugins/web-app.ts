// Serves the built SPA: hashed assets cached forever, index.html for every known route (200)
// and for everything else with the app's not-found page (404). Each page's HTML carries its own
// head (title, description, canonical, Open Graph, JSON-LD) for crawlers and link previews.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { templateLoader } from '../features/seo/html-template.ts';
import { createPageRenderer } from '../features/seo/page-renderer.ts';
import { renderHead } from '../features/seo/render-head.ts';

export async function webAppPlugin(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const indexPath = join(config.webDist, 'index.html');
  const hasBuild = await stat(indexPath).then(
    () => true,
    () => false,
  );
  const template = templateLoader(indexPath);
  const resolvePage = createPageRenderer(deps);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(config.webDist, 'assets')}`);
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      pathname.startsWith('/api/') ||
      pathname.startsWith('/media/') ||
      !isPage ||
      /\.\w+$/.test(pathname)
    ) {
      return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
    }
    const [html, page] = await Promise.all([
      template.get(),
      resolvePage({
        pathname,
        query: new URLSearchParams(search),
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      }),
    ]);
    if (!html)
      return reply.status(404).send({ detail: 'The web app is not built.', code: 'not_found' });
    return (
      reply
        .status(page.status)
        .header('Cache-Control', 'no-cache')
        // The language comes from the cookie or Accept-Language when ?lng= is not given.
        .header('Vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(html.render(page.meta.lang, renderHead(page.meta)))
    );
  });
}
