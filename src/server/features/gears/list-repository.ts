// SQL of a page of a list's listings (the search feature finds which, search/repository.ts): the
// page's rows, each with its seller, item status basis and certificate flag, and its pictures,
// price guide row and open notice counts as subselects (extras-repository.ts): ONE statement.
// Until session 19 a page read those three in statements of their own after its rows; each
// statement is a round trip, a socket write and a parse on both sides, which cost the server
// and PostgreSQL more than the subselects' 24 index probes each (bench/README.md, session 19).
import { inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Gear } from '#shared/contracts/gears.ts';
import type { Db } from '#server/db/client.ts';
import { gears } from '#server/db/schema.ts';
import { answersOf, selectWithExtras, type Shown } from './extras-repository.ts';

/**
 * The page's listings as the API answers them: by `ids`, in their order (ids with no row left
 * out), or by a query of the ids (search/page-repository.ts: plainPage), read in the rows'
 * statement and sorted by PostgreSQL in `order`.
 */
export async function gearsInOrder(
  db: Db,
  shown: Shown & ({ ids: string[]; order?: undefined } | { ids: SQLWrapper; order: SQL[] }),
): Promise<Gear[]> {
  const { ids, order } = shown;
  if (Array.isArray(ids) && ids.length === 0) return [];
  const query = selectWithExtras(db).where(inArray(gears.id, ids));
  const rows = order ? await query.orderBy(...order) : await query;
  if (!Array.isArray(ids)) return answersOf(db, rows, shown);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return answersOf(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
    shown,
  );
}
