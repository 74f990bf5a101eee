// Reported conversations in the back office (docs/api-beyond.md, "Conversations"): the list,
// and one report with its messages (the read is audited). Staff only, checked first.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pagingQuerySchema } from '#shared/contracts/common.ts';
import {
  adminConversationReportDetailSchema,
  adminConversationReportListSchema,
} from '#shared/contracts/conversations.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { requireStaff, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { listConversationReports, readReportedConversation } from './moderation.ts';

const errors = errorResponses(400, 401, 403);
const querySchema = pagingQuerySchema.extend({
  status: z.enum(['open', 'resolved']).default('open'),
});

export async function conversationModerationRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/conversation-reports/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Reported conversations, newest first (staff)',
        security: staffSecurity,
        querystring: querySchema,
        response: { 200: adminConversationReportListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listConversationReports(db, request.query);
      setPagingHeaders(request, reply, { ...request.query, total });
      return items;
    },
  );

  api.get(
    '/api/admin/conversation-reports/:id/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'A reported conversation with its messages (staff; the read is audited)',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: adminConversationReportDetailSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const report = await readReportedConversation(
        db,
        request.params.id,
        requireStaff(request).id,
      );
      if (!report) throw notFound('No report with this id.');
      return report;
    },
  );
}
