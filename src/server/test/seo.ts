// For the SEO tests: a minimal built index.html in a temp WEB_DIST (the test app has no build)
// and readers for what a crawler takes from the served HTML, without running any JavaScript.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from './test-app.ts';

export const SITE = 'https://airgear.example';

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Build default." />
    <title>Air Gear</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A throw-away build folder with a page template and a server renderer of the test's own (the
 * module `ssr.ts` imports from `dist/server`): `WEB_DIST` points the app at it.
 */
export async function throwAwayBuild(template: string, renderer: string) {
  const dir = await mkdtemp(join(tmpdir(), 'airgear-build-'));
  await mkdir(join(dir, 'web'));
  await mkdir(join(dir, 'server'));
  await writeFile(join(dir, 'web', 'index.html'), template);
  await writeFile(join(dir, 'server', 'entry-server.js'), renderer);
  return {
    webDist: join(dir, 'web'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * A test app over a build with no server renderer: every page is left to the browser. The build
 * folder has a parent of its own, where the server looks for the renderer (`../server`): in the
 * shared temp folder, any `server/entry-server.js` there would render these pages.
 */
export async function createSeoTestApp() {
  const root = await mkdtemp(join(tmpdir(), 'airgear-web-'));
  const webDist = join(root, 'web');
  await mkdir(webDist);
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  const t = await createTestApp({ WEB_DIST: webDist, SITE_URL: SITE });
  return {
    ...t,
    webDist,
    close: async () => {
      await t.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => decode(m[1]!));

export const head = (html: string) => ({
  lang: /<html lang="([^"]*)"/.exec(html)?.[1],
  titles: all(html, /<title>([^<]*)<\/title>/g),
  meta: (key: string) =>
    all(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g')),
  canonical: all(html, /<link rel="canonical" href="([^"]*)"/g),
  alternates: Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [
      m[1],
      decode(m[2]!),
    ]),
  ),
  // Script text is not entity-decoded by browsers, so it is parsed as it stands.
  jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  ),
});
