// What every fuzzed answer is held to: never a 5xx, an error has docs/api.md's body (detail, a
// known code, `errors` as {field: [message]}), and a rejected request leaves the database exactly
// as it was (compared by one digest of every table).
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/errors.ts';
import type { TestContext } from '#server/test/test-app.ts';

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
