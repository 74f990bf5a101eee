// Proof photos of a passport record, through the certificates' photo pipeline (a certificate is a
// record): one file per request, in a scope of its own for multipart.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '#shared/contracts/common.ts';
import { recordPictureSchema } from '#shared/contracts/item-records.ts';
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
  addRecordPicture,
  assertRoomForRecordPicture,
  deleteRecordPicture,
} from './record-pictures-repository.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { changeableRecord } from './access.ts';

const errors = errorResponses(400, 401, 403, 404);

export async function recordPictureRoutes(app: FastifyInstance, { db, photos }: AppDeps) {
  await registerImageMultipart(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/items/:id/records/:rid/pictures/',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'Add a proof photo to a record (multipart, one file in `image`)',
        consumes: ['multipart/form-data'],
        params: z.object({ id: idSchema, rid: idSchema }),
        response: {
          201: recordPictureSchema,
          ...errors,
          ...errorResponses(413, 415),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { id: itemId, rid } = request.params;
      // Authorise before reading the file: strangers never make the server decode an image.
      await changeableRecord(db, { itemId, recordId: rid, viewer });
      await assertRoomForRecordPicture(db, rid);
      const image = await processImage(await readImageUpload(request));
      const picture = await addRecordPicture(db, {
        photos,
        recordId: rid,
        image,
        log: request.log,
      });
      return reply.status(201).send({ ...picture, thumbnail: photos.url(image.key, 'thumb') });
    },
  );

  api.delete(
    '/api/items/:id/records/:rid/pictures/:pictureId/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'Delete a proof photo of a record',
        params: z.object({ id: idSchema, rid: idSchema, pictureId: idSchema }),
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { id: itemId, rid, pictureId } = request.params;
      await changeableRecord(db, { itemId, recordId: rid, viewer });
      const key = await deleteRecordPicture(db, rid, pictureId);
      if (key === null) throw notFound('No photo with this id on this record.');
      await releaseKeys(db, { photos, keys: [key], log: request.log });
      return reply.status(204).send(null);
    },
  );
}
