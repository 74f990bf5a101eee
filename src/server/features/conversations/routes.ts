// Conversations between buyer and seller (docs/api-beyond.md): the inbox, opening one, the
// unread count and one conversation; its messages are in message-routes.ts. Handlers are thin:
// the rules live in policies/conversation-access.ts and service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import {
  conversationListSchema,
  conversationOpenSchema,
  conversationListQuerySchema,
  conversationSchema,
  unreadCountSchema,
} from '#shared/contracts/conversations.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { noConversation, participantOnly } from './access.ts';
import { inbox, unreadCount } from './inbox-repository.ts';
import { messageRoutes } from './message-routes.ts';
import { openConversation } from './service.ts';
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

  await messageRoutes(app, deps, participant);
  await conversationSafetyRoutes(app, deps, participant);
  await liveRoutes(app, deps, participant);
  await conversationModerationRoutes(app, deps);
  await reserveRoutes(app, deps, {
    participant,
    one: (request, id) => one(requireUser(request), id),
  });
}
