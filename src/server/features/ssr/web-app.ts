// Serves the built SPA. Every GET that no API route takes lands here: files of the build
// (hashed assets cached forever), else index.html with the page's own head (title, description,
// canonical, Open Graph, JSON-LD) and status: 200 for a known route, 404 with the app's
// not-found page otherwise. Files and index.html are read from disk as they are now, so a
// rebuild while the server runs is served at once; being a route, the HTML is compressed too.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webRoute } from '#shared/routes.ts';
import { formPostRoutes, type RefusedForm } from '#server/features/accounts/form-posts.ts';
import { pageCacheLookups } from '#server/lib/metrics.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { targetOf } from '#server/plugins/request-target.ts';
import { encodeEarly, htmlVary, pickEncoding } from './early-encoding.ts';
import { templateLoader } from './html-template.ts';
import { pickLanguage } from '#server/features/seo/language.ts';
import { createPageCache, pageTags } from './page-cache.ts';
import { createPageRenderer } from '#server/features/seo/page-renderer.ts';
import { renderHead } from '#server/features/seo/render-head.ts';
import { hasToken, preloadLinks, routePagesLoader, routePreloadsLoader } from './route-preloads.ts';
import { pageTexts, routeTextsLoader } from './route-texts.ts';
import { renderPage, rendererLoader } from './ssr.ts';

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

  /** The page of the request's path; with `refused`, a posted form's page showing its answer. */
  async function servePage(request: FastifyRequest, reply: FastifyReply, refused?: RefusedForm) {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const query = new URLSearchParams(search);
    const { cookie } = request.headers;
    const acceptLanguage = request.headers['accept-language'];
    // A visitor's page may come from, and go to, the cache of rendered pages; a caller with a
    // login never (while another instance's write could go unheard, nobody does), nor a form's answer.
    const key =
      pages &&
      !refused &&
      !hasToken(cookie) &&
      !request.headers.authorization &&
      app.cacheCoherence.trusted()
        ? pages.keyOf(pickLanguage({ lng: query.get('lng'), cookie, acceptLanguage }), request.url)
        : undefined;
    const found = key ? await pages!.open(key) : undefined;
    if (found) pageCacheLookups['kept' in found ? 'hit' : 'miss']++;
    if (found && 'kept' in found) {
      const { kept } = found;
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', htmlVary(encoding))
        .type('text/html; charset=utf-8')
        .send(pages!.bodyFor(key!, kept, encoding));
    }
    const settle = found?.settle;
    let rendering = false;
    try {
      const [html, table, scripts, texts, chunks, ssr, page] = await Promise.all([
        template.get(),
        preloads.get(),
        pageScripts.get(),
        textsTable.get(),
        pageChunks.get(),
        renderer(),
        resolvePage({ pathname, query, cookie, acceptLanguage }),
      ]);
      if (!html)
        return reply.status(404).send({ detail: 'The web app is not built.', code: 'not_found' });
      const { lang } = page.meta;
      const route = webRoute(pathname);
      // A server-rendered page carries the data its queries read: no API preloads beside it.
      const rendered = ssr !== null && page.status === 200 && route.ssr === true;
      const links = preloadLinks(table, { pathname, lang, rendered });
      const document = html.render(lang, renderHead(page.meta), links);
      // What the page read decides which writes forget it (page-cache.ts).
      const reads: string[] = [];
      const body = rendered
        ? renderPage(ssr, {
            app,
            request,
            lang,
            html: document,
            texts: pageTexts(lang, { table: texts, route: route.path }),
            page: {
              route: route.path,
              chunk: chunks?.[route.path],
              scripts: scripts?.[route.path],
            },
            onRead: (url) => reads.push(url),
            onComplete: settle && ((kept) => settle(kept, pageTags(pathname, reads))),
            ...(refused && { formEcho: refused.echo }),
          })
        : null;
      rendering = body !== null;
      // A rendered page is compressed here, its head flushed before the page is rendered
      // (early-encoding.ts); @fastify/compress leaves an encoded answer alone.
      const encoding = body ? pickEncoding(request.headers['accept-encoding']) : undefined;
      if (encoding) reply.header('Content-Encoding', encoding);
      return (
        reply
          .status(refused && page.status === 200 ? refused.status : page.status)
          // The HTML is a visitor's whatever the caller (no login is read here); a caller with a
          // login still gets it unstored, as every answer to a logged-in caller.
          .header('Cache-Control', hasToken(cookie) || refused ? 'private, no-store' : 'no-cache')
          // The language comes from the cookie or Accept-Language when ?lng= is not given.
          .header('Vary', htmlVary(encoding))
          .type('text/html; charset=utf-8')
          .send(body && encoding ? encodeEarly(body, encoding) : (body ?? document))
      );
    } finally {
      // Only a rendered page is kept (renderPage settles it once it has); nothing else is.
      if (!rendering) settle?.(null);
    }
  }
}
