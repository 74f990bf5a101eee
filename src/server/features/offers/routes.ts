// Offers in a conversation (docs/api.md, "Offers and prices"). Handlers are thin: the rules are
// in service.ts; the participant check is the conversations' own (404 to anyone else).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { offerListSchema, offerSchema, offerWriteSchema } from '#shared/contracts/offers.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { participantOnly, participation } from '#server/features/conversations/access.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { listOffers, toOffer } from './repository.ts';
import { answerOffer, makeOffer } from './service.ts';

const tags = ['offers'];
const errors = errorResponses(400, 401, 403, 404, 429);

export async function offerRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const participant = participantOnly(db);

  api.get(
    '/api/conversations/:id/offers/',
    {
      preValidation: participant,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'The offers of a conversation, oldest first (participants)',
        params: idParamsSchema,
        response: { 200: offerListSchema, ...errors },
      },
    },
    async (request) => {
      const { conversation } = participation(request);
      return (await listOffers(db, conversation.id)).map((row) => toOffer(row));
    },
  );

  api.post(
    '/api/conversations/:id/offers/',
    {
      preValidation: participant,
      schema: {
        tags,
        security: tokenSecurity,
        summary: "Make an offer (buyer) or counter the buyer's open offer (seller)",
        params: idParamsSchema,
        body: offerWriteSchema,
        response: { 201: offerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { conversation, role } = participation(request);
      const offer = await makeOffer(db, {
        viewer: requireUser(request),
        conversation,
        role,
        input: request.body,
      });
      return reply.status(201).send(offer);
    },
  );

  for (const action of ['accept', 'decline'] as const)
    api.post(
      `/api/offers/:id/${action}/`,
      {
        preValidation: loginRequired,
        schema: {
          tags,
          security: tokenSecurity,
          summary:
            action === 'accept'
              ? "Accept the other side's open offer (reserves the listing for the buyer)"
              : "Decline the other side's open offer",
          params: idParamsSchema,
          response: { 200: offerSchema, ...errors },
        },
      },
      async (request) =>
        answerOffer(deps, {
          viewer: requireUser(request),
          id: request.params.id,
          accept: action === 'accept',
        }),
    );
}
