// The seller reserves the listing for the buyer of a conversation, or lifts it (docs/api.md,
// "Conversations"). A reserved listing stays active and listed; it reads `status: reserved`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { conversationSchema, type Conversation } from '#shared/contracts/conversations.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound, permissionDenied, validationError } from '#server/lib/http-error.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { participation } from './access.ts';
import { setGearReserved } from './reserve-repository.ts';

export async function reserveRoutes(
  app: FastifyInstance,
  { db }: AppDeps,
  {
    participant,
    one,
  }: {
    participant: (request: FastifyRequest) => Promise<void>;
    one: (request: FastifyRequest, id: string) => Promise<Conversation>;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['conversations'],
    security: tokenSecurity,
    params: idParamsSchema,
    response: {
      200: conversationSchema,
      ...errorResponses(400, 401, 403, 404),
    },
  };

  const setReserved = async (request: FastifyRequest, reserve: boolean) => {
    const { conversation, role } = participation(request);
    if (role !== 'seller') throw permissionDenied('Only the seller can reserve the listing.');
    if (!conversation.gear_id) throw notFound('No gear with this id.');
    const changed = await setGearReserved(db, {
      gearId: conversation.gear_id,
      reserve,
      buyerId: conversation.buyer_id,
    });
    if (!changed)
      throw validationError({ gear: ['Only a listing that is for sale can be reserved.'] });
    return one(request, conversation.id);
  };

  api.post(
    '/api/conversations/:id/reserve/',
    {
      preValidation: participant,
      schema: { ...schema, summary: "Reserve the listing for this conversation's buyer (seller)" },
    },
    async (request) => setReserved(request, true),
  );
  api.delete(
    '/api/conversations/:id/reserve/',
    {
      preValidation: participant,
      schema: { ...schema, summary: 'Lift the reservation of the listing (seller)' },
    },
    async (request) => setReserved(request, false),
  );
}
