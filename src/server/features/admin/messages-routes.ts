// The inbox of contact messages (stored by POST contact/), with a read/unread mark per message.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMessageListSchema,
  adminMessagePatchSchema,
  adminMessageQuerySchema,
  adminMessageSchema,
} from '#shared/contracts/admin.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { requireStaff, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { listMessages, setMessageRead } from './messages-repository.ts';

const errors = errorResponses(400, 401, 403);

export async function adminMessageRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/messages/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first; `is_read` filters (staff)',
        security: staffSecurity,
        querystring: adminMessageQuerySchema,
        response: { 200: adminMessageListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { messages, total } = await listMessages(db, request.query);
      const { page, page_size } = request.query;
      setPagingHeaders(request, reply, { page, page_size, total });
      return messages;
    },
  );

  api.patch(
    '/api/admin/messages/:id/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message read or unread (staff)',
        security: staffSecurity,
        params: idParamsSchema,
        body: adminMessagePatchSchema,
        response: { 200: adminMessageSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const updated = await setMessageRead(db, {
        id: request.params.id,
        isRead: request.body.is_read,
        actorId: viewer.id,
      });
      if (!updated) throw notFound('No message with this id.');
      return updated;
    },
  );
}
