// Staff create, edit and delete certifiers (docs/api.md: POST certifiers/, PUT/DELETE certifiers/{id}/).
// The role is checked before the body is read; every write is audited with its before/after.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certifierWriteSchema } from '#shared/contracts/catalogue-writes.ts';
import { certifierSchema } from '#shared/contracts/certificates.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { HttpError, notFound } from '#server/lib/http-error.ts';
import { requireStaff, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { createCertifier, deleteCertifier, updateCertifier } from './repository.ts';

const errors = errorResponses(400, 401, 403);
const noCertifier = () => notFound('No certifier with this id.');

export async function certifierWriteRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/certifiers/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['certifiers'],
        summary: 'Add a certifier (staff)',
        security: staffSecurity,
        body: certifierWriteSchema,
        response: { 201: certifierSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      return reply.status(201).send(await createCertifier(db, viewer.id, request.body));
    },
  );

  api.put(
    '/api/certifiers/:id/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['certifiers'],
        summary: 'Edit a certifier (staff)',
        security: staffSecurity,
        params: idParamsSchema,
        body: certifierWriteSchema,
        response: { 200: certifierSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const certifier = await updateCertifier(db, {
        actorId: viewer.id,
        id: request.params.id,
        input: request.body,
      });
      if (!certifier) throw noCertifier();
      return certifier;
    },
  );

  api.delete(
    '/api/certifiers/:id/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['certifiers'],
        summary: 'Delete a certifier that no certificate names (staff); 409 otherwise',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      const result = await deleteCertifier(db, viewer.id, request.params.id);
      if (result === 'missing') throw noCertifier();
      if (typeof result === 'object') {
        throw new HttpError(
          'conflict',
          `This certifier is named on ${result.usedBy} certificate${result.usedBy === 1 ? '' : 's'} and cannot be deleted.`,
        );
      }
      return reply.status(204).send(null);
    },
  );
}
