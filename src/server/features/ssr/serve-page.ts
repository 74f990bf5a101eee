// A page of the web app as the server answers it (web-app.ts routes every page here): a kept
// render from the page cache for a visitor, else index.html with the page's own head, status and,
// for a server-rendered route, the page rendered into it by the server renderer (ssr.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webRoute } from '#shared/routes.ts';
import type { RefusedForm } from '#server/features/accounts/form-posts.ts';
import { pageCacheLookups } from '#server/lib/metrics.ts';
import { pickLanguage } from '#server/features/seo/language.ts';
import type { createPageRenderer } from '#server/features/seo/page-renderer.ts';
import { renderHead } from '#server/features/seo/render-head.ts';
import { encodeEarly, htmlVary, pickEncoding } from './early-encoding.ts';
import type { templateLoader } from './html-template.ts';
import { pageTags, type createPageCache } from './page-cache.ts';
import {
  hasToken,
  preloadLinks,
  type routePagesLoader,
  type routePreloadsLoader,
} from './route-preloads.ts';
import { pageTexts, type routeTextsLoader } from './route-texts.ts';
import { apiReaderFor, type rendererLoader } from './renderer.ts';
import { renderPage } from './ssr.ts';

/** The build's files a page is made from, each read as web-app.ts says, and the page cache. */
export type PageSources = {
  pages: ReturnType<typeof createPageCache> | null;
  template: ReturnType<typeof templateLoader>;
  preloads: ReturnType<typeof routePreloadsLoader>;
  pageScripts: ReturnType<typeof routePreloadsLoader>;
  textsTable: ReturnType<typeof routeTextsLoader>;
  pageChunks: ReturnType<typeof routePagesLoader>;
  renderer: ReturnType<typeof rendererLoader>;
  resolvePage: ReturnType<typeof createPageRenderer>;
};

/**
 * The page of the request's path; with `refused`, a posted form's page showing its answer: from
 * the cache of rendered pages, rendered by the server renderer, or the SPA's shell with its head.
 */
export const pageServer =
  (app: FastifyInstance, sources: PageSources) =>
  async (request: FastifyRequest, reply: FastifyReply, refused?: RefusedForm) => {
    const { pages, template, preloads, pageScripts, textsTable, pageChunks } = sources;
    const { renderer, resolvePage } = sources;
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const query = new URLSearchParams(search);
    const { cookie } = request.headers;
    const acceptLanguage = request.headers['accept-language'];
    // A visitor's page may come from, and go to, the cache of rendered pages; a caller with a
    // login never (while another instance's write could go unheard, nobody does), nor a form's answer.
    const lang = pickLanguage({ lng: query.get('lng'), cookie, acceptLanguage });
    const key =
      pages &&
      !refused &&
      !hasToken(cookie) &&
      !request.headers.authorization &&
      app.cacheCoherence.trusted()
        ? pages.keyOf(lang, request.url)
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
      const ssr = await renderer();
      const route = webRoute(pathname);
      // A page the server renders reads the API once for its head and its loaders together (a
      // listing's head is its loader's answer); one it does not render, as the browser will.
      const renders =
        ssr !== null && route.ssr === true
          ? { ssr, read: apiReaderFor({ app, request, lang }) }
          : undefined;
      const [html, table, scripts, texts, chunks, page] = await Promise.all([
        template.get(),
        preloads.get(),
        pageScripts.get(),
        textsTable.get(),
        pageChunks.get(),
        resolvePage({ pathname, query, cookie, acceptLanguage, read: renders?.read }),
      ]);
      if (!html)
        return reply.status(404).send({ detail: 'The web app is not built.', code: 'not_found' });
      // A server-rendered page carries the data its queries read: no API preloads beside it.
      const rendered = renders !== undefined && page.status === 200;
      const links = preloadLinks(table, { pathname, lang, rendered });
      const document = html.render(lang, renderHead(page.meta), links);
      // What the page read decides which writes forget it (page-cache.ts).
      const reads: string[] = [];
      const body = rendered
        ? renderPage(renders.ssr, {
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
            read: renders.read,
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
  };
