// Test helpers: a fresh database per test file (cloned from the migrated template), the real
// app on it, and small helpers to make users and log them in through the API. No worker runs:
// a test calls drainJobs() to run the queued jobs (mail, wanted matching) when it wants them.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Config } from '#server/app-deps.ts';
import { loadConfig } from '#server/config.ts';
import { connect, type Database } from '#server/db/client.ts';
import { drainJobs } from '#server/jobs/runner.ts';
import { createMailer, type Mailer } from '#server/mail/mailer.ts';
import { createDiskPhotoStore, type PhotoStore } from '#server/media/photo-store.ts';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  photos: PhotoStore;
  /** Runs every due job now (e.g. the mail a request queued), then returns. */
  drainJobs: () => Promise<void>;
  close: () => Promise<void>;
};

export async function createTestDatabase(): Promise<{ url: string; name: string }> {
  const server = inject('pgServerUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE airgear_template`);
  await admin.end();
  return { url: `${server}/${name}`, name };
}

/**
 * `overrides.mailer` swaps the outbox mailer, e.g. for one whose send fails; `overrides.logStream`
 * receives the log lines (with a LOG_LEVEL other than silent in `env`); `overrides.databaseUrl`
 * runs this app on another one's database (two instances of a cluster); `overrides.photos`
 * swaps the photo store (e.g. an S3 one).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: {
    mailer?: Mailer;
    logStream?: { write: (line: string) => void };
    databaseUrl?: string;
    photos?: PhotoStore;
  } = {},
): Promise<TestContext> {
  const url = overrides.databaseUrl ?? (await createTestDatabase()).url;
  const dataDir = await mkdtemp(join(tmpdir(), 'airgear-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = connect(url, 4);
  const photos = overrides.photos ?? createDiskPhotoStore(config.mediaDir);
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir });
  const app = await buildApp({
    config,
    db: database.db,
    photos,
    mailer,
    logStream: overrides.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    photos,
    drainJobs: () => drainJobs({ db: database.db, mailer, config }, database.pool),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
