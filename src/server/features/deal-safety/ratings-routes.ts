// Ratings after a deal (docs/api.md "Deal safely (beyond)"). The rules are in rating-rules.ts and
// ratings-service.ts; the handlers only read the request and answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pagingQuerySchema } from '#shared/contracts/common.ts';
import {
  ratingListSchema,
  ratingReplyWriteSchema,
  ratingReportWriteSchema,
  ratingSchema,
  ratingWriteSchema,
} from '#shared/contracts/ratings.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { participantOnly, participation } from '#server/features/conversations/access.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { listRatings } from './ratings-repository.ts';
import { rateConversation, replyToRating, reportRating } from './ratings-service.ts';
import { reportRateLimit } from '#server/plugins/rate-limit-rules.ts';

const tags = ['ratings'];
const errors = errorResponses(400, 401, 403, 404, 409);

export async function ratingRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/conversations/:id/ratings/',
    {
      preValidation: participantOnly(deps.db),
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Rate the other side after a real exchange (once per conversation)',
        params: idParamsSchema,
        body: ratingWriteSchema,
        response: { 201: ratingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const rating = await rateConversation(deps, viewer, {
        ...participation(request),
        input: request.body,
      });
      return reply.status(201).send(rating);
    },
  );

  api.get(
    '/api/users/:id/ratings/',
    {
      schema: {
        tags,
        summary: "A user's ratings, newest first (paged)",
        params: idParamsSchema,
        querystring: pagingQuerySchema,
        response: { 200: ratingListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, page_size } = request.query;
      const { items, total } = await listRatings(deps.db, {
        userId: request.params.id,
        page,
        pageSize: page_size,
      });
      setPagingHeaders(request, reply, { page, page_size, total });
      return items;
    },
  );

  api.post(
    '/api/ratings/:id/reply/',
    {
      preValidation: loginRequired,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Answer a rating of you (once)',
        params: idParamsSchema,
        body: ratingReplyWriteSchema,
        response: { 201: ratingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const rating = await replyToRating(deps, requireUser(request), {
        id,
        text: request.body.text,
      });
      return reply.status(201).send(rating);
    },
  );

  api.post(
    '/api/ratings/:id/report/',
    {
      preValidation: loginRequired,
      config: { rateLimit: reportRateLimit() },
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Report a rating to staff (once)',
        params: idParamsSchema,
        body: ratingReportWriteSchema,
        response: { 201: z.null().describe('Reported'), ...errors },
      },
    },
    async (request, reply) => {
      await reportRating(deps, requireUser(request), {
        id: request.params.id,
        text: request.body.text,
      });
      return reply.status(201).send(null);
    },
  );
}
