// The watchlist (docs/api.md, beyond): GET favourites/ answers gear objects through the gears
// repository, so a saved gear obeys the same privacy rules as anywhere else. Saving twice and
// removing what is not saved are both harmless.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  favouriteListQuerySchema,
  favouriteParamsSchema,
  favouriteSchema,
  favouriteWriteSchema,
} from '#shared/contracts/favourites.ts';
import { gearListSchema } from '#shared/contracts/gears.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { findGears } from '#server/features/gears/single-repository.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { addFavourite, favouriteIds, removeFavourite } from './repository.ts';

export async function favouriteRoutes(app: FastifyInstance, { db, photos }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/favourites/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['favourites'],
        summary: 'Your saved gears, most recently saved first (paged)',
        security: tokenSecurity,
        querystring: favouriteListQuerySchema,
        response: { 200: gearListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { ids, total } = await favouriteIds(db, viewer, request.query);
      setPagingHeaders(request, reply, { ...request.query, total });
      return findGears(db, { store: photos, ids, viewer });
    },
  );

  api.post(
    '/api/favourites/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['favourites'],
        summary: 'Save a gear to your watchlist (201; 200 when it was saved already)',
        security: tokenSecurity,
        body: favouriteWriteSchema,
        response: {
          200: favouriteSchema,
          201: favouriteSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      // Only a gear the caller may see can be saved: the others do not exist for them.
      const saved = await addFavourite(db, viewer, request.body.gear);
      if (!saved) throw notFound('No gear with this id.');
      return reply
        .status(saved.created ? 201 : 200)
        .send({ gear: request.body.gear, created_at: saved.created_at.toISOString() });
    },
  );

  api.delete(
    '/api/favourites/:gear_id/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['favourites'],
        summary: 'Remove a gear from your watchlist',
        security: tokenSecurity,
        params: favouriteParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      await removeFavourite(db, viewer.id, request.params.gear_id);
      return reply.status(204).send(null);
    },
  );
}
