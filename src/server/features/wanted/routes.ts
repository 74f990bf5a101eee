// Wanted items (docs/api.md, beyond): POST wanted/ (login), GET wanted/ (public, paged, open items;
// `user=` one's own id for one's own of any status), DELETE wanted/{id}/ (the owner).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import {
  wantedItemSchema,
  wantedListQuerySchema,
  wantedListSchema,
  wantedWriteSchema,
} from '#shared/contracts/wanted.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound, permissionDenied, validationError } from '#server/lib/http-error.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { findGearType } from '#server/features/gear-types/repository.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { deleteWanted, insertWanted, listWanted, wantedOwner } from './repository.ts';

const errors = errorResponses(400, 401);

export async function wantedRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/wanted/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['wanted'],
        summary: 'Say what gear you are looking for and the most you would pay',
        security: tokenSecurity,
        body: wantedWriteSchema,
        response: { 201: wantedItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      if (!(await findGearType(db, request.body.gear_type)))
        throw validationError({ gear_type: ['Unknown gear type.'] });
      return reply.status(201).send(await insertWanted(db, viewer.id, request.body));
    },
  );

  api.get(
    '/api/wanted/',
    {
      schema: {
        tags: ['wanted'],
        summary: 'Open wanted items, newest first (paged); user= your id for your own',
        querystring: wantedListQuerySchema,
        response: { 200: wantedListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listWanted(db, request.query, request.viewer);
      setPagingHeaders(request, reply, { ...request.query, total });
      return items;
    },
  );

  api.delete(
    '/api/wanted/:id/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['wanted'],
        summary: 'Delete one of your wanted items',
        security: tokenSecurity,
        params: idParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const owner = await wantedOwner(db, request.params.id);
      if (!owner) throw notFound('No wanted item with this id.');
      if (owner !== viewer.id) throw permissionDenied();
      await deleteWanted(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
