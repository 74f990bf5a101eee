// Serves the built SPA: hashed assets cached forever, index.html for every known route (200)
// and for everything else with the app's not-found page (404). Detail pages of unknown ids 404 too.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { idSchema } from '#shared/contracts/common.ts';
import { matchRoute, type RouteEntity } from '#shared/routes.ts';
import type { AppDeps } from '../app.ts';
import { entityExists, isCategorySlug } from './web-app-lookup.ts';

export async function webAppPlugin(app: FastifyInstance, { config, db }: AppDeps) {
  const indexPath = join(config.webDist, 'index.html');
  const hasBuild = await stat(indexPath).then(
    () => true,
    () => false,
  );
  let indexHtml: string | null = null;

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

  const pageStatus = async (pathname: string): Promise<number> => {
    const found = matchRoute(pathname);
    if (!found) return (await isCategorySlug(db, pathname.replace(/^\/|\/$/g, ''))) ? 200 : 404;
    if (!found.route.entity || !found.id) return 200;
    if (!idSchema.safeParse(found.id).success) return 404;
    return (await entityExists(db, found.route.entity as RouteEntity, found.id)) ? 200 : 404;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      pathname.startsWith('/api/') ||
      pathname.startsWith('/media/') ||
      !isPage ||
      /\.\w+$/.test(pathname)
    ) {
      return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
    }
    if (!hasBuild)
      return reply.status(404).send({ detail: 'The web app is not built.', code: 'not_found' });
    indexHtml ??= await readFile(indexPath, 'utf8');
    return reply
      .status(await pageStatus(pathname))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
