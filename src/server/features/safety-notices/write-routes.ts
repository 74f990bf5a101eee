// Staff write notices: create, change (the whole notice again, matched anew) and withdraw. Each
// write is audited and queues its matching in its own transaction (service.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { noticeSchema, noticeWriteSchema } from '#shared/contracts/safety-notices.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { requireStaff, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { changeNotice, createNotice, removeNotice } from './service.ts';
import { noticeView } from './views.ts';

const tags = ['safety notices'];
const errors = errorResponses(400, 401, 403, 404);

export async function noticeWriteRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/notices/',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security: staffSecurity,
        summary: 'Publish a safety notice (staff); it is matched at once, in a job',
        body: noticeWriteSchema,
        response: { 201: noticeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createNotice(db, requireStaff(request), request.body);
      return reply.status(201).send(await noticeView(db, row));
    },
  );

  api.put(
    '/api/notices/:id/',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security: staffSecurity,
        summary: 'Change a safety notice (staff); it is matched anew',
        params: idParamsSchema,
        body: noticeWriteSchema,
        response: { 200: noticeSchema, ...errors },
      },
    },
    async (request) => {
      const row = await changeNotice(db, {
        staff: requireStaff(request),
        id: request.params.id,
        input: request.body,
      });
      return noticeView(db, row);
    },
  );

  api.delete(
    '/api/notices/:id/',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security: staffSecurity,
        summary: 'Withdraw a safety notice (staff): its badges go everywhere',
        params: idParamsSchema,
        response: { 204: z.null().describe('Withdrawn'), ...errors },
      },
    },
    async (request, reply) => {
      await removeNotice(db, { staff: requireStaff(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
