// Reporting a listing (docs/api.md, beyond): any logged-in user but its seller, once per gear; the
// report waits in the admin queue. Who may report is decided before the body is read, so a
// caller learns nothing from validation about a listing they cannot see.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, idSchema } from '#shared/contracts/common.ts';
import { reportSchema, reportWriteSchema } from '#shared/contracts/reports.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { HttpError, notFound, permissionDenied } from '#server/lib/http-error.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { canSeeGear } from '#server/policies/gear-visibility.ts';
import { findGearState } from '#server/features/gears/write-repository.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { insertReport } from './repository.ts';

const noGear = () => notFound('No gear with this id.');

/** 401 without a login, 404 for a gear the caller cannot see, 403 for their own listing. */
function reportAccess(db: Db) {
  return async (request: FastifyRequest) => {
    const viewer = requireUser(request);
    const id = idSchema.safeParse((request.params as { id?: unknown }).id);
    if (!id.success) throw noGear();
    const gear = await findGearState(db, id.data);
    if (!gear || !canSeeGear(gear, viewer)) throw noGear();
    if (gear.owner === viewer.id) throw permissionDenied('You cannot report your own listing.');
  };
}

export async function reportRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/gears/:id/reports/',
    {
      preValidation: reportAccess(db),
      schema: {
        tags: ['reports'],
        summary: 'Report a listing to the moderators (once per listing)',
        security: tokenSecurity,
        params: idParamsSchema,
        body: reportWriteSchema,
        response: {
          201: reportSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const report = await insertReport(db, {
        gearId: request.params.id,
        userId: viewer.id,
        input: request.body,
      });
      if (!report)
        throw new HttpError('already_reported', 'You have already reported this listing.');
      return reply.status(201).send(report);
    },
  );
}
