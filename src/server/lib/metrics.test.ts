// The metrics (metrics.ts): served on their own listener only, labelled by route template, and
// moving with what the server does; the text passes promtool's lint when promtool is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import type { WorkerEvents } from 'graphile-worker';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { countJobAttempts, watchJobQueue } from '#server/jobs/queue-metrics.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';

let t: TestContext;
let server: MetricsServer;
const MISSING = '/api/gears/00000000-0000-4000-8000-000000000000/';

beforeAll(async () => {
  t = await createTestApp({ METRICS_PORT: '0' });
  server = await startMetricsServer({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** The value of one series, or undefined when the text has no such line. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

it('is off unless METRICS_PORT is set, and listens on localhost by default', () => {
  expect(loadConfig({}).metrics).toBeUndefined();
  expect(loadConfig({ METRICS_PORT: '9190' }).metrics).toEqual({ port: 9190, host: '127.0.0.1' });
});

it("answers only on the metrics port: the site's /metrics is the API's 404", async () => {
  const site = await t.app.inject({ url: '/metrics' });
  expect(site.statusCode).toBe(404);
  expect(site.body).not.toContain('airgear_');
  const other = await fetch(`http://127.0.0.1:${server.port}/api/gears/`);
  expect(other.status).toBe(404);
  expect(await scrape()).toContain('# TYPE airgear_http_requests_total counter');
});

it('counts requests by route template and status class, never by the URL asked', async () => {
  const series =
    'airgear_http_requests_total{method="GET",route="/api/gears/:id/",status_class="4xx"}';
  const before = valueOf(await scrape(), series) ?? 0;
  for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: MISSING })).statusCode).toBe(404);
  await t.app.inject({ url: '/no/such/api/file.json?x=1' });
  const text = await scrape();
  expect(valueOf(text, series)).toBe(before + 3);
  expect(
    valueOf(
      text,
      'airgear_http_request_duration_seconds_count{method="GET",route="/api/gears/:id/",status_class="4xx"}',
    ),
  ).toBeGreaterThanOrEqual(3);
  expect(text).not.toContain('00000000-0000-4000-8000');
  expect(text).not.toContain('file.json');
});

it('counts response cache hits and misses of anonymous list reads (production)', async () => {
  const prod = await createTestApp({ METRICS_PORT: '0', NODE_ENV: 'production' });
  try {
    const series = (result: string) => `airgear_response_cache_lookups_total{result="${result}"}`;
    const before = await scrape();
    for (let i = 0; i < 3; i++)
      expect((await prod.app.inject({ url: '/api/gears/?page_size=7' })).statusCode).toBe(200);
    const after = await scrape();
    expect(valueOf(after, series('miss'))).toBe((valueOf(before, series('miss')) ?? 0) + 1);
    expect(valueOf(after, series('hit'))).toBe((valueOf(before, series('hit')) ?? 0) + 2);
  } finally {
    await prod.close();
  }
});

it('reports the job queue from its tables and counts mails and job attempts', async () => {
  watchJobQueue(t.database.pool);
  await t.database.pool.query(
    `select graphile_worker.add_job('send_mail', '{}', run_at := now() - interval '2 minutes')`,
  );
  await t.database.pool.query(
    `select graphile_worker.add_job('match_wanted', '{}', max_attempts := 1)`,
  );
  await t.database.pool.query(
    `update graphile_worker._private_jobs set attempts = 1, last_error = 'boom'
     where task_id = (select id from graphile_worker._private_tasks where identifier = 'match_wanted')`,
  );
  const sentBefore = valueOf(await scrape(), 'airgear_mails_total{result="sent"}') ?? 0;
  const mailer = (await import('#server/mail/mailer.ts')).createMailer({
    smtpUrl: undefined,
    from: 'a@example.com',
    outboxDir: t.config.outboxDir,
  });
  await mailer.send({ to: 'b@example.com', subject: 's', text: 't', html: '<p>t</p>' });
  const events = new EventEmitter() as WorkerEvents;
  countJobAttempts(events);
  events.emit('job:error', { job: { task_identifier: 'send_mail' } } as never);

  // Wait out the one-second snapshot the queue's gauges share.
  await new Promise((r) => setTimeout(r, 1100));
  const text = await scrape();
  expect(valueOf(text, 'airgear_mails_total{result="sent"}')).toBeGreaterThan(sentBefore);
  expect(valueOf(text, 'airgear_jobs_total{task="send_mail",result="error"}')).toBeGreaterThan(0);
  expect(valueOf(text, 'airgear_job_queue_failed_jobs{task="match_wanted",state="dead"}')).toBe(1);
  // The dead job is not due (no attempt left): only the send_mail job waits, for 2 minutes.
  expect(valueOf(text, 'airgear_job_queue_depth')).toBe(1);
  expect(valueOf(text, 'airgear_job_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(119);
});

const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => existsSync(p));

// CI installs Debian's prometheus package (.ci/run); elsewhere the check runs where it is found.
it.skipIf(!promtool && !process.env.CI)('passes promtool check metrics', async () => {
  const text = await scrape();
  const lint = spawnSync(promtool ?? 'promtool', ['check', 'metrics'], { input: text });
  expect(`${lint.stdout}${lint.stderr}`).toBe('');
  expect(lint.status).toBe(0);
});
