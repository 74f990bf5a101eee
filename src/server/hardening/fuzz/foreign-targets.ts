// The fuzz's phase over a real socket (app.inject cannot send these): requests whose target is
// not a path (absolute-form on any scheme and host, `*`, a bare authority). Each must be a 400
// in the one error body with the security headers, and none may change the database.
import fc from 'fast-check';
import type { TestContext } from '#server/test/test-app.ts';
import { routesOf } from './routes.ts';
import { databaseDigest, violation } from './answer-checks.ts';
import { fixture, uploadSamples } from './fixture.ts';
import type { FuzzReport } from './runner.ts';
import { foreignTarget, sendRaw } from './targets.ts';

export async function runForeignTargets(t: TestContext, report: FuzzReport, count: number) {
  const routes = routesOf((await t.app.inject({ url: '/api/openapi.json' })).json());
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(address).port);
  const ctx = await fixture(t, await uploadSamples());
  const digest = await databaseDigest(t);
  const paths = routes.map((r) => r.path.replace(/\{[^}]+\}/g, () => ctx.ids[0]!));
  const arbitrary = fc.record({
    // No HEAD: an unreadable request line gets a body, as the server cannot know it was a HEAD.
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
    target: foreignTarget(paths),
    token: fc.constantFrom('', ...ctx.tokens),
  });
  const sample = fc.sample(arbitrary, { numRuns: count, seed: report.seed });
  for (const { method, target, token } of sample) {
    const answer = await sendRaw(port, {
      method,
      target,
      headers: token ? { authorization: token } : {},
    }).catch((error: unknown) => {
      throw new Error(`fuzz: ${method} ${target}\n→ ${String(error)}`);
    });
    report.requests++;
    report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
    const problem =
      answer.status !== 400
        ? `a ${answer.status}, not 400`
        : answer.headers['x-content-type-options'] !== 'nosniff'
          ? 'no security headers'
          : violation(answer.status, answer.body);
    if (problem)
      throw new Error(`fuzz: ${method} ${target}\n→ ${problem}: ${answer.body.slice(0, 500)}`);
  }
  if ((await databaseDigest(t)) !== digest)
    throw new Error('fuzz: a request target that is not a path changed the database');
}
