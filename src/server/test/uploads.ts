// Test helpers for photo uploads: real images drawn with sharp, multipart bodies built by hand
// (what a browser sends), and a look at which files the photo store holds on disk.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TestContext } from './test-app.ts';

type Format = 'jpeg' | 'png' | 'webp';

/** A small picture whose colour comes from `seed`, so different seeds give different content keys. */
export async function makeImage(format: Format = 'jpeg', seed = 0, width = 640, height = 480) {
  const background = { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG whose header claims `width`×`height` with almost no pixel data: a tiny decompression bomb. */
export function hugePng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export type FilePart = { field?: string; filename?: string; contentType?: string; data: Buffer };

export function multipart(parts: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----airgear${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const part of parts) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'image'}"; ` +
      `filename="${part.filename ?? 'photo.jpg'}"\r\nContent-Type: ${part.contentType ?? 'image/jpeg'}\r\n\r\n`;
    chunks.push(Buffer.from(head), part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST gears/{id}/pictures/ with one file in `image` (or the given parts). */
export function upload(
  t: TestContext,
  gearId: string,
  auth: string | undefined,
  parts: FilePart[] | Buffer,
) {
  const body = multipart(Buffer.isBuffer(parts) ? [{ data: parts }] : parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/gears/${gearId}/pictures/`,
    headers: { ...body.headers, ...(auth ? { authorization: auth } : {}) },
    payload: body.payload,
  });
}

/** Every file under the media folder, relative paths, sorted. */
export async function mediaFiles(t: TestContext): Promise<string[]> {
  try {
    const entries = await readdir(t.config.mediaDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(t.config.mediaDir.length + 1))
      .sort();
  } catch {
    return [];
  }
}
