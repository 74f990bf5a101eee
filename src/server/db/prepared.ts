// Statements a hot read builds once per database handle and then only executes: drizzle's
// `.prepare(name)` with `sql.placeholder(...)` for the values. Building a select (walking its
// columns, joins and conditions into SQL text) cost a listing's page about a sixth of its CPU
// (bench/README.md, session 18), every request again for the same text. A named statement is
// also parsed once per connection by PostgreSQL: later runs send only its values.
// Only for lookups whose plan does not depend on the value (a key, a few keys): PostgreSQL may
// switch a named statement to a generic plan after five runs.
import type { Db, Tx } from './client.ts';

/** `build(db)` once per handle (the app's, each test's own), then the same prepared statement. */
export function preparedOn<T, D extends Db | Tx = Db>(build: (db: D) => T): (db: D) => T {
  const built = new WeakMap<D, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
