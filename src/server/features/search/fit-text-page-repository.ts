// Best fit with free text or a substring filter, without sorting every text match. The ranges
// holding the weight are read best first as in fit-page-repository.ts, but the text can only be
// checked on a listing's row, so each range is searched within a window: its newest `window`
// listings that pass the indexed filters (read off gears_public_fit_range_idx alone), whose rows
// are read in order until the range has given the page's worth of matches.
//
// The answer is that of sorting every match, or none. A range's listings beyond its window are
// older than its window's last one (its "edge"), so they sort after the edge: every match found
// before the first edge met, in the order of the page, is in its place. If the page fills before
// an edge, it is settled; otherwise the caller sorts the matches (repository.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rankedRanges } from './fit-page-repository.ts';
import type { PageRequest } from './page-repository.ts';

/** At most this many listings of each range are read for a page of best fit with text. */
export const FIT_TEXT_WINDOW = 1000;

export type FitTextPageRequest = {
  /** The filters the fit index holds, visibility included (checked before a row is read). */
  indexed: SQL | undefined;
  /** Free text, substrings and the other filters on the listing's row or its seller. */
  text: SQL;
  weight: number;
  gearType?: string;
  joinSeller: boolean;
  limit: number;
  offset: number;
  window?: number;
};

type Row = { id: string; hit: boolean; edge: boolean };

/** The page's ids in best-fit order, or null when the windows do not settle it. */
export async function fitTextPageIds(db: Db, r: FitTextPageRequest): Promise<string[] | null> {
  const window = r.window ?? FIT_TEXT_WINDOW;
  const end = r.offset + r.limit;
  if (end >= window) return null;
  const seller = r.joinSeller ? sql`join users on users.id = gears.user_id` : sql``;
  const hit = sql`coalesce(${r.text}, false)`;
  // Each range gives its matches in order and, when its window is full, the window's last
  // listing (the edge): at most end + 1 rows, as the statement does.
  const result = await db.execute<Row>(sql`
    with recursive ${rankedRanges(r)}
    select fit_rows.id, fit_rows.hit, fit_rows.edge from fit_ranked
    cross join lateral (
      select gears.id, w.created_at, ${hit} as hit, w.n = ${window} as edge
      from (
        select gears.id, gears.created_at,
          row_number() over (order by gears.created_at desc, gears.id desc) as n
        from gears
        where gears.gear_type_id = fit_ranked.gear_type_id
          and gears.fit_min = fit_ranked.lo and gears.fit_max = fit_ranked.hi
          and ${r.indexed ?? sql`true`}
        order by gears.created_at desc, gears.id desc
        limit ${window}
      ) w
      join gears on gears.id = w.id ${seller}
      where ${hit} or w.n = ${window}
      -- The window's own order (not n), so the rows are read in it and no further than needed.
      order by w.created_at desc, w.id desc
      limit ${end + 1}
    ) fit_rows
    order by fit_ranked.score, fit_rows.created_at desc, fit_rows.id desc
    limit ${end + 1}`);
  return settledPage(result.rows, r);
}

/**
 * Best fit with text window by window, when the matches are dense enough for a window to hold
 * the page: spread evenly over all listings, `end` matches would need `end * listed / total` of
 * them, and a window counts only listings that pass the weight and the indexed filters, so that
 * is an upper bound. Null when not tried or not settled.
 */
export async function fitWithText(
  db: Db,
  r: PageRequest & { weight: number | undefined; gearType: string | undefined },
): Promise<string[] | null> {
  if (r.weight === undefined || !r.text) return null;
  const end = r.offset + r.limit;
  if (r.listed !== undefined && (end * r.listed) / r.total > FIT_TEXT_WINDOW * 4) return null;
  return fitTextPageIds(db, {
    indexed: r.indexed,
    text: r.text,
    weight: r.weight,
    gearType: r.gearType,
    joinSeller: r.joinSeller,
    limit: r.limit,
    offset: r.offset,
  });
}

/** The page if the rows settle it: `end` matches before the first edge, or every match seen. */
export function settledPage(rows: Row[], { offset, limit }: { offset: number; limit: number }) {
  const found: string[] = [];
  for (const row of rows) {
    if (row.hit) found.push(row.id);
    if (found.length === offset + limit) break;
    if (row.edge) return null;
  }
  return found.slice(offset, offset + limit);
}
