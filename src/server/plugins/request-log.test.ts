// One log line per request (request-log.ts), with what Fastify's two lines said between them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => lines.push(l) } });
});
afterAll(async () => t.close());

type Line = {
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
};
const parsed = () => lines.map((l) => JSON.parse(l) as Line);

it('logs each answered request once, with its method, URL, status and time', async () => {
  lines.length = 0;
  const ok = await t.app.inject({ url: '/api/health/live/' });
  const missing = await t.app.inject({ url: '/api/gears/00000000-0000-4000-8000-000000000000/' });
  expect([ok.statusCode, missing.statusCode]).toEqual([200, 404]);

  const requests = parsed().filter((l) => l.req !== undefined || l.msg === 'incoming request');
  expect(requests.map((l) => [l.msg, l.req?.method, l.req?.url, l.res?.statusCode])).toEqual([
    ['request completed', 'GET', '/api/health/live/', 200],
    ['request completed', 'GET', '/api/gears/00000000-0000-4000-8000-000000000000/', 404],
  ]);
  for (const line of requests) expect(line.responseTime).toBeGreaterThanOrEqual(0);
  expect(new Set(requests.map((l) => l.reqId)).size).toBe(2);
});

it('takes the request id a proxy sends', async () => {
  lines.length = 0;
  await t.app.inject({ url: '/api/health/live/', headers: { 'x-request-id': 'from-the-proxy' } });
  expect(parsed().find((l) => l.msg === 'request completed')?.reqId).toBe('from-the-proxy');
});
