// Blocking a user and reporting a conversation (docs/api-beyond.md). A block is silent: the
// blocked user is refused like anyone who may not write, and never learns the reason.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import {
  conversationReportSchema,
  conversationReportWriteSchema,
} from '#shared/contracts/conversations.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { HttpError, notFound, validationError } from '#server/lib/http-error.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { findUserById } from '#server/features/accounts/repository.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { block, insertReport, unblock } from './abuse-repository.ts';

const tags = ['conversations'];

export async function conversationSafetyRoutes(
  app: FastifyInstance,
  { db }: AppDeps,
  participant: (request: FastifyRequest) => Promise<void>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/conversations/:id/reports/',
    {
      preValidation: participant,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Report a conversation to the moderators (once per participant)',
        params: idParamsSchema,
        body: conversationReportWriteSchema,
        response: {
          201: conversationReportSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const row = await insertReport(db, {
        conversationId: request.params.id,
        userId: viewer.id,
        report: request.body,
      });
      if (!row)
        throw new HttpError('already_reported', 'You have already reported this conversation.');
      return reply.status(201).send({
        id: row.id,
        conversation: row.conversation_id,
        reason: request.body.reason,
        text: row.text,
        created_at: row.created_at.toISOString(),
      });
    },
  );

  const blockSchema = {
    tags,
    security: tokenSecurity,
    params: idParamsSchema,
    response: {
      204: z.null().describe('Done'),
      ...errorResponses(400, 401, 404),
    },
  };
  const target = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const viewer = requireUser(request);
    if (request.params.id === viewer.id)
      throw validationError({ id: ['You cannot block yourself.'] });
    if (!(await findUserById(db, request.params.id))) throw notFound('No user with this id.');
    return viewer;
  };

  api.post(
    '/api/users/:id/block/',
    {
      preValidation: loginRequired,
      schema: { ...blockSchema, summary: 'Block a user: they can no longer message you' },
    },
    async (request, reply) => {
      const viewer = await target(request);
      await block(db, viewer.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/api/users/:id/block/',
    { preValidation: loginRequired, schema: { ...blockSchema, summary: 'Unblock a user' } },
    async (request, reply) => {
      const viewer = await target(request);
      await unblock(db, viewer.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
