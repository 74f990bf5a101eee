// The profile switch of watchlist mails (on by default): GET and PUT favourites/mails/.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { watchlistMailsSchema } from '#shared/contracts/saved-searches.ts';
import { errorBodySchema } from '#shared/errors.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { watchlistMailOptOuts } from '#server/db/schema.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';

const enabledFor = async (db: Db, userId: string) =>
  (
    await db
      .select({ id: watchlistMailOptOuts.user_id })
      .from(watchlistMailOptOuts)
      .where(eq(watchlistMailOptOuts.user_id, userId))
  ).length === 0;

export async function watchlistMailRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['favourites'],
    security: [{ token: [] }],
    response: { 200: watchlistMailsSchema, 400: errorBodySchema, 401: errorBodySchema },
  };

  api.get(
    '/api/favourites/mails/',
    {
      preValidation: loginRequired,
      schema: { ...schema, summary: 'Whether you get the daily watchlist mail' },
    },
    async (request) => ({ enabled: await enabledFor(db, requireUser(request).id) }),
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
      if (request.body.enabled)
        await db.delete(watchlistMailOptOuts).where(eq(watchlistMailOptOuts.user_id, userId));
      else await db.insert(watchlistMailOptOuts).values({ user_id: userId }).onConflictDoNothing();
      return { enabled: request.body.enabled };
    },
  );
}
