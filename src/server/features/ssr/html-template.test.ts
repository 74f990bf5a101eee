// Every page keeps the build's module preloads (the entry's static imports, which it cannot run
// without: the preload only saves a round trip). A server-rendered page reads before its
// scripts run, so it names no preloads of its route's scripts or of its translations (they would
// take a phone's bandwidth from the stylesheet and the first photo); a page the browser renders
// itself has them, because nothing shows until its scripts have run.
import { describe, expect, it } from 'vitest';
import { parseTemplate } from './html-template.ts';
import { preloadLinks } from './route-preloads.ts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Air Gear</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
    <link rel="modulepreload" crossorigin href="/assets/query-client-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;
const table = { '/gears': ['assets/gear-list-page-4.js'] };
const request = { pathname: '/gears', lang: 'fr' };

describe('the HTML of a page', () => {
  it('keeps the build’s module preloads for a page the browser renders', () => {
    const html = parseTemplate(built).render('fr', '<title>T</title>', '');
    expect(html).toContain('/assets/framework-1.js');
    expect(html).toContain('/assets/query-client-2.js');
    expect(preloadLinks(table, request)).toContain('/assets/gear-list-page-4.js');
  });

  it('preloads no route script on a server-rendered page but keeps the entry’s imports', () => {
    const html = parseTemplate(built).render('fr', '<title>T</title>', '');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-1.js">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toMatch(/<html lang="fr">/);
    const links = preloadLinks(table, { ...request, rendered: true });
    expect(links).not.toContain('modulepreload');
    expect(links).not.toContain('translation.json');
  });
});
