// A conversation's messages (docs/api-beyond.md): read, send, mark read. An open conversation page
// hears of new messages on GET …/events/ (live-routes.ts) and reads them with GET …/messages/
// and the ETag it got, polling that when the stream is down (docs/decisions/012-live-messages.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import {
  messageListQuerySchema,
  messageListSchema,
  messageSchema,
  messageWriteSchema,
} from '#shared/contracts/conversations.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { etagOf, matchesIfNoneMatch } from '#server/plugins/etag.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { participation } from './access.ts';
import { conversationVersion, listMessages, markRead } from './repository.ts';
import { sendMessage } from './service.ts';

const tags = ['conversations'];
const errors = errorResponses(400, 401, 404);

/** `participant`: the conversation's buyer or seller only (access.ts, as routes.ts has it). */
export async function messageRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  participant: (request: FastifyRequest) => Promise<void>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/api/conversations/:id/messages/',
    {
      preValidation: participant,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'The messages, oldest first; `after` for the newer ones (304 with If-None-Match)',
        params: idParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messageListSchema, 304: z.null().describe('Unchanged'), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const version = await conversationVersion(db, id);
      const etag = etagOf(`${id}|${request.query.after ?? ''}|${version}`);
      // Private: kept by no cache at all; the page sends its last tag itself (If-None-Match).
      reply.header('ETag', etag).header('Cache-Control', 'no-store');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag))
        return reply.status(304).send(null);
      return listMessages(db, id, request.query.after);
    },
  );

  api.post(
    '/api/conversations/:id/messages/',
    {
      preValidation: participant,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Send a message (1–2000 characters)',
        params: idParamsSchema,
        body: messageWriteSchema,
        response: { 201: messageSchema, ...errors, ...errorResponses(403, 429) },
      },
    },
    async (request, reply) => {
      const { conversation, role } = participation(request);
      const viewer = requireUser(request);
      const message = await sendMessage(deps, viewer, { conversation, role, ...request.body });
      return reply.status(201).send(message);
    },
  );

  api.post(
    '/api/conversations/:id/read/',
    {
      preValidation: participant,
      schema: {
        tags,
        security: tokenSecurity,
        summary: "Mark the other side's messages read",
        params: idParamsSchema,
        response: { 204: z.null().describe('Marked'), ...errors },
      },
    },
    async (request, reply) => {
      await markRead(db, request.params.id, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );
}
