// GET /media/... answered from the S3 bucket when photos live there and no MEDIA_BASE_URL (a CDN
// or the bucket itself) serves them: the same URLs and caching as the disk folder's static files.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '#server/lib/http-error.ts';
import type { PhotoStore } from './photo-store.ts';
import type { S3PhotoStore } from './photo-store-s3.ts';

// The names the stores write: two hex characters, then the key and its variant.
const NAME = /^[0-9a-f]{2}\/[0-9a-f]+-(large|medium|thumb)\.webp$/;

export async function mediaProxy(app: FastifyInstance, { photos }: { photos: S3PhotoStore }) {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const body = NAME.test(name) ? await photos.get(name) : undefined;
    if (!body) throw new HttpError('not_found', 'Not found.');
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}

export const servesItself = (photos: PhotoStore): photos is S3PhotoStore => 'get' in photos;
