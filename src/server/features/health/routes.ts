import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { pingDatabase } from './repository.ts';

export async function healthRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip',
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok' as const };
      } catch {
        return reply
          .status(503)
          .header('Retry-After', '5')
          .send({ detail: 'The database is not answering.', code: 'service_unavailable' });
      }
    },
  );
}
