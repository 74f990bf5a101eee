import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserListSchema,
  adminUserPatchSchema,
  adminUserQuerySchema,
  adminUserSchema,
} from '#shared/contracts/admin.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound, validationError } from '#server/lib/http-error.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { requireStaff, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { patchUser, searchUsers } from './users-repository.ts';

const errors = errorResponses(400, 401, 403);

export async function adminUserRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/users/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Search accounts (staff)',
        security: staffSecurity,
        querystring: adminUserQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await searchUsers(db, request.query);
      setPagingHeaders(request, reply, { ...request.query, total });
      return items;
    },
  );

  api.patch(
    '/api/admin/users/:id/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Grant or revoke the Certified Seller badge or the staff role; suspend (staff)',
        security: staffSecurity,
        params: idParamsSchema,
        body: adminUserPatchSchema,
        response: { 200: adminUserSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const { id } = request.params;
      // Staff cannot lock themselves out: another staff member has to do it.
      if (id === viewer.id && request.body.is_staff === false)
        throw validationError({ is_staff: ['You cannot revoke your own staff role.'] });
      if (id === viewer.id && request.body.is_suspended === true)
        throw validationError({ is_suspended: ['You cannot suspend your own account.'] });
      const user = await patchUser(db, { actorId: viewer.id, id, patch: request.body });
      if (!user) throw notFound('No user with this id.');
      return user;
    },
  );
}
