// Security headers: the CSP of the app's pages and API, no framing, HSTS only over https.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let proxied: TestContext;
let web: string;

beforeAll(async () => {
  // A stand-in build: the real one is made after the unit tests in `npm test`.
  web = await mkdtemp(join(tmpdir(), 'airgear-web-'));
  await writeFile(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  await mkdir(join(web, '.vite'));
  await writeFile(join(web, '.vite/manifest.json'), '{"src/web/main.tsx":{}}');
  await writeFile(join(web, 'robots-extra.txt'), 'plain file');
  t = await createTestApp({ MEDIA_BASE_URL: 'https://cdn.airgear.example', WEB_DIST: web });
  proxied = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
  await rm(web, { recursive: true, force: true });
});

const directives = (header: string | string[] | number | undefined) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('an HTML page gets a CSP with no inline script and no framing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/about' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    // blob: previews of the photos chosen for upload (they showed as "?" without it).
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.airgear.example']);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('API answers are not cached (public catalogue reads revalidate) and carry the same policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gear-types/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache'); // with an ETag: plugins/etag.ts
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me/' });
    expect(me.statusCode).toBe(401);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual([
      "'none'",
    ]);
    const error = await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(error.statusCode).toBe(404);
    expect(error.headers['content-security-policy']).toBeDefined();
  });

  it('the docs UI gets its own policy: inline styles, still no inline script or framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('HSTS only over https: X-Forwarded-Proto counts only with TRUST_PROXY', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    const direct = await t.app.inject({ method: 'GET', url: '/api/health/', headers: forwarded });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await proxied.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: forwarded,
    });
    expect(viaProxy.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await proxied.app.inject({ method: 'GET', url: '/api/health/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('a path that is not valid percent-encoding is answered with the same headers', async () => {
    for (const url of ['/api/gears/%zz/', '/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
      expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual([
        "'none'",
      ]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it("the build's own records are not served, its files are", async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('main.tsx');
    const file = await t.app.inject({ method: 'GET', url: '/robots-extra.txt' });
    expect(file.statusCode).toBe(200);
  });

  it('a body that is not JSON to a JSON route is 415 unsupported_media_type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'content-type': 'text/plain' },
      payload: '{"username":"pilot"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'unsupported_media_type' });
  });

  it('the web entry page has no inline script (the CSP would block it)', async () => {
    const html = await readFile(new URL('../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
