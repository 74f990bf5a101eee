// Crawler files outside /api/: robots.txt and the sitemap index with its pages.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { gearTypeCache } from './gear-types-repository.ts';
import { countSitemapGears, sitemapCertifiers, sitemapGears } from './sitemap-repository.ts';
import { gearPageCount, robotsTxt, sitemapIndex, SITEMAP_PAGE_SIZE, urlSet } from './sitemap.ts';
import { PRIVATE_PREFIXES, SITEMAP_STATIC_PATHS } from './static-pages.ts';
import { paths } from '#shared/paths.ts';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=300';

export async function seoRoutes(app: FastifyInstance, { config, db }: AppDeps) {
  const site = config.siteUrl;
  const gearTypes = gearTypeCache(db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(site, PRIVATE_PREFIXES)),
  );

  r.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { total, lastmod } = await countSitemapGears(db);
    const pages = Array.from({ length: gearPageCount(total) }, (_, i) => ({
      loc: `${site}/sitemaps/gears-${i + 1}.xml`,
      lastmod,
    }));
    return reply
      .header('Cache-Control', CACHE)
      .type(XML)
      .send(sitemapIndex([{ loc: `${site}/sitemaps/static.xml` }, ...pages]));
  });

  r.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (request, reply) => {
      const { file } = request.params;
      const gearPage = /^gears-([1-9]\d{0,5})\.xml$/.exec(file);
      let xml: string;
      if (file === 'static.xml') {
        const pages = [
          ...SITEMAP_STATIC_PATHS,
          ...(await gearTypes()).map((x) => paths.category(x.slug)),
        ];
        const certifiers = await sitemapCertifiers(db, SITEMAP_PAGE_SIZE - pages.length);
        xml = urlSet([
          ...pages.map((path) => ({ loc: `${site}${path}` })),
          ...certifiers.map((c) => ({ loc: `${site}${paths.certifier(c.id)}` })),
        ]);
      } else if (gearPage) {
        const page = Number(gearPage[1]);
        const rows = await sitemapGears(db, (page - 1) * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE);
        if (rows.length === 0 && page > 1) throw notFound();
        xml = urlSet(
          rows.map((g) => ({ loc: `${site}${paths.gear(g.id)}`, lastmod: g.updated_at })),
        );
      } else throw notFound();
      return reply.header('Cache-Control', CACHE).type(XML).send(xml);
    },
  );
}
