// One suite, two stores: the disk folder (the default) and an S3 bucket on a real S3 REST API
// server (s3rver, started here). A photo written is readable under its URL's name, removed is
// gone, and a write that fails throws (so the upload's row is never committed).
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, S3_TEST_CREDENTIALS } from '#server/test/s3-server.ts';
import { createDiskPhotoStore, relative, type PhotoStore } from './photo-store.ts';
import { createS3PhotoStore } from './photo-store-s3.ts';
import type { ProcessedImage } from './process-image.ts';

const image = (key: string): ProcessedImage => ({
  key,
  large: Buffer.from(`large ${key}`),
  medium: Buffer.from(`medium ${key}`),
  thumb: Buffer.from(`thumb ${key}`),
  width: 10,
  height: 10,
});

const toBuffer = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

type Backend = {
  store: PhotoStore;
  read: (name: string) => Promise<Buffer | undefined>;
  /** The same store, made to fail every write. */
  broken: () => Promise<PhotoStore>;
};

const backends: Record<string, () => Promise<Backend & { close: () => Promise<void> }>> = {
  disk: async () => {
    const dir = await mkdtemp(join(tmpdir(), 'airgear-store-'));
    return {
      store: createDiskPhotoStore(dir),
      read: (name) => readFile(join(dir, name)).catch(() => undefined),
      broken: async () => {
        const file = join(dir, 'not-a-folder');
        await writeFile(file, '');
        return createDiskPhotoStore(file);
      },
      close: () => rm(dir, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const server = await startS3Server('photos');
    const options = { endpoint: server.endpoint, credentials: S3_TEST_CREDENTIALS };
    const store = createS3PhotoStore({ ...options, bucket: 'photos' });
    return {
      store,
      read: async (name) => {
        const body = await store.get(name);
        return body && toBuffer(body);
      },
      broken: async () => createS3PhotoStore({ ...options, bucket: 'no-such-bucket' }),
      close: server.close,
    };
  },
};

for (const [name, start] of Object.entries(backends)) {
  describe(`photo store: ${name}`, () => {
    let backend: Awaited<ReturnType<typeof start>>;
    beforeAll(async () => {
      backend = await start();
    });
    afterAll(async () => backend.close());

    it('keeps every variant under the names of their URLs, and removes them', async () => {
      const key = 'ab12cd34';
      await backend.store.put(image(key));
      for (const variant of ['large', 'medium', 'thumb'] as const) {
        const url = backend.store.url(key, variant);
        expect(url).toBe(`/media/${relative(key, variant)}`);
        expect((await backend.read(relative(key, variant)))?.toString()).toBe(`${variant} ${key}`);
      }
      await backend.store.remove(key);
      for (const variant of ['large', 'medium', 'thumb'] as const)
        expect(await backend.read(relative(key, variant))).toBeUndefined();
      // Removing what is not there is not an error.
      await backend.store.remove(key);
    });

    it('throws when a write fails', async () => {
      const broken = await backend.broken();
      await expect(broken.put(image('ef56ab78'))).rejects.toThrow();
    });
  });
}
