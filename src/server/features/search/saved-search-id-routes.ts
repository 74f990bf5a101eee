// One saved search by its id (docs/api-beyond.md): its owner renames, pauses or changes it,
// deletes it, or marks its matches seen (the dashboard's new counts). Registered by
// saved-search-routes.ts after the list and the create; another user's search is a 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { savedSearchSchema, savedSearchUpdateSchema } from '#shared/contracts/saved-searches.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import {
  deleteSavedSearch,
  markVisited,
  updateSavedSearch,
} from './saved-search-write-repository.ts';

const errors = errorResponses(400, 401, 404);
const login = { preValidation: loginRequired };
const tags = ['saved-searches'];
const NOT_FOUND = 'No saved search with this id.';

export async function savedSearchIdRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.patch(
    '/api/saved-searches/:id/',
    {
      ...login,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Rename, pause (frequency off), change the frequency or the query',
        params: idParamsSchema,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const userId = requireUser(request).id;
      const saved = await updateSavedSearch(db, { userId, id, input: request.body });
      if (!saved) throw notFound(NOT_FOUND);
      return saved;
    },
  );

  api.delete(
    '/api/saved-searches/:id/',
    {
      ...login,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Delete a saved search',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteSavedSearch(db, requireUser(request).id, request.params.id)))
        throw notFound(NOT_FOUND);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/saved-searches/:id/seen/',
    {
      ...login,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Mark the matches of a saved search as seen (its new count drops to 0)',
        params: idParamsSchema,
        response: { 204: z.null().describe('Seen'), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await markVisited(db, requireUser(request).id, request.params.id)))
        throw notFound(NOT_FOUND);
      return reply.status(204).send(null);
    },
  );
}
