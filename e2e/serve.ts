// The server the journeys run against: the real built app, a throw-away data folder, demo data.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from './admin-account.ts';
import { e2eDataDirFile } from './job-queue.ts';
import { e2eOutboxDir } from './outbox.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'airgear-e2e-'));
// The journeys' staff account (e2e/admin-account.ts). create-admin prepares the fresh folder the
// way the server's start would (migrations, demo data), adds the account and stops, so the
// server can take the folder next.
execFileSync(
  process.execPath,
  ['scripts/create-admin.ts', '--username', E2E_ADMIN.username, '--email', E2E_ADMIN.email],
  {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_ADMIN.password },
  },
);
// Mail goes to a folder the journeys can find from the port (e2e/outbox.ts), emptied per run.
const outboxDir = e2eOutboxDir(process.env.PORT);
rmSync(outboxDir, { recursive: true, force: true });
// The data folder's path, for the journeys that reach the job queue (e2e/job-queue.ts).
const dataDirFile = e2eDataDirFile(process.env.PORT);
writeFileSync(dataDirFile, dataDir);
const server = spawn(process.execPath, ['src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    OUTBOX_DIR: outboxDir,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outboxDir, { recursive: true, force: true });
  rmSync(dataDirFile, { force: true });
  process.exit(code ?? 0);
});
