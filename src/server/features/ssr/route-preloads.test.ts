// A page's HTML names the lazy route chunk and the translations it needs, so the browser fetches
// them with the entry; no table (an older build) still serves the page.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeoTestApp } from '#server/test/seo.ts';
import { webRouteKey } from './route-preloads.ts';

let t: Awaited<ReturnType<typeof createSeoTestApp>>;
beforeAll(async () => {
  t = await createSeoTestApp();
});
afterAll(async () => t.close());

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('webRouteKey', () => {
  it('names the web router route a path lands on', () => {
    expect(webRouteKey('/')).toBe('/');
    expect(webRouteKey('/itemdetails/42')).toBe('/itemdetails/:id');
    expect(webRouteKey('/About-us')).toBe('/about-us');
    expect(webRouteKey('/admin/users')).toBe('/admin/*');
    expect(webRouteKey('/wing')).toBe('/:category');
    expect(webRouteKey('/no/such/page')).toBe('/*');
  });
});

describe('preloads in the HTML', () => {
  it('lists the route’s chunks and the page language’s translations', async () => {
    await mkdir(join(t.webDist, '.vite'), { recursive: true });
    await writeFile(
      join(t.webDist, '.vite/route-preloads.json'),
      JSON.stringify({
        '/': ['assets/home-page-1.js', 'assets/gear-card-2.js'],
        '/itemdetails/:id': ['assets/gear-detail-3.js'],
      }),
    );
    const home = await t.app.inject({ url: '/?lng=pt' });
    expect(home.statusCode).toBe(200);
    expect(modulePreloads(home.body)).toEqual(['/assets/home-page-1.js', '/assets/gear-card-2.js']);
    // After the build's entry script and stylesheet, which must not queue behind them.
    const at = (text: string) => home.body.indexOf(text);
    expect(at('home-page-1.js')).toBeGreaterThan(at('/assets/index-abc.js'));
    expect(at('home-page-1.js')).toBeLessThan(at('</head>'));
    // The API reads are the page's loaders', which the router starts: no hand-kept list here.
    expect(fetchPreloads(home.body)).toEqual(['/locales/pt/translation.json']);

    const terms = await t.app.inject({ url: '/terms-and-conditions' });
    expect(modulePreloads(terms.body)).toEqual([]);
    expect(fetchPreloads(terms.body)).toEqual(['/locales/en/translation.json']);
  });

  it('serves the page without chunk preloads when the build wrote no table', async () => {
    await rm(join(t.webDist, '.vite'), { recursive: true, force: true });
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(modulePreloads(res.body)).toEqual([]);
    expect(fetchPreloads(res.body)[0]).toBe('/locales/en/translation.json');
  });
});
