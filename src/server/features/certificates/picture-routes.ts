// Proof photos of a certificate: the gear photo pipeline (sniff, bound, re-encode, store), one
// file per request. Multipart is registered in this scope only, so no other route accepts it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificatePictureListSchema,
  certificatePictureSchema,
} from '#shared/contracts/certificates.ts';
import { idParamsSchema, idSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { processImage } from '#server/media/process-image.ts';
import {
  readImageUpload,
  registerImageMultipart,
  UPLOAD_BODY_LIMIT,
} from '#server/media/read-upload.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import { loginRequired } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { ownCertificate, visibleCertificatePictures } from './access.ts';
import {
  addRecordPicture,
  assertRoomForRecordPicture,
  deleteRecordPicture,
} from '#server/features/items/record-pictures-repository.ts';

const errors = errorResponses(400, 401, 403, 404);

export async function certificatePictureRoutes(app: FastifyInstance, { db, photos }: AppDeps) {
  await registerImageMultipart(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/certificates/:id/pictures/',
    {
      schema: {
        tags: ['certificates'],
        summary: "A certificate's photos (`image` is the large WebP variant)",
        params: idParamsSchema,
        response: { 200: certificatePictureListSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const pictures = await visibleCertificatePictures(db, request.params.id, request.viewer);
      return pictures.map((p) => ({ id: p.id, image: photos.url(p.key, 'large') }));
    },
  );

  api.post(
    '/api/certificates/:id/pictures/',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      preValidation: loginRequired,
      schema: {
        tags: ['certificates'],
        summary:
          'Add a photo to one of your certificates (multipart, one file in the field `image`)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          201: certificatePictureSchema,
          ...errors,
          ...errorResponses(413, 415),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Authorise before reading the file: strangers never make the server decode an image.
      await ownCertificate(db, request, id);
      await assertRoomForRecordPicture(db, id);
      const image = await processImage(await readImageUpload(request));
      const picture = await addRecordPicture(db, {
        photos,
        recordId: id,
        image,
        log: request.log,
      });
      return reply.status(201).send(picture);
    },
  );

  api.delete(
    '/api/certificates/:id/pictures/:pictureId/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['certificates'],
        summary: 'Delete a photo of one of your certificates',
        params: z.object({ id: idSchema, pictureId: idSchema }),
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, pictureId } = request.params;
      await ownCertificate(db, request, id);
      const key = await deleteRecordPicture(db, id, pictureId);
      if (key === null) throw notFound('No photo with this id on this certificate.');
      await releaseKeys(db, { photos, keys: [key], log: request.log });
      return reply.status(204).send(null);
    },
  );
}
