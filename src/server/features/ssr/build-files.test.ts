// The build's files are sent in the Brotli or gzip copy the build made beside them
// (scripts/lib/precompress-plugin.ts), never compressed again per request.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeoTestApp } from '#server/test/seo.ts';
import { precompressFile } from '../../../../scripts/lib/precompress-plugin.ts';

let t: Awaited<ReturnType<typeof createSeoTestApp>>;
beforeAll(async () => {
  t = await createSeoTestApp();
  await mkdir(join(t.webDist, 'assets'), { recursive: true });
});
afterAll(async () => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

// Large enough to be compressed; a line that varies so that it is not all one repetition.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i * 7};`).join('\n');

describe('precompressed files of the build', () => {
  it('sends the Brotli copy to a browser that takes it, else gzip, else the file itself', async () => {
    const path = join(t.webDist, 'assets', 'chunk-pre.js');
    await writeFile(path, SCRIPT);
    await precompressFile(path);
    expect(brotliDecompressSync(await readFile(`${path}.br`)).toString()).toBe(SCRIPT);
    // A copy unlike what the server would make on the fly (Brotli quality 1, not 4): the answer
    // is the copy itself, byte for byte.
    const copy = brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    await writeFile(`${path}.br`, copy);

    const br = await get('/assets/chunk-pre.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.equals(copy)).toBe(true);

    const gz = await get('/assets/chunk-pre.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/chunk-pre.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('makes no copies of a small file, which is still sent whole', async () => {
    const path = join(t.webDist, 'assets', 'tiny-pre.js');
    await writeFile(path, 'export const a = 1;');
    await precompressFile(path);
    await expect(stat(`${path}.br`)).rejects.toThrow(/ENOENT/);
    await expect(stat(`${path}.gz`)).rejects.toThrow(/ENOENT/);
    const res = await get('/assets/tiny-pre.js', 'br');
    expect(res.statusCode).toBe(200);
    const body =
      res.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(res.rawPayload)
        : res.rawPayload;
    expect(body.toString()).toBe('export const a = 1;');
  });
});
