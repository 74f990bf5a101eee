// The inbox of contact messages (stored by POST contact/), with a read/unread mark per message.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  adminMessageListSchema,
  adminMessagePatchSchema,
  adminMessageQuerySchema,
  adminMessageSchema,
  type AdminMessage,
} from '#shared/contracts/admin.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { errorBodySchema } from '#shared/errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { contactMessages } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { setPagingHeaders } from '../../lib/paging.ts';
import { requireStaff, staffOnly, staffSecurity } from '../../plugins/auth.ts';
import { recordAudit } from '../../audit/audit-log.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
type Row = typeof contactMessages.$inferSelect;
const toMessage = (m: Row): AdminMessage => ({
  id: m.id,
  full_name: m.full_name,
  email: m.email,
  message: m.message,
  user: m.user_id,
  is_read: m.is_read,
  created_at: m.created_at.toISOString(),
});

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
      const { page, page_size, is_read } = request.query;
      const where = and(is_read === undefined ? undefined : eq(contactMessages.is_read, is_read));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        db.select({ value: count() }).from(contactMessages).where(where),
      ]);
      setPagingHeaders(request, reply, { page, page_size, total: total?.value ?? 0 });
      return rows.map(toMessage);
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
        response: { 200: adminMessageSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const { id } = request.params;
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ full_name: contactMessages.full_name, is_read: contactMessages.is_read })
          .from(contactMessages)
          .where(eq(contactMessages.id, id))
          .for('update');
        if (!before) return null;
        const [after] = await tx
          .update(contactMessages)
          .set({ is_read: request.body.is_read })
          .where(eq(contactMessages.id, id))
          .returning();
        await recordAudit(tx, {
          actorId: viewer.id,
          action: 'message.update',
          targetType: 'message',
          targetId: id,
          before,
          after: { full_name: after!.full_name, is_read: after!.is_read },
        });
        return after!;
      });
      if (!updated) throw notFound('No message with this id.');
      return toMessage(updated);
    },
  );
}
