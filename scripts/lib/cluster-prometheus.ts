// The cluster test's Prometheus checks (scripts/cluster-test.ts, step 6): the metrics stay off
// the public port, every target (both instances, the worker) is up, and the queries an operator
// alerts on (docs/operations.md) answer for each process: the request rate per instance, the
// job queue's age everywhere, and the jobs the worker ran (listings created queue matching jobs).
import type { Prometheus } from './prometheus.ts';

type Checks = { check: (ok: boolean, what: string) => void; base: string };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks `promql` until every instance named answers (at most ~20 s: a restarted one rejoins). */
async function perInstance(prometheus: Prometheus, promql: string, instances: string[]) {
  let result: Awaited<ReturnType<Prometheus['query']>> = [];
  for (let i = 0; i < 40; i++) {
    result = await prometheus.query(promql);
    if (instances.every((name) => result.some((r) => r.metric.instance === name))) break;
    await sleep(500);
  }
  const values = new Map(result.map((r) => [r.metric.instance ?? '', r.value]));
  const text = instances.map((name) => `${name}=${values.get(name)?.toFixed(2) ?? 'none'}`);
  return { values, text: text.join(' ') };
}

export async function checkPrometheus(prometheus: Prometheus, { check, base }: Checks) {
  const through = await fetch(`${base}/metrics`);
  const body = await through.text();
  check(
    through.status === 404 && !body.includes('airgear_'),
    `the public port (nginx) does not serve the metrics (/metrics: ${through.status})`,
  );

  let targets: Awaited<ReturnType<Prometheus['targets']>> = [];
  for (let i = 0; i < 40; i++) {
    targets = await prometheus.targets();
    if (targets.length === 3 && targets.every((t) => t.health === 'up')) break;
    await sleep(500);
  }
  check(
    targets.length === 3 && targets.every((t) => t.health === 'up'),
    `Prometheus scrapes every target: ${targets.map((t) => `${t.instance} ${t.health}${t.lastError ? ` (${t.lastError})` : ''}`).join(', ')}`,
  );

  const rate = await perInstance(
    prometheus,
    'sum by (instance) (rate(airgear_http_requests_total{job="airgear"}[1m]))',
    ['a', 'b'],
  );
  check(
    ['a', 'b'].every((name) => (rate.values.get(name) ?? 0) > 0),
    `request rate per instance answers (requests/s: ${rate.text})`,
  );

  const age = await perInstance(
    prometheus,
    'max by (instance) (airgear_job_queue_oldest_age_seconds)',
    ['a', 'b', 'worker'],
  );
  check(
    ['a', 'b', 'worker'].every((name) => age.values.has(name)),
    `job queue age answers for each process (seconds: ${age.text})`,
  );

  const jobs = await perInstance(
    prometheus,
    'sum by (instance) (airgear_jobs_total{result="success"})',
    ['worker'],
  );
  check(
    (jobs.values.get('worker') ?? 0) > 0,
    `the worker's finished jobs are counted (${jobs.text})`,
  );
}
