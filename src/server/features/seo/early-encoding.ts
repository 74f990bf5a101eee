// A rendered page's HTML leaves in parts: its head at once (the stylesheet, the scripts' preloads),
// the page once rendered. A compressor keeps what it is given until it has enough to emit, so
// through @fastify/compress a browser that accepts Brotli (every one) got nothing until the whole
// page was done: the head's early start was lost (a cold /gears: 100 ms to the first byte instead
// of 20). Here each part the page writes is compressed and flushed as it comes.
import type { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Encoding } from './page-cache.ts';

/** Brotli for HTML as @fastify/compress sets it: text mode, quality 4 (fast, and near 11 on HTML). */
export const BROTLI_TEXT = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/** `source` compressed, each of its writes flushed to the client when it is made. */
export function encodeEarly(source: Readable, encoding: Encoding): Readable {
  const encoder = encoding === 'br' ? createBrotliCompress(BROTLI_TEXT) : createGzip();
  // pipe() writes each chunk to the encoder from its own 'data' listener, registered first. A
  // client gone mid-page destroys the encoder; the page still renders to the end (and may be kept).
  source.pipe(encoder);
  source.on('data', () => {
    if (!encoder.destroyed) encoder.flush();
  });
  source.on('error', (error) => encoder.destroy(error));
  return encoder;
}
