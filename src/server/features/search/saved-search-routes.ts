// Saved searches (docs/api-beyond.md): the owner's list and create (one search by its id in
// saved-search-id-routes.ts), and the unsubscribe of alert mails, which needs no login (its token
// is the authority). Mail programs post the one-click unsubscribe as a form (RFC 8058) to the
// address in the List-Unsubscribe header, with the token in its query string.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  savedSearchCreateSchema,
  savedSearchListSchema,
  savedSearchSchema,
  unsubscribeSchema,
} from '#shared/contracts/saved-searches.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { listSavedSearches } from './saved-searches-repository.ts';
import { createSavedSearch } from './saved-search-write-repository.ts';
import { feedRoutes } from './feed-routes.ts';
import { savedSearchIdRoutes } from './saved-search-id-routes.ts';
import { INVALID_UNSUBSCRIBE, unsubscribe } from './unsubscribe.ts';

const errors = errorResponses(400, 401, 404);
const login = { preValidation: loginRequired };
const tags = ['saved-searches'];

export async function savedSearchRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  await feedRoutes(app, deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Only in this plugin: the one-click unsubscribe form of mail programs.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  api.get(
    '/api/saved-searches/',
    {
      ...login,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Your saved searches, newest first, with their new matches',
        response: { 200: savedSearchListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listSavedSearches(db, requireUser(request).id),
  );

  api.post(
    '/api/saved-searches/',
    {
      ...login,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Save a search (at most 50 per user)',
        body: savedSearchCreateSchema,
        response: { 201: savedSearchSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSavedSearch(db, requireUser(request).id, request.body)),
  );

  await savedSearchIdRoutes(app, deps);

  api.post(
    '/api/saved-searches/unsubscribe/',
    {
      schema: {
        tags,
        summary:
          'Stop the alerts of the saved search of a mail token (all: every alert of its owner); no login. Also takes the one-click form post of RFC 8058 with the token in the query string.',
        querystring: z.object({ token: z.string().max(200).optional() }),
        body: unsubscribeSchema.partial().optional(),
        response: { 204: z.null().describe('Unsubscribed'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw new HttpError('invalid_token', INVALID_UNSUBSCRIBE);
      await unsubscribe(db, token, request.body?.all === true);
      return reply.status(204).send(null);
    },
  );
}
