// A rendered page's head reaches a browser that accepts Brotli or gzip before the page has
// rendered (early-encoding.ts), over real HTTP, on a renderer held until the test lets it finish.
import http from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { throwAwayBuild } from '#server/test/seo.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

const RENDERER = `
export async function render() {
  await new Promise((resolve) => (globalThis.releaseEarlyRender = resolve));
  return { payload: '{}', head: '', html: '<main>' + 'The rendered page. '.repeat(400) + '</main>' };
}`;
const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8" /><title>Air Gear</title>' +
  '<link rel="stylesheet" href="/assets/app.css" /></head><body><div id="root"></div></body></html>';
const release = () => (globalThis as { releaseEarlyRender?: () => void }).releaseEarlyRender?.();

let t: TestContext;
let build: Awaited<ReturnType<typeof throwAwayBuild>>;
let port: number;
beforeAll(async () => {
  build = await throwAwayBuild(TEMPLATE, RENDERER);
  t = await createTestApp({ NODE_ENV: 'production', WEB_DIST: build.webDist });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  release();
  await t.close();
  await build.remove();
});

for (const encoding of ['br', 'gzip'] as const) {
  it(`sends the head in ${encoding} before the page has rendered, then the whole page`, async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        { port, path: `/gears?e=${encoding}`, headers: { 'accept-encoding': encoding } },
        resolve,
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('Accept-Encoding');
    const decoder = encoding === 'br' ? createBrotliDecompress() : createGunzip();
    response.pipe(decoder);
    let text = '';
    decoder.on('data', (chunk: Buffer) => (text += chunk.toString()));
    // Still held: what arrived is the head, decoded.
    await expect
      .poll(() => text, { timeout: 10_000 })
      .toContain('<title>All gears · Air Gear</title>');
    expect(text).toContain('/assets/app.css');
    expect(text).not.toContain('The rendered page.');
    release();
    await new Promise((resolve) => decoder.on('end', resolve));
    expect(text).toContain('The rendered page. The rendered page.');
    expect(text.trimEnd().endsWith('</html>')).toBe(true);
  });
}

it('renders to the end for a client that left after the head, and serves the next one', async () => {
  const path = '/gears?e=gone';
  const request = http.get({ port, path, headers: { 'accept-encoding': 'br' } });
  const response = await new Promise<http.IncomingMessage>((resolve) =>
    request.on('response', resolve),
  );
  await new Promise((resolve) => response.once('data', resolve));
  request.destroy();
  // A render this request starts (if the first was not kept) is let go too.
  const letGo = setInterval(release, 50);
  try {
    const again = await fetch(`http://127.0.0.1:${port}${path}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('The rendered page. The rendered page.');
  } finally {
    clearInterval(letGo);
  }
});
