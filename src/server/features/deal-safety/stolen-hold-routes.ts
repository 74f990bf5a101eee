// Staff's side of stolen-gear holds (docs/api.md "Deal safely (beyond)"): the open holds with
// their report, item and listings, and releasing one when the match is wrong. Staff only: the
// reporter is told of a hold but cannot lift it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { stolenHoldListSchema, stolenHoldSchema } from '#shared/contracts/stolen-holds.ts';
import { errorBodySchema } from '#shared/errors.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { requireUser, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { openHolds, releaseHold } from './stolen-holds.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

export async function stolenHoldRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/stolen-holds/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Items (and their listings) held by a published stolen report (staff)',
        security: staffSecurity,
        response: { 200: stolenHoldListSchema, ...errors },
      },
    },
    async () => openHolds(deps.db),
  );

  api.post(
    '/api/admin/stolen-holds/:id/release/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Release a hold: the match was wrong (staff, audited)',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: stolenHoldSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => releaseHold(deps, requireUser(request), request.params.id),
  );
}
