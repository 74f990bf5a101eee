// Three checks. `live/`: the process answers (restart it if not). `ready/`: it should be sent
// traffic: not while it drains for a restart (plugins/lifecycle.ts), nor while the database does
// not answer. `/api/health/` is the original check (a database round trip), kept for the callers
// that wait on it.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { pingDatabase } from './repository.ts';

const ok = z.object({ status: z.literal('ok') });
const unavailable = (reply: FastifyReply, detail: string) =>
  reply
    .status(503)
    .header('Retry-After', '5')
    .send({ detail, code: 'service_unavailable' as const });

export async function healthRoutes(app: FastifyInstance, { db }: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const databaseCheck = async (_request: unknown, reply: FastifyReply) => {
    try {
      await pingDatabase(db);
      return { status: 'ok' as const };
    } catch {
      return unavailable(reply, 'The database is not answering.');
    }
  };
  routes.get(
    '/api/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip',
        response: { 200: ok, ...errorResponses(503) },
      },
    },
    databaseCheck,
  );
  routes.get(
    '/api/health/live/',
    {
      schema: { tags: ['health'], summary: 'The process answers', response: { 200: ok } },
      config: { rateLimit: false },
    },
    async () => ({ status: 'ok' as const }),
  );
  routes.get(
    '/api/health/ready/',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready for traffic: not draining, database answering',
        response: { 200: ok, ...errorResponses(503) },
      },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      if (app.lifecycle.draining) return unavailable(reply, 'This instance is shutting down.');
      return databaseCheck(request, reply);
    },
  );
}
