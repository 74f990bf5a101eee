// A database outage under a running server: health and API calls answer 503 at once (no request
// hangs), and when PostgreSQL comes back on the same port the server recovers by itself.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { connect, runMigrations, type Database } from '#server/db/client.ts';
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from '#server/db/embedded.ts';
import { seedReferenceData } from '#server/db/seed/seed.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { createDiskPhotoStore } from '#server/media/photo-store.ts';

let dir: string;
let port: number;
let pg: EmbeddedPostgres | undefined;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airgear-outage-'));
  port = await freePort();
  pg = await startEmbeddedPostgres(dir, undefined, { port });
  database = connect(pg.url, 4);
  await runMigrations(database.db);
  await seedReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: join(dir, 'app'),
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    WEB_DIST: join(dir, 'no-web-build'),
  });
  const photos = createDiskPhotoStore(config.mediaDir);
  const mailer = createMailer({
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    smtpUrl: undefined,
  });
  app = await buildApp({ config, db: database.db, photos, mailer });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await pg?.stop();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

async function timed(url: string, method: 'GET' | 'POST' = 'GET', payload?: object) {
  const started = Date.now();
  const response = await app.inject({ method, url, payload });
  return { response, ms: Date.now() - started };
}

describe('database outage', () => {
  it('answers 503 quickly while PostgreSQL is down and recovers without a restart', async () => {
    expect((await timed('/api/health/')).response.statusCode).toBe(200);
    expect((await timed('/api/gears/')).response.statusCode).toBe(200);

    await pg!.stop();
    pg = undefined;

    const health = await timed('/api/health/');
    expect(health.response.statusCode).toBe(503);
    expect(health.response.json()).toMatchObject({ code: 'service_unavailable' });
    expect(health.ms).toBeLessThan(3000);

    for (const [url, method, payload] of [
      ['/api/gears/', 'GET'],
      ['/api/gear-types/', 'GET'],
      ['/api/token/', 'POST', { username: 'nobody', password: 'whatever-long' }],
    ] as const) {
      const { response, ms } = await timed(url, method, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(503);
      expect(response.json()).toEqual({
        detail: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'service_unavailable',
      });
      expect(response.headers['retry-after']).toBe('5');
      expect(ms, `${method} ${url} took ${ms} ms`).toBeLessThan(3000);
    }

    // Many requests at once while down: each fails fast, none waits for a pooled client.
    const burst = await Promise.all(Array.from({ length: 20 }, () => timed('/api/gears/')));
    expect(burst.map((b) => b.response.statusCode)).toEqual(Array(20).fill(503));
    expect(Math.max(...burst.map((b) => b.ms))).toBeLessThan(5000);

    pg = await startEmbeddedPostgres(dir, undefined, { port });
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await timed('/api/health/')).response.statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    const gears = await timed('/api/gears/');
    expect(gears.response.statusCode).toBe(200);
    expect(Array.isArray(gears.response.json())).toBe(true);
  }, 120_000);
});
