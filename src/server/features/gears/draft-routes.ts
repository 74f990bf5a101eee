// A listing's way to the lists (docs/api.md, beyond): a draft is published by its owner (the
// site's form does it at the end of the photo step); a listing is duplicated into a new draft.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { gearSchema } from '#shared/contracts/gears.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { gearWriteAccess, visibleGear } from './access.ts';
import { duplicateGear, publishGear } from './draft-service.ts';

const errors = errorResponses(401, 403, 404);

export async function gearDraftRoutes(app: FastifyInstance, { db, photos }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = gearWriteAccess(db, { staff: false });

  api.post(
    '/api/gears/:id/publish/',
    {
      preValidation: owner,
      schema: {
        tags: ['gears'],
        summary: 'Publish a draft: it is listed, matched and alerted from now on (owner)',
        security: tokenSecurity,
        params: idParamsSchema,
        response: { 200: gearSchema, ...errors },
      },
    },
    async (request) => {
      await publishGear(db, request.params.id);
      return visibleGear(db, { store: photos, id: request.params.id, viewer: request.viewer });
    },
  );

  api.post(
    '/api/gears/:id/duplicate/',
    {
      preValidation: owner,
      schema: {
        tags: ['gears'],
        summary: 'Copy a listing into a new draft, without its photos (owner)',
        security: tokenSecurity,
        params: idParamsSchema,
        response: { 201: gearSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const id = await duplicateGear(db, { id: request.params.id, ownerId: viewer.id });
      return reply.status(201).send(await visibleGear(db, { store: photos, id, viewer }));
    },
  );
}
