import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountDeleteSchema, accountExportSchema } from '#shared/contracts/account-security.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccount } from './export.ts';

// A user's own data: the export of everything stored about them, and deleting the account.
export async function accountDataRoutes(app: FastifyInstance, { db, photos }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account security'];

  api.get(
    '/api/users/me/export/',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Download everything stored about the caller (JSON attachment)',
        response: { 200: accountExportSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const data = await exportAccount(db, photos, viewer.id);
      const day = data.exported_at.slice(0, 10);
      const name = data.user.username.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-disposition', `attachment; filename="airgear-${name}-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  api.delete(
    '/api/users/:id/',
    {
      config: { rateLimit: { ...RATE_LIMITS.login } },
      schema: {
        tags,
        security: tokenSecurity,
        summary: "Delete one's own account with everything in it (password required)",
        params: idParamsSchema,
        body: accountDeleteSchema,
        response: {
          204: z.null(),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      await deleteAccount(
        { db, photos, log: request.log },
        { viewer, id: request.params.id, password: request.body.password },
      );
      return reply.status(204).send(null);
    },
  );
}
