// `npm run cluster-test [-- --short]`: the scale-out promises of docs/deployment.md on real parts.
// One PostgreSQL (embedded, as an external server), an S3 REST API server (s3rver, decision 014)
// for the photos, two instances of the production server on them, nginx in front
// (scripts/cluster/nginx.conf). Checks: a listing written through A is read through B at once;
// a photo uploaded through A is served by B; the login limit is shared; SIGTERM-restarting each
// instance in turn under a steady load fails no request; kill -9 of one instance under writes
// loses no acknowledged write. The instances queue jobs (WORKER=off) and a separate
// `npm run worker` runs them; a real Prometheus (scripts/cluster/prometheus.yml) scrapes the
// instances' and the worker's metrics listeners: every target must be up, and the request rate
// and the job queue's age must answer for each. Exits 1 on any failure.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { makeImage } from '../src/server/test/uploads.ts';
import { startS3Server, S3_TEST_CREDENTIALS } from '../src/server/test/s3-server.ts';
import { call, createAccount, gearBody } from './lib/api-client.ts';
import {
  ensureNginx,
  startInstance,
  startJobWorker,
  startNginx,
  type Instance,
} from './lib/cluster.ts';
import { startLoad } from './lib/cluster-load.ts';
import { ensurePrometheus, startPrometheus } from './lib/prometheus.ts';
import { checkPrometheus } from './lib/cluster-prometheus.ts';

const { values } = parseArgs({ options: { short: { type: 'boolean', default: false } } });
const say = (m: string) => console.log(`[cluster-test] ${m}`);
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
async function serverVersion(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  await client.end();
  return rows[0]!.server_version;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dir = await mkdtemp(join(tmpdir(), 'airgear-cluster-'));
const nginxBinary = ensureNginx(say);
const prometheusBinary = ensurePrometheus(say);
// Its cluster goes in dir/postgres (the folder is made reachable for the postgres user).
const postgres = await startEmbeddedPostgres(dir);
const [pa, pb, proxyPort] = [await freePort(), await freePort(), await freePort()];
// Metrics listeners: the instances', the worker's, and Prometheus' own port.
const [ma, mb, mw, promPort] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
const s3 = await startS3Server('airgear-photos');
const env = {
  DATABASE_URL: postgres.url,
  S3_BUCKET: 'airgear-photos',
  S3_ENDPOINT: s3.endpoint,
  AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  RATE_LIMITS: 'on',
  // nginx is one hop; the load generator plays an outer proxy naming its clients.
  TRUST_PROXY: '2',
  SEED_DEMO: '0',
  // The instances only queue jobs: the worker below runs them.
  WORKER: 'off',
};
// Each instance its own data folder: nothing is shared but the database and the bucket.
const instances: Instance[] = [];
let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
let worker: Awaited<ReturnType<typeof startJobWorker>> | undefined;
let prometheus: Awaited<ReturnType<typeof startPrometheus>> | undefined;
try {
  // One after the other: the first one runs the migrations.
  instances.push(await startInstance(pa, { ...env, METRICS_PORT: String(ma) }, join(dir, 'a')));
  instances.push(await startInstance(pb, { ...env, METRICS_PORT: String(mb) }, join(dir, 'b')));
  const [a, b] = instances as [Instance, Instance];
  worker = await startJobWorker({ ...env, METRICS_PORT: String(mw) }, join(dir, 'w'));
  proxy = await startNginx(nginxBinary, join(dir, 'nginx'), { port: proxyPort, a: pa, b: pb });
  prometheus = await startPrometheus(prometheusBinary, join(dir, 'prometheus'), {
    port: promPort,
    a: ma,
    b: mb,
    worker: mw,
  });
  const via = (port: number) => `http://127.0.0.1:${port}`;
  const base = via(proxyPort);
  say(
    `PostgreSQL ${await serverVersion(postgres.url)}, S3 at ${s3.endpoint}, instances on ` +
      `${pa} and ${pb} (metrics ${ma}, ${mb}), worker (metrics ${mw}), nginx on ${proxyPort}, ` +
      `Prometheus on ${promPort}`,
  );

  // 1. Written through A, read through B at once (B's cached list included).
  const seller = await createAccount(via(pa));
  await call(via(pb), '/api/gears/?page_size=24');
  const created = await call(via(pa), '/api/gears/', {
    method: 'POST',
    token: seller.token,
    body: gearBody(1),
  });
  const gearId = (created.json as { id: string }).id;
  const detail = await call(via(pb), `/api/gears/${gearId}/`);
  const list = await call(via(pb), '/api/gears/?page_size=24');
  check(
    created.status === 201 &&
      detail.status === 200 &&
      (list.json as { id: string }[]).some((g) => g.id === gearId),
    'a listing created through A is read through B at once (detail and cached list)',
  );

  // 2. A photo uploaded through A is served through B.
  const upload = await call(via(pa), `/api/gears/${gearId}/pictures/`, {
    method: 'POST',
    token: seller.token,
    upload: await makeImage('jpeg', 1, 800, 600),
  });
  const link = (upload.json as { link?: string }).link ?? '';
  const photo = await fetch(new URL(link, via(pb)));
  check(
    upload.status === 201 && photo.status === 200 && (await photo.arrayBuffer()).byteLength > 0,
    'a photo uploaded through A (to the bucket) is served through B',
  );

  // 3. The login limit (10 per 15 min per IP and account) holds over both, through nginx.
  const tries: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await call(base, '/api/token/', {
      method: 'POST',
      body: { username: seller.username, password: 'wrong password' },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    tries.push(res.status);
  }
  check(
    tries.slice(0, 10).every((s) => s === 401) && tries[10] === 429,
    `the 11th failed login spread over both instances is refused (${tries.join(' ')})`,
  );

  // 4. Rolling restart under a steady, bounded load: no request fails.
  const writers = await Promise.all([1, 2].map(() => createAccount(base)));
  const load = startLoad(base, writers, { readers: 4, pauseMs: 20, gearId });
  await sleep(values.short ? 1000 : 3000);
  for (const instance of [a, b]) {
    const code = await instance.terminate();
    check(code === 0, `instance ${instance.port} exits 0 on SIGTERM under load`);
    await instance.restart();
    await sleep(values.short ? 2500 : 4000);
  }
  const rolled = await load.stop();
  check(
    rolled.failures.length === 0 && rolled.requests > 50,
    `rolling restart: ${rolled.requests} requests, ${rolled.failures.length} failed` +
      (rolled.failures.length ? ` (${[...new Set(rolled.failures)].slice(0, 5).join('; ')})` : ''),
  );

  // 5. kill -9 of one instance under writes: every acknowledged write is there.
  const writes = startLoad(base, writers, { readers: 0, pauseMs: 10, gearId });
  await sleep(values.short ? 1000 : 3000);
  b.server.child.kill('SIGKILL');
  await sleep(values.short ? 1500 : 3000);
  const written = await writes.stop();
  await b.restart();
  const missing: string[] = [];
  for (const id of written.acknowledged) {
    const res = await call(via(pb), `/api/gears/${id}/`);
    if (res.status !== 200) missing.push(id);
  }
  check(
    written.acknowledged.length > 0 && missing.length === 0,
    `kill -9 under writes: ${written.acknowledged.length} acknowledged, ${missing.length} missing`,
  );

  // 6. Prometheus: every target up; request rate and job queue age answer for each instance.
  await checkPrometheus(prometheus, { check, base });
} catch (error) {
  failures.push((error as Error).message);
  say(`FAIL ${(error as Error).stack ?? error}`);
} finally {
  if (failures.length > 0) {
    const log = await readFile(join(dir, 'nginx', 'error.log'), 'utf8').catch(() => '');
    say(`nginx error.log (end):\n${log.split('\n').slice(-15).join('\n')}`);
  }
  await prometheus?.stop();
  await proxy?.stop();
  await worker?.stop();
  await Promise.all(instances.map((i) => i.server.stop().catch(() => {})));
  await postgres.stop();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
}
say(failures.length === 0 ? 'all checks passed' : `${failures.length} check(s) failed`);
process.exit(failures.length === 0 ? 0 : 1);
