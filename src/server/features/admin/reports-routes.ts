import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReportActionSchema,
  adminReportListSchema,
  adminReportQuerySchema,
  adminReportSchema,
} from '#shared/contracts/admin.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { requireStaff, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { listReports } from './reports-repository.ts';
import { actOnReport } from './reports-service.ts';

const errors = errorResponses(400, 401, 403);

export async function adminReportRoutes(app: FastifyInstance, { db, photos }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/reports/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Reported listings, newest first; `status` open (default), resolved or all (staff)',
        security: staffSecurity,
        querystring: adminReportQuerySchema,
        response: { 200: adminReportListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listReports(db, request.query);
      setPagingHeaders(request, reply, { ...request.query, total });
      return items;
    },
  );

  api.patch(
    '/api/admin/reports/:id/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Hide, restore or delete the reported listing, or dismiss the report (staff)',
        description:
          'Resolves every open report of the listing with the note. After `delete` the listing, ' +
          'its photos and its reports are gone; the answer shows the report as it was resolved.',
        security: staffSecurity,
        params: idParamsSchema,
        body: adminReportActionSchema,
        response: { 200: adminReportSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const report = await actOnReport(
        { db, photos, log: request.log },
        { actorId: viewer.id, reportId: request.params.id, input: request.body },
      );
      if (!report) throw notFound('No report with this id.');
      return report;
    },
  );
}
