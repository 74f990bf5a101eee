// Runs hostile requests against the app in batches, each against a fresh fixture (fixture.ts).
// For every request: never a 5xx, every error has docs/api.md's body, and a rejected request
// leaves the database exactly as it was (answer-checks.ts).
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { TestContext } from '#server/test/test-app.ts';
import { databaseDigest, violation } from './answer-checks.ts';
import { fixture, uploadSamples } from './fixture.ts';
import { requestFor, type FuzzRequest } from './requests.ts';
import { routesOf } from './routes.ts';
import { headerViolation } from './targets.ts';

export type FuzzOptions = { requests: number; seconds: number; seed: number; batch?: number };
export type FuzzReport = { requests: number; statuses: Record<number, number>; seed: number };

/** The whole failing request, for replaying it by hand (the message shows only its start). */
export const FAILURE_FILE = join(tmpdir(), 'airgear-fuzz-failure.json');
const keepFailure = (r: FuzzRequest) =>
  writeFile(
    FAILURE_FILE,
    JSON.stringify({
      ...r,
      payload: r.payload === undefined ? undefined : Buffer.from(r.payload).toString('base64'),
    }),
  );

const describe = (r: FuzzRequest) =>
  `${r.method} ${r.url.slice(0, 300)} [${r.headers['content-type'] ?? ''}] ` +
  `${r.payload === undefined ? '' : String(r.payload).slice(0, 300)}`;

export async function runFuzz(t: TestContext, options: FuzzOptions): Promise<FuzzReport> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const routes = routesOf(doc);
  if (routes.length < 10) throw new Error(`only ${routes.length} routes in the OpenAPI document`);
  const samples = await uploadSamples();
  const report: FuzzReport = { requests: 0, statuses: {}, seed: options.seed };
  const deadline = Date.now() + options.seconds * 1000;
  const batch = options.batch ?? 400;
  for (let round = 0; report.requests < options.requests && Date.now() < deadline; round++) {
    const ctx = await fixture(t, samples);
    let digest = await databaseDigest(t);
    // On a loaded machine the fixture can use up the time left: fast-check given no time reports
    // an interrupted run with no counterexample as failed, which is not a finding.
    const remaining = deadline - Date.now();
    if (remaining <= 0) break;
    const arbitrary = fc.constantFrom(...routes).chain((route) => requestFor(route, ctx));
    const outcome = await fc.check(
      fc.asyncProperty(arbitrary, async (request) => {
        const response = await t.app.inject(request);
        report.requests++;
        report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
        const problem =
          violation(response.statusCode, response.body) ??
          headerViolation(request, response.headers);
        if (problem) {
          await keepFailure(request);
          throw new Error(`${describe(request)}\n→ ${problem}: ${response.body.slice(0, 500)}`);
        }
        const after = await databaseDigest(t);
        if (response.statusCode >= 400 && after !== digest)
          throw new Error(
            `${describe(request)}\n→ ${response.statusCode} but the database changed`,
          );
        digest = after;
      }),
      {
        seed: options.seed + round,
        numRuns: Math.min(batch, options.requests - report.requests),
        interruptAfterTimeLimit: remaining,
        endOnFailure: true,
      },
    );
    // fast-check's own report prints the whole (possibly megabyte) counterexample: ours is short.
    if (outcome.failed && !outcome.interrupted) {
      const cause = outcome.errorInstance instanceof Error ? outcome.errorInstance.message : '';
      throw new Error(
        `fuzz failed (seed ${outcome.seed}, path ${outcome.counterexamplePath}) after ` +
          `${report.requests} requests (the request is in ${FAILURE_FILE}):\n${cause.slice(0, 2000)}`,
      );
    }
  }
  return report;
}
