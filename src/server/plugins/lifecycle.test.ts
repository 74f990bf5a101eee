// Rolling restarts: readiness versus liveness, and SIGTERM finishing the requests in flight.
import { spawn } from 'node:child_process';
import { connect as tcpConnect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedPort } from '#server/test/served-port.ts';
import { createTestApp, createTestDatabase, type TestContext } from '#server/test/test-app.ts';

describe('health checks', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is ready until it drains, while staying live and answering the original check', async () => {
    const get = async (url: string) => (await t.app.inject({ url })).statusCode;
    expect(await get('/api/health/ready/')).toBe(200);
    t.app.lifecycle.draining = true;
    const ready = await t.app.inject({ url: '/api/health/ready/' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: expect.any(String), code: 'service_unavailable' });
    expect(ready.headers.connection).toBe('close');
    expect(await get('/api/health/live/')).toBe(200);
    expect(await get('/api/health/')).toBe(200);
    t.app.lifecycle.draining = false;
  });

  it('is live but not ready while the database does not answer', async () => {
    const other = await createTestApp();
    await other.database.close();
    expect((await other.app.inject({ url: '/api/health/ready/' })).statusCode).toBe(503);
    expect((await other.app.inject({ url: '/api/health/live/' })).statusCode).toBe(200);
    await other.app.close();
  });
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airgear-drain-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function startServer(env: Record<string, string>) {
  const { url } = await createTestDatabase();
  // PORT=0: a free port from the system, which the server prints (servedPort).
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: url,
      DATA_DIR: dir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 300 && !output.includes('Serving on'); i++)
    await new Promise((r) => setTimeout(r, 100));
  const port = servedPort(output);
  expect(port).toBeGreaterThan(0);
  return { child, port, exited };
}

const BODY = JSON.stringify({ username: 'nobody-here', password: 'not the password' });

/** A login whose body is sent in two halves: in flight from the first byte to the answer. */
function halfSentLogin(port: number) {
  const socket: Socket = tcpConnect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (d) => (response += d));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  socket.write(
    `POST /api/token/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${BODY.length}\r\n\r\n${BODY.slice(0, 10)}`,
  );
  return { finish: () => socket.write(BODY.slice(10)), closed };
}

const refused = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health/live/`).then(
    () => false,
    () => true,
  );

describe('SIGTERM', { timeout: 60_000 }, () => {
  it('refuses new connections, finishes the request in flight, then exits 0', async () => {
    const server = await startServer({});
    const login = halfSentLogin(server.port);
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    expect(await refused(server.port)).toBe(true);
    login.finish();
    const response = await login.closed;
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(response.toLowerCase()).toContain('connection: close');
    expect(await server.exited).toBe(0);
  });

  it('cuts a request still running after SHUTDOWN_GRACE_MS and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '500' });
    const login = halfSentLogin(server.port);
    await new Promise((r) => setTimeout(r, 200));
    const sent = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(5000);
    expect(await login.closed).toBe('');
  });
});
