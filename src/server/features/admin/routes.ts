// The staff back office under /api/admin/ (docs/api-beyond.md). Every route checks the staff
// role on the server before anything else (plugins/auth.ts); every write is audited
// (audit/audit-log.ts).
// Certifier and gear-type writes live with their features (certifiers/, gear-types/).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema } from '#shared/contracts/admin.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { listAudit } from '#server/audit/audit-log.ts';
import { adminMessageRoutes } from './messages-routes.ts';
import { adminReportRoutes } from './reports-routes.ts';
import { staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { adminUserRoutes } from './users-routes.ts';

export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  await adminUserRoutes(app, deps);
  await adminReportRoutes(app, deps);
  await adminMessageRoutes(app, deps);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'The audit log of staff actions, newest first (staff)',
        security: staffSecurity,
        querystring: auditQuerySchema,
        response: {
          200: auditListSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAudit(deps.db, request.query);
      setPagingHeaders(request, reply, { ...request.query, total });
      return items;
    },
  );
}
