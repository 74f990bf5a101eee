// A rendered page names the app's scripts its route runs on its data block (the build's
// route-scripts.json), for the browser to request after the first paint
// (src/web/lib/ssr-payload.ts); only the build's own files, so that nothing else can be written
// into the attribute.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { throwAwayBuild } from '#server/test/seo.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

const RENDERER = `
export async function render({ url }) {
  if (url.startsWith('/certifiers')) throw new Error('This render fails.');
  return { payload: '{}', head: '', html: '<main>' + url + '</main>' };
}`;
const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8" /><title>x</title></head>' +
  '<body><div id="root"></div></body></html>';
const SCRIPTS = {
  '/gears': ['assets/router-1.js', 'assets/gear-list-page-2.js', 'assets/x.js" onload="alert(1)'],
  '/certifiers': ['assets/certifier-list-page-3.js'],
};

let t: TestContext;
let build: Awaited<ReturnType<typeof throwAwayBuild>>;
beforeAll(async () => {
  build = await throwAwayBuild(TEMPLATE, RENDERER);
  await mkdir(join(build.webDist, '.vite'));
  await writeFile(join(build.webDist, '.vite/route-scripts.json'), JSON.stringify(SCRIPTS));
  await writeFile(join(build.webDist, '.vite/route-preloads.json'), JSON.stringify(SCRIPTS));
  t = await createTestApp({ WEB_DIST: build.webDist });
});
afterAll(async () => {
  await t.close();
  await build.remove();
});

const dataBlock = (html: string) =>
  /<script type="application\/json" id="ssr-payload"[^>]*>/.exec(html)?.[0];

it('names the route’s script files on the data block, and nothing but files of the build', async () => {
  const res = await t.app.inject({ url: '/gears?page=2' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<main>/gears?page=2</main>');
  expect(dataBlock(res.body)).toBe(
    '<script type="application/json" id="ssr-payload" data-scripts="/assets/router-1.js /assets/gear-list-page-2.js">',
  );
  expect(res.body).not.toContain('onload');
  // Not as preloads in the head: the scripts wait for the first paint.
  expect(res.body).not.toContain('rel="modulepreload"');
});

it('names none on a page whose render failed: the browser renders it alone', async () => {
  const res = await t.app.inject({ url: '/certifiers' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<div id="root"></div>');
  expect(dataBlock(res.body)).toBeUndefined();
  expect(res.body).not.toContain('certifier-list-page-3.js');
});
