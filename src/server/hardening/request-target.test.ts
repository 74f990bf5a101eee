// Outside review, third round, finding 1: the router decodes `/%61pi/…` to `/api/…` and takes an
// absolute-form target as its path, while the limits, the login, the security headers and the
// cache coherence tested the raw URL. Every hook now reads plugins/request-target.ts.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let prod: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
  prod = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await t.close();
  await prod.close();
});

const resetFrom = (ip: string, url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: { email: 'nobody@example.com' },
    remoteAddress: ip,
  });

describe('percent-encoded API paths', () => {
  it('count towards the password-reset limit of /api/', async () => {
    const ip = '192.0.2.140';
    for (let i = 0; i < 5; i++)
      expect((await resetFrom(ip, '/%61pi/password-reset/')).statusCode).toBe(202);
    expect((await resetFrom(ip, '/%61pi/password-reset/')).statusCode).toBe(429);
    expect((await resetFrom(ip, '/api/password-reset/')).statusCode).toBe(429);
  });

  it('count towards the login limit per IP', async () => {
    const ip = '192.0.2.141';
    const login = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: { username: 'nobody_here', password: 'wrong password' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await login('/a%70i/token/')).statusCode).toBe(401);
    expect((await login('/a%70i/token/')).statusCode).toBe(429);
    expect((await login('/api/token/')).statusCode).toBe(429);
  });

  it('are read with the caller’s login and answered no-store', async () => {
    const user = await makeUser(t.database.db);
    const res = await t.app.inject({
      url: '/%61pi/users/me/',
      headers: { authorization: await loginAs(t.database.db, user.id) },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: string }).id).toBe(user.id);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an unknown one is the API’s JSON 404, not a page', async () => {
    const res = await t.app.inject({ url: '/%61pi/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('a write through one clears the cached lists', async () => {
    const seller = await makeUser(prod.database.db);
    const list = async () =>
      ((await prod.app.inject({ url: '/api/gears/?page_size=50' })).json() as { id: string }[]).map(
        (g) => g.id,
      );
    await list();
    // Not through the API: the cached list does not know it.
    const quiet = await makeGear(prod.database.db, seller.id);
    expect(await list()).not.toContain(quiet.id);
    const created = await prod.app.inject({
      method: 'POST',
      url: '/%61pi/gears/',
      headers: { authorization: await loginAs(prod.database.db, seller.id) },
      payload: wingBody(),
    });
    expect(created.statusCode).toBe(201);
    expect(await list()).toContain(quiet.id);
  });
});

/** One raw request over a socket: app.inject cannot send an absolute-form target. */
function rawRequest(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('request targets that are not a path', () => {
  it('absolute-form and asterisk-form are a 400 in the one error body, with the headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    for (const line of [
      'GET http://localhost/api/users/me/ HTTP/1.1',
      'POST http://localhost/api/password-reset/ HTTP/1.1',
      'OPTIONS * HTTP/1.1',
      // Not even a request the parser reads: the same body and headers (client-errors.ts).
      'GET localhost:80 HTTP/1.1',
      'GET HTTP:///api/users/me/ HTTP/1.1',
    ]) {
      const answer = await rawRequest(port, line);
      const [head = '', body] = answer.split('\r\n\r\n', 2);
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(head.toLowerCase()).toContain('cache-control: no-store');
      expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(JSON.parse(body ?? '')).toEqual({
        detail: expect.stringMatching(/^The request (target must be a path|could not be read)\.$/),
        code: 'validation_error',
      });
    }
  });
});
