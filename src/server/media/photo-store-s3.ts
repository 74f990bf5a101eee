// Photos in an S3-compatible bucket (S3_BUCKET, with S3_ENDPOINT and S3_REGION, credentials from
// the usual AWS environment variables), through the AWS SDK v3. The object names are the disk
// store's relative paths. URLs point at MEDIA_BASE_URL (a CDN or the bucket) when set; otherwise
// at /media/, which the server answers from the bucket (media-proxy.ts). Decision 014.
//
// A failed write throws: the upload's transaction then rolls back (no row), and its caller
// removes whatever object was written (features/pictures/service.ts, releaseKeys).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { relative, VARIANTS, type PhotoStore, type Variant } from './photo-store.ts';

export type S3Options = {
  bucket: string;
  endpoint?: string;
  region?: string;
  baseUrl?: string;
  /** For tests and S3-compatible servers without credentials in the environment. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type S3PhotoStore = PhotoStore & {
  /** An object's bytes as a stream, or undefined if it is not there. */
  get: (name: string) => Promise<Readable | undefined>;
  /** Writes one object under its name (restore puts a backup's files back with it). */
  write: (name: string, body: Buffer) => Promise<void>;
  /** Every object in the bucket, page by page (the orphan sweep and the backup read it). */
  objects: () => AsyncGenerator<{ name: string; modified: Date }>;
};

export function createS3PhotoStore(options: S3Options): S3PhotoStore {
  const client = new S3Client({
    region: options.region || 'us-east-1',
    ...(options.endpoint && { endpoint: options.endpoint, forcePathStyle: true }),
    ...(options.credentials && { credentials: options.credentials }),
    // Checksums only where the API requires them: S3-compatible servers differ in the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const put = (name: string, Body: Buffer) =>
    client.send(
      new PutObjectCommand({
        Bucket,
        Key: name,
        Body,
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  const remove = (name: string) => client.send(new DeleteObjectCommand({ Bucket, Key: name }));
  async function* objects() {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
      for (const object of page.Contents ?? [])
        if (object.Key) yield { name: object.Key, modified: object.LastModified ?? new Date(0) };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
  return {
    path: (key: string, variant: Variant) => relative(key, variant),
    url: (key, variant) =>
      options.baseUrl
        ? `${options.baseUrl}/${relative(key, variant)}`
        : `/media/${relative(key, variant)}`,
    put: async (image) => {
      await put(relative(image.key, 'large'), image.large);
      await put(relative(image.key, 'medium'), image.medium);
      await put(relative(image.key, 'thumb'), image.thumb);
    },
    remove: async (key) => {
      await Promise.all(VARIANTS.map((variant) => remove(relative(key, variant))));
    },
    write: async (name, body) => {
      await put(name, body);
    },
    objects,
    get: async (name) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return object.Body as Readable;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
  };
}
