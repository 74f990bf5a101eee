import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateUserSchema, registerSchema } from '#shared/contracts/users.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { strictRateLimit } from '#server/plugins/rate-limit.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { toPrivateUser } from './mapping.ts';
import { registerUser } from './service.ts';

export async function registerRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/register/',
    {
      config: { rateLimit: strictRateLimit() },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account',
        body: registerSchema,
        response: {
          201: privateUserSchema,
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      // The verification mail is a job queued with the account (src/server/jobs/).
      const user = await registerUser(db, request.body);
      return reply.status(201).send(toPrivateUser(user));
    },
  );
}
