import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { gearWriteSchema } from '#shared/contracts/gear-write.ts';
import { gearSchema } from '#shared/contracts/gears.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { gearWriteAccess } from './access.ts';
import { isModeration } from './moderation.ts';
import { findGear } from './single-repository.ts';
import { createGear, deleteGear, updateGear } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

export async function gearWriteRoutes(app: FastifyInstance, { db, photos }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ownerOrStaff = gearWriteAccess(db, { staff: true });

  api.post(
    '/api/gears/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['gears'],
        summary: 'Create a listing (the caller is the seller)',
        security: tokenSecurity,
        body: gearWriteSchema,
        response: { 201: gearSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const id = await createGear(db, { viewer, input: request.body });
      const gear = await findGear(db, { store: photos, id, viewer });
      if (!gear) throw notFound('No gear with this id.');
      return reply.status(201).send(gear);
    },
  );

  api.put(
    '/api/gears/:id/',
    {
      preValidation: ownerOrStaff,
      schema: {
        tags: ['gears'],
        summary: 'Edit a listing (owner or staff)',
        security: tokenSecurity,
        params: idParamsSchema,
        body: gearWriteSchema,
        response: { 200: gearSchema, ...errors },
      },
    },
    async (request) => {
      const moderator = isModeration(request) ? requireUser(request).id : undefined;
      await updateGear(db, { id: request.params.id, input: request.body, moderatorId: moderator });
      const gear = await findGear(db, {
        store: photos,
        id: request.params.id,
        viewer: request.viewer,
      });
      if (!gear) throw notFound('No gear with this id.');
      return gear;
    },
  );

  api.delete(
    '/api/gears/:id/',
    {
      preValidation: ownerOrStaff,
      schema: {
        tags: ['gears'],
        summary: 'Delete a listing with its pictures and certificates (owner or staff)',
        security: tokenSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const moderator = isModeration(request) ? requireUser(request).id : undefined;
      await deleteGear(db, {
        photos,
        id: request.params.id,
        log: request.log,
        moderatorId: moderator,
      });
      return reply.status(204).send(null);
    },
  );
}
