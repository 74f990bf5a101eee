import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { certifierListSchema, certifierSchema } from '#shared/contracts/certificates.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { findCertifier, listCertifiers } from './repository.ts';
import { certifierWriteRoutes } from './write-routes.ts';

// Anyone reads certifiers; staff write them (write-routes.ts).
export async function certifierRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  await certifierWriteRoutes(app, deps);

  api.get(
    '/api/certifiers/',
    {
      schema: {
        tags: ['certifiers'],
        summary: 'Certifiers, by name',
        response: { 200: certifierListSchema },
      },
    },
    async () => listCertifiers(db),
  );

  api.get(
    '/api/certifiers/:id/',
    {
      schema: {
        tags: ['certifiers'],
        summary: 'One certifier with its contact details',
        params: idParamsSchema,
        response: { 200: certifierSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const certifier = await findCertifier(db, request.params.id);
      if (!certifier) throw notFound('No certifier with this id.');
      return certifier;
    },
  );
}
