import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageSchema, contactResponseSchema } from '#shared/contracts/contact.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { strictRateLimit } from '#server/plugins/rate-limit.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { receiveContactMessage } from './service.ts';

export async function contactRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact/',
    {
      // 5 an hour per IP (docs/api.md): the form mails a real inbox, so it must not become a spam relay.
      config: { rateLimit: strictRateLimit() },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Air Gear team (stored, then mailed)',
        description:
          '`website` is a honeypot: people leave it empty, bots that fill it get a 400 and nothing is stored or sent.',
        body: contactMessageSchema,
        response: { 201: contactResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const saved = await receiveContactMessage(db, request.body, request.viewer?.id ?? null);
      return reply.status(201).send(saved);
    },
  );
}
