// Runs hostile requests against the app in batches; each batch gets a fresh fixture (an owner
// with gears, pictures and a certificate, another user, a staff member) so deletes by the fuzzer
// do not leave later batches with nothing to aim at. For every request: never a 5xx, every error
// has docs/api.md's body, and a rejected request leaves the database exactly as it was.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { ERROR_CODES } from '#shared/errors.ts';
import { makeCertificate, loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { hugePng, makeImage, upload } from '#server/test/uploads.ts';
import type { UploadSamples } from './multipart.ts';
import { requestFor, type FuzzRequest } from './requests.ts';
import { routesOf } from './routes.ts';
import type { FuzzContext } from './schema-values.ts';
import { headerViolation } from './targets.ts';

export type FuzzOptions = { requests: number; seconds: number; seed: number; batch?: number };
export type FuzzReport = { requests: number; statuses: Record<number, number>; seed: number };

/** One md5 per table over every row, in one statement: any insert, update or delete shows. */
export async function databaseDigest(t: TestContext): Promise<string> {
  const tables = await t.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts = tables.rows.map(({ tablename }) => {
    const name = String(tablename).replaceAll('"', '""');
    // Less the listings' view counter: views are written in batches every few seconds
    // (gears/views-repository.ts), so a read's count may land during a later request.
    return `select '${name}' as t, coalesce(md5(string_agg(r, '|' order by r)), '') as d from (select (to_jsonb(x) - 'views')::text as r from "${name}" x) y`;
  });
  // Sorted: with enough tables PostgreSQL may run the union's branches in parallel, in any order.
  const result = await t.database.db.execute(
    sql.raw(`select * from (${parts.join(' union all ')}) u order by t`),
  );
  return result.rows.map((r) => `${r.t}:${r.d}`).join(',');
}

export async function fixture(t: TestContext, samples: UploadSamples): Promise<FuzzContext> {
  const db = t.database.db;
  const owner = await makeUser(db);
  const other = await makeUser(db);
  const staff = await makeUser(db, { is_staff: true });
  const ownerToken = await loginAs(db, owner.id);
  const gears = await Promise.all([1, 2, 3].map(() => makeGear(db, owner.id)));
  const uploaded = await upload(
    t,
    gears[0]!.id,
    ownerToken,
    await makeImage('jpeg', Date.now() % 997),
  );
  if (uploaded.statusCode !== 201) throw new Error(`fixture upload failed: ${uploaded.body}`);
  const certificate = await makeCertificate(db, gears[0]!.id, owner.id);
  const ids = await db.execute(sql`
    (select id::text from users order by random() limit 4)
    union all (select id::text from gear_pictures order by random() limit 3)
    union all (select id::text from gear_types limit 2)
    union all (select id::text from certifiers limit 2)`);
  return {
    ids: [
      owner.id,
      other.id,
      certificate.id,
      ...gears.map((g) => g.id),
      ...ids.rows.map((r) => String(r.id)),
    ],
    tokens: [ownerToken, ownerToken, await loginAs(db, other.id), await loginAs(db, staff.id)],
    certifiers: (await db.execute(sql`select id::text from certifiers`)).rows.map((r) =>
      String(r.id),
    ),
    samples,
  };
}

const ERROR_KEYS = new Set(['detail', 'code', 'errors']);

/** Why the answer breaks the contract, or undefined when it is fine. */
export function violation(status: number, body: string): string | undefined {
  if (status >= 500) return `a ${status}`;
  if (status < 400) return undefined;
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return 'an error body that is not JSON';
  }
  if (typeof json.detail !== 'string' || !ERROR_CODES.includes(json.code as never))
    return 'an error body without detail and a known code';
  if (Object.keys(json).some((k) => !ERROR_KEYS.has(k))) return 'extra keys in the error body';
  const errors = json.errors;
  if (errors !== undefined) {
    const ok =
      typeof errors === 'object' &&
      errors !== null &&
      Object.values(errors).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
    if (!ok) return 'an `errors` that is not {field: [message]}';
  }
  return undefined;
}

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

export const uploadSamples = async (): Promise<UploadSamples> => ({
  jpeg: await makeImage('jpeg', 1, 64, 48),
  png: await makeImage('png', 2, 64, 48),
  webp: await makeImage('webp', 3, 64, 48),
  bomb: hugePng(30_000, 30_000),
});

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
