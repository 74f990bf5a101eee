import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '#shared/contracts/common.ts';
import { pictureOrderSchema, pictureSchema } from '#shared/contracts/gears.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { processImage } from '#server/media/process-image.ts';
import {
  readImageUpload,
  registerImageMultipart,
  UPLOAD_BODY_LIMIT,
} from '#server/media/read-upload.ts';
import { gearWriteAccess, visibleGear } from '#server/features/gears/access.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import {
  addPicture,
  assertRoomForPicture,
  deletePicture,
  listPictures,
  reorderPictures,
} from './service.ts';

const errors = errorResponses(400, 401, 403, 404);
const pictureListSchema = z.array(pictureSchema);

export async function pictureRoutes(app: FastifyInstance, { db, photos }: AppDeps) {
  // Multipart is parsed only in this plugin's scope; every other route keeps refusing it.
  await registerImageMultipart(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // docs/api.md: pictures are the owner's to change (staff moderate whole listings instead).
  const ownerOnly = gearWriteAccess(db, { staff: false });

  api.get(
    '/api/gears/:id/pictures/',
    {
      schema: {
        tags: ['pictures'],
        summary: "A listing's pictures, cover first",
        params: idParamsSchema,
        response: { 200: pictureListSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const gear = await visibleGear(db, {
        store: photos,
        id: request.params.id,
        viewer: request.viewer,
      });
      return gear.pictures;
    },
  );

  api.post(
    '/api/gears/:id/pictures/',
    {
      // The JSON limit is 1 MB; a photo may be 10 MB plus the multipart framing.
      bodyLimit: UPLOAD_BODY_LIMIT,
      preValidation: ownerOnly,
      schema: {
        tags: ['pictures'],
        summary: 'Add a picture (multipart/form-data, one JPEG, PNG or WebP file in `image`)',
        security: tokenSecurity,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: pictureSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request);
      await assertRoomForPicture(db, request.params.id);
      const image = await processImage(upload);
      const picture = await addPicture(db, {
        photos,
        gearId: request.params.id,
        image,
        log: request.log,
      });
      return reply.status(201).send(picture);
    },
  );

  api.delete(
    '/api/gears/:id/pictures/:picture_id/',
    {
      preValidation: ownerOnly,
      schema: {
        tags: ['pictures'],
        summary: 'Delete a picture (its files go when no other row uses them)',
        security: tokenSecurity,
        params: z.object({ id: idSchema, picture_id: idSchema }),
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await deletePicture(db, {
        photos,
        gearId: request.params.id,
        pictureId: request.params.picture_id,
        log: request.log,
      });
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/api/gears/:id/pictures/order/',
    {
      preValidation: ownerOnly,
      schema: {
        tags: ['pictures'],
        summary: 'Reorder the pictures; the first is the cover',
        security: tokenSecurity,
        params: idParamsSchema,
        body: pictureOrderSchema,
        response: { 200: pictureListSchema, ...errors },
      },
    },
    async (request) => {
      await reorderPictures(db, request.params.id, request.body.picture_ids);
      return listPictures(db, photos, request.params.id);
    },
  );
}
