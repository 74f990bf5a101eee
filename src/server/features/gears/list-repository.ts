// SQL of a page of a list's listings (the search feature finds which, search/repository.ts): the
// page's rows, each with its seller, item status basis and certificate flag, and its pictures,
// price guide row and open notice counts as subselects (extras-repository.ts): ONE statement,
// which may carry the reference rates too. Until session 19 a page read those three in
// statements of their own after its rows (and the rates in one more beside them when its total
// was remembered); each statement is a round trip, a socket write and a parse on both sides,
// which cost the server and PostgreSQL more than the subselects' index probes (bench/README.md,
// session 19).
import { inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Gear } from '#shared/contracts/gears.ts';
import type { Rates } from '#shared/contracts/rates.ts';
import type { Db } from '#server/db/client.ts';
import { gears } from '#server/db/schema.ts';
import { ratesOf } from '#server/features/rates/repository.ts';
import {
  answersOf,
  selectWithExtras,
  selectWithExtrasAndRates,
  type RowWithExtras,
  type Shown,
} from './extras-repository.ts';

type Page = { items: Gear[]; rates?: Rates };
type ByIds = { ids: string[]; order?: undefined };
/** A page's ids as a query of them (search/page-repository.ts: plainPage) in `order`. */
type ByQuery = { ids: SQLWrapper; order: SQL[] };

/**
 * The page's listings as the API answers them: by `ids`, in their order (ids with no row left
 * out), or by a query of the ids, read in the rows' statement and sorted by PostgreSQL in
 * `order`. `withRates`: the reference rates in the same statement (none without a row).
 */
export async function gearsInOrder(
  db: Db,
  shown: Shown & (ByIds | ByQuery) & { withRates?: boolean },
): Promise<Page> {
  const { ids, order = [], withRates } = shown;
  if (Array.isArray(ids) && ids.length === 0) return { items: [] };
  const where = inArray(gears.id, ids);
  let rows: RowWithExtras[];
  let rates: Rates | undefined;
  if (withRates) {
    const read = await selectWithExtrasAndRates(db)
      .where(where)
      .orderBy(...order);
    if (read[0]) rates = ratesOf(read[0].rates);
    // The rates are the statement's, not part of a listing's answer.
    rows = read.map(({ rates: _, ...row }) => row);
  } else
    rows = await selectWithExtras(db)
      .where(where)
      .orderBy(...order);
  if (Array.isArray(ids)) {
    const byId = new Map(rows.map((row) => [row.id, row]));
    rows = ids.flatMap((id) => byId.get(id) ?? []);
  }
  return { items: await answersOf(db, rows, shown), ...(rates && { rates }) };
}
