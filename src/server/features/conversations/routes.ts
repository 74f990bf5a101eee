// Conversations between buyer and seller (docs/api-beyond.md). Handlers are thin: the rules
// live in policies/conversation-access.ts and service.ts. An open conversation page hears of
// new messages on GET …/events/ (live-routes.ts) and reads them with GET …/messages/ and the
// ETag it got, polling that when the stream is down (docs/decisions/012-live-messages.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import {
  conversationListSchema,
  conversationOpenSchema,
  conversationListQuerySchema,
  conversationSchema,
  messageListQuerySchema,
  messageListSchema,
  messageSchema,
  messageWriteSchema,
  unreadCountSchema,
} from '#shared/contracts/conversations.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { etagOf, matchesIfNoneMatch } from '#server/plugins/etag.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { noConversation, participantOnly, participation } from './access.ts';
import { inbox, unreadCount } from './inbox-repository.ts';
import { conversationVersion, listMessages, markRead } from './repository.ts';
import { openConversation, sendMessage } from './service.ts';
import { conversationModerationRoutes } from './moderation-routes.ts';
import { conversationSafetyRoutes } from './safety-routes.ts';
import { reserveRoutes } from './reserve-routes.ts';
import { liveRoutes } from './live-routes.ts';

const tags = ['conversations'];
const errors = errorResponses(400, 401, 404);

export async function conversationRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, photos } = deps;
  const participant = participantOnly(db);
  const one = async (viewer: ReturnType<typeof requireUser>, id: string) => {
    const { items } = await inbox(db, { store: photos, viewer, page: 1, page_size: 1, only: id });
    if (!items[0]) throw noConversation();
    return items[0];
  };

  api.get(
    '/api/conversations/',
    {
      preValidation: loginRequired,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Your conversations, newest activity first (paged; `gear`: about one listing)',
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { items, total } = await inbox(db, { store: photos, viewer, ...request.query });
      setPagingHeaders(request, reply, { ...request.query, total });
      return items;
    },
  );

  api.post(
    '/api/conversations/',
    {
      preValidation: loginRequired,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Message the seller of a listing (201; 200 with the existing conversation)',
        body: conversationOpenSchema,
        response: {
          200: conversationSchema,
          201: conversationSchema,
          ...errors,
          ...errorResponses(403, 429),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { conversation, created } = await openConversation(deps, viewer, request.body);
      return reply.status(created ? 201 : 200).send(await one(viewer, conversation.id));
    },
  );

  api.get(
    '/api/conversations/unread/',
    {
      preValidation: loginRequired,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'How many messages to you are unread',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ count: await unreadCount(db, requireUser(request).id) }),
  );

  api.get(
    '/api/conversations/:id/',
    {
      preValidation: participant,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'One of your conversations',
        params: idParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => one(requireUser(request), request.params.id),
  );

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

  await conversationSafetyRoutes(app, deps, participant);
  await liveRoutes(app, deps, participant);
  await conversationModerationRoutes(app, deps);
  await reserveRoutes(app, deps, {
    participant,
    one: (request, id) => one(requireUser(request), id),
  });
}
