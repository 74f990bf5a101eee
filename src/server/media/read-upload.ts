// The one way an upload route reads its photo: a multipart body with exactly one file in the
// field `image` (docs/api.md). Shared by gear and certificate pictures so both answer alike.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '#shared/constants.ts';
import { HttpError, validationError } from '#server/lib/http-error.ts';

/**
 * Route bodyLimit for uploads: the photo limit plus room for the multipart framing, so a
 * 10 MB photo is judged by processImage (413 with a clear message), not cut off earlier.
 */
export const UPLOAD_BODY_LIMIT = PHOTO_MAX_BYTES + 512 * 1024;

/** Register inside the upload routes' own plugin scope: other routes keep refusing multipart. */
export async function registerImageMultipart(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
}

const notMultipart = () =>
  new HttpError(
    'unsupported_media_type',
    'Send the photo as multipart/form-data in the field "image".',
  );

/** The bytes of the single `image` file; 400 naming `image` when it is missing or doubled. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notMultipart();
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // A file under another name still has to be read off the wire before the next part.
      const data = await part.toBuffer();
      if (part.fieldname === 'image') image = data;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw validationError({ image: ['Send one photo per request.'] });
    }
    throw error;
  }
  if (!image || image.length === 0) throw validationError({ image: ['This field is required.'] });
  return image;
}
