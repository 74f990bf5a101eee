// Vitest global setup: one real PostgreSQL server for the whole run (in a temporary folder),
// with a migrated template database (the job queue's schema too) that every test file clones (CREATE DATABASE … TEMPLATE),
// so files never see each other's data.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '#server/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '#server/db/embedded.ts';
import { seedReferenceData } from '#server/db/seed/seed.ts';
import { installJobQueue } from '#server/jobs/queue.ts';

export const TEMPLATE_DB = 'airgear_template';

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'airgear-test-'));
  const pg = await startEmbeddedPostgres(dir);
  const server = pg.url.replace(/\/airgear$/, '');
  await ensureDatabase(`${server}/postgres`, TEMPLATE_DB);
  const template = connect(`${server}/${TEMPLATE_DB}`, 1);
  await runMigrations(template.db);
  await installJobQueue(template.pool);
  await seedReferenceData(template.db);
  // Which server the run is on (npm run test:pg15 runs it on another one: POSTGRES_BIN_DIR).
  const { rows } = await template.pool.query<{ server_version: string }>('show server_version');
  if (process.env.POSTGRES_BIN_DIR) console.log(`PostgreSQL ${rows[0]!.server_version}`);
  await template.close();
  project.provide('pgServerUrl', server);
  return async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}
