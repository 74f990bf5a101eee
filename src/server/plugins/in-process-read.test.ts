// The server's reads of its own API (the server renderer's) go without the headers that only
// protect a browser; any other request, whatever it claims, gets them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { IN_PROCESS_READ } from './in-process-read.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const read = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/gear-types/', headers });

it('answers an in-process read without the browser headers, the same body', async () => {
  const inside = await read(IN_PROCESS_READ);
  const outside = await read({});
  expect(inside.statusCode).toBe(200);
  expect(inside.body).toBe(outside.body);
  expect(inside.headers['content-security-policy']).toBeUndefined();
  expect(inside.headers['x-frame-options']).toBeUndefined();
  expect(outside.headers['content-security-policy']).toContain("default-src 'self'");
  expect(outside.headers['x-frame-options']).toBe('DENY');
});

it('gives a request that claims to be one without the secret every header', async () => {
  const [name] = Object.keys(IN_PROCESS_READ);
  for (const value of ['1', 'true', '']) {
    const res = await read({ [name!]: value });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  }
});
