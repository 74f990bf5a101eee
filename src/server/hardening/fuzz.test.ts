// The bounded fuzz run of `npm test` (2 500 requests, at most 45 s): hostile requests for every
// route of the OpenAPI document, one in five with its path's letters percent-encoded (`/%61pi/…`,
// whose answer must carry the API's headers), then request targets that are not a path
// (absolute-form, `*`) over a real socket, each a 400 in the one error body. `npm run fuzz` runs
// the same with ≥ 10 000 requests (FUZZ_REQUESTS, FUZZ_SECONDS, FUZZ_SEED override the bounds; a
// failure prints its seed to replay it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { runForeignTargets } from './fuzz/foreign-targets.ts';
import { runFuzz } from './fuzz/runner.ts';

const requests = Number(process.env.FUZZ_REQUESTS ?? 2500);
const seconds = Number(process.env.FUZZ_SECONDS ?? 45);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let t: TestContext;
beforeAll(async () => {
  // A 5xx logs its stack, so a failure shows where it broke.
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(async () => t.close());

describe('fuzzing every route', () => {
  it(
    'hostile input never gets a 5xx, always the error body, and a refusal changes nothing',
    async () => {
      const report = await runFuzz(t, { requests, seconds, seed });
      // Targets that are not a path, over a socket: one for every 20 requests, at least 50.
      const foreign = report.requests;
      await runForeignTargets(t, report, Math.max(50, Math.floor(requests / 20)));
      expect(report.requests - foreign).toBeGreaterThanOrEqual(50);
      console.log(
        `fuzz: ${report.requests} requests (seed ${seed}); statuses ${JSON.stringify(report.statuses)}`,
      );
      expect(report.requests).toBeGreaterThan(Math.min(requests, 200));
      // The generators reach past validation: some requests succeed, most are refused.
      expect(Object.keys(report.statuses).some((s) => Number(s) < 300)).toBe(true);
      expect(report.statuses[400]).toBeGreaterThan(0);
      expect(report.statuses[404]).toBeGreaterThan(0);
    },
    (seconds + 120) * 1000,
  );
});
