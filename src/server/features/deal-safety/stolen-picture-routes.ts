// Photos of a stolen report, through the listing photos' pipeline: one file per request in
// `image`, checked by its content (processImage decodes it; a renamed non-image is refused) and
// stored in content-hashed variants with a thumbnail. In a scope of its own for multipart.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '#shared/contracts/common.ts';
import { stolenPictureSchema } from '#shared/contracts/stolen.ts';
import { errorBodySchema } from '#shared/errors.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { processImage } from '#server/media/process-image.ts';
import {
  readImageUpload,
  registerImageMultipart,
  UPLOAD_BODY_LIMIT,
} from '#server/media/read-upload.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import {
  addStolenPicture,
  assertRoomForStolenPicture,
  deleteStolenPicture,
} from './stolen-pictures-repository.ts';
import { reportForPictures } from './stolen-service.ts';

const tags = ['stolen'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

export async function stolenPictureRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, photos } = deps;
  await registerImageMultipart(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/stolen/:id/pictures/',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      preValidation: loginRequired,
      schema: {
        tags,
        summary: 'Add a photo to your stolen-gear report (multipart, one file in `image`)',
        consumes: ['multipart/form-data'],
        params: z.object({ id: idSchema }),
        response: {
          201: stolenPictureSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // Authorise before reading the file: strangers never make the server decode an image.
      const report = await reportForPictures(deps, requireUser(request), request.params.id);
      await assertRoomForStolenPicture(db, report.id);
      const image = await processImage(await readImageUpload(request));
      const picture = await addStolenPicture(db, {
        photos,
        reportId: report.id,
        image,
        log: request.log,
      });
      return reply.status(201).send(picture);
    },
  );

  api.delete(
    '/api/stolen/:id/pictures/:pictureId/',
    {
      preValidation: loginRequired,
      schema: {
        tags,
        summary: 'Delete a photo of your stolen-gear report',
        params: z.object({ id: idSchema, pictureId: idSchema }),
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const report = await reportForPictures(deps, requireUser(request), request.params.id);
      const key = await deleteStolenPicture(db, report.id, request.params.pictureId);
      if (key === null) throw notFound('No photo with this id on this report.');
      await releaseKeys(db, { photos, keys: [key], log: request.log });
      return reply.status(204).send(null);
    },
  );
}
