// Staff create and edit gear types (docs/api.md: POST gear-types/, PUT gear-types/{id}/). There is no
// delete: listings reference their type, and a category page's address is its slug.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gearTypeCreateSchema, gearTypeUpdateSchema } from '#shared/contracts/catalogue-writes.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { gearTypeSchema } from '#shared/contracts/gear-types.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { requireStaff, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { createGearType, updateGearType } from './service.ts';

const errors = errorResponses(400, 401, 403);

export async function gearTypeWriteRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/gear-types/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['gear types'],
        summary: 'Add a gear type with its extra properties (staff)',
        security: staffSecurity,
        body: gearTypeCreateSchema,
        response: { 201: gearTypeSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      return reply.status(201).send(await createGearType(db, viewer.id, request.body));
    },
  );

  api.put(
    '/api/gear-types/:id/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['gear types'],
        summary: 'Edit a gear type: name, description, extra properties (staff)',
        description:
          'The slug is fixed. A property sent with `renamed_from` takes the stored values of ' +
          'the property it replaces; removed properties keep their stored values; a type that ' +
          'stored values could not be read as is refused (400).',
        security: staffSecurity,
        params: idParamsSchema,
        body: gearTypeUpdateSchema,
        response: { 200: gearTypeSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const type = await updateGearType(db, {
        actorId: viewer.id,
        id: request.params.id,
        input: request.body,
      });
      if (!type) throw notFound('No gear type with this id.');
      return type;
    },
  );
}
