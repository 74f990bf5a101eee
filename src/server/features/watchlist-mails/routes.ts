// The profile switch of watchlist mails (on by default): GET and PUT favourites/mails/.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { watchlistMailsSchema } from '#shared/contracts/saved-searches.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { setWatchlistMails, watchlistMailsEnabled } from './repository.ts';

export async function watchlistMailRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['favourites'],
    security: tokenSecurity,
    response: { 200: watchlistMailsSchema, ...errorResponses(400, 401) },
  };

  api.get(
    '/api/favourites/mails/',
    {
      preValidation: loginRequired,
      schema: { ...schema, summary: 'Whether you get the daily watchlist mail' },
    },
    async (request) => ({ enabled: await watchlistMailsEnabled(db, requireUser(request).id) }),
  );

  api.put(
    '/api/favourites/mails/',
    {
      preValidation: loginRequired,
      schema: {
        ...schema,
        summary: 'Switch the daily watchlist mail on or off',
        body: watchlistMailsSchema,
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      await setWatchlistMails(db, { userId, enabled: request.body.enabled });
      return { enabled: request.body.enabled };
    },
  );
}
