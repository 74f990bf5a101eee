import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateListSchema,
  certificateSchema,
  certificateWriteSchema,
  type CertificateWrite,
} from '#shared/contracts/certificates.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { notFound, permissionDenied, validationError } from '#server/lib/http-error.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import {
  CHANGED_HANDS,
  ownCertificate,
  ownGearForCertificate,
  visibleCertificates,
} from './access.ts';
import { certificatePictureRoutes } from './picture-routes.ts';
import { certifierExists } from '#server/features/certifiers/repository.ts';
import { refreshAirworthiness } from '#server/features/items/airworthiness.ts';
import { deleteCertificate, insertCertificate, updateCertificate } from './repository.ts';

const errors = errorResponses(400, 401, 403, 404);

/**
 * A certificate is a check record of the gear's item: after each write the item's stored status
 * and airworthy date are computed again, as the passport's own record routes do (else the card
 * reads the records the slow way and the airworthy filter an old date until the nightly refresh).
 */
const refreshItem = (db: Db, item: string) => refreshAirworthiness(db, [item]);

async function checkCertifier(db: Db, body: CertificateWrite) {
  if (!(await certifierExists(db, body.certifier))) {
    throw validationError({ certifier: ['No certifier with this id.'] });
  }
}

export async function certificateRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, photos } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/gears/:id/certificates/',
    {
      schema: {
        tags: ['certificates'],
        summary: "A gear's certificates, the most recent check first",
        params: idParamsSchema,
        response: { 200: certificateListSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      return visibleCertificates(db, request.params.id, request.viewer);
    },
  );

  api.post(
    '/api/gears/:id/certificates/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['certificates'],
        summary:
          'Attach a certificate to one of your gears (`gear` and `user` in the body are ignored)',
        params: idParamsSchema,
        body: certificateWriteSchema,
        response: { 201: certificateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      await ownGearForCertificate(db, request.params.id, viewer);
      await checkCertifier(db, request.body);
      const made = await insertCertificate(db, {
        gearId: request.params.id,
        userId: viewer.id,
        body: request.body,
      });
      // It passed on between the check above and the write.
      if (!made) throw permissionDenied(CHANGED_HANDS);
      const { certificate, item } = made;
      await refreshItem(db, item);
      return reply.status(201).send(certificate);
    },
  );

  api.put(
    '/api/certificates/:id/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['certificates'],
        summary: 'Edit one of your certificates',
        params: idParamsSchema,
        body: certificateWriteSchema,
        response: { 200: certificateSchema, ...errors },
      },
    },
    async (request) => {
      const { item } = await ownCertificate(db, request, request.params.id);
      await checkCertifier(db, request.body);
      const certificate = await updateCertificate(db, request.params.id, request.body);
      // Deleted between the check and the update.
      if (!certificate) throw notFound('No certificate with this id.');
      await refreshItem(db, item);
      return certificate;
    },
  );

  api.delete(
    '/api/certificates/:id/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['certificates'],
        summary: 'Delete one of your certificates with its photos',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const { item } = await ownCertificate(db, request, request.params.id);
      const keys = await deleteCertificate(db, request.params.id);
      await refreshItem(db, item);
      await releaseKeys(db, { photos, keys, log: request.log });
      return reply.status(204).send(null);
    },
  );

  await app.register(certificatePictureRoutes, deps);
}
