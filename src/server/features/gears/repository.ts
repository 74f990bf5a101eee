// SQL of listings. A page of gears costs a few queries whatever its size: the total (remembered
// when large, see count-cache.ts), the page's rows joined with their seller (their ids found the
// way the total says is cheap, see page-repository.ts: in the same statement, or with free text in one
// of their own), then the pictures and the certificate flags of all its rows at once (no N+1).
// The flags are looked up for the page only: as a column of the rows query PostgreSQL hashed
// every certificate on every request (bench/README.md).
import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Fit } from '#shared/contracts/gears.ts';
import type { Gear, GearListQuery } from '#shared/contracts/gears.ts';
import type { Db } from '#server/db/client.ts';
import { certificates, gearPictures, gears, users } from '#server/db/schema.ts';
import { createCountCache, type CountCache } from './count-cache.ts';
import { fitPageIds } from './fit-page-repository.ts';
import { fitWithText } from './fit-text-page-repository.ts';
import { fitFilters, fitOf, fitOrder } from './fit-repository.ts';
import { orderings, pageIds, plainPage } from './page-repository.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { pictureOf } from '#server/media/variant-size.ts';
import type { Viewer } from '#server/plugins/auth.ts';
import {
  canSeeGear,
  canSeeSoldPrice,
  gearStateColumns,
  listedGear,
} from '#server/policies/gear-visibility.ts';
import { guideLinesOf } from '#server/features/prices/guide-repository.ts';
import { numberOrNull, priceFields } from './price-fields.ts';

const hasCertificate = sql<boolean>`exists (select 1 from ${certificates} where ${certificates.gear_id} = ${gears.id})`;

const selection = {
  id: gears.id,
  name: gears.name,
  brand: gears.brand,
  model: gears.model,
  description: gears.description,
  price: gears.price,
  currency: gears.currency,
  gear_type: gears.gear_type_id,
  properties: gears.properties,
  country: gears.country,
  status: gears.status,
  reserved_at: gears.reserved_at,
  price_type: gears.price_type,
  previous_price: gears.previous_price,
  price_changed_at: gears.price_changed_at,
  sold_price: gears.sold_price,
  user: gears.user_id,
  catalogue_size: gears.catalogue_size_id,
  // The weight range the fit is read from; not part of the answer.
  range: { min: gears.fit_min, max: gears.fit_max },
  // What the visibility rule reads; not part of the answer.
  state: gearStateColumns,
  created_at: gears.created_at,
  updated_at: gears.updated_at,
  seller: {
    id: users.id,
    first_name: users.first_name,
    last_name: users.last_name,
    is_certified_seller: users.is_certified_seller,
    username: users.username,
    country: users.country,
  },
};
type GearRow = Awaited<ReturnType<typeof selectGears>>[number];

const selectGears = (db: Db) =>
  db.select(selection).from(gears).innerJoin(users, eq(users.id, gears.user_id));

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Free text: every word must match the start of a word of name, brand, model or description. */
function textQuery(q: string): SQL | undefined {
  const words = q.match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return undefined;
  const tsquery = words.map((w) => `${w.toLowerCase()}:*`).join(' & ');
  return sql`${gears.search_vector} @@ to_tsquery('simple', ${tsquery})`;
}

/** Free text and substrings: the filters PostgreSQL cannot estimate (see page-repository.ts). */
function textFilters(query: GearListQuery): SQL[] {
  const where = [
    query.name ? ilike(gears.name, contains(query.name)) : undefined,
    query.brand ? ilike(gears.brand, contains(query.brand)) : undefined,
    query.model ? ilike(gears.model, contains(query.model)) : undefined,
    query.q ? textQuery(query.q) : undefined,
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

/** The caller's filters on columns of the public newest-first index (no listing row needed). */
function indexedFilters(query: GearListQuery): SQL[] {
  const where = [
    query.gear_type ? eq(gears.gear_type_id, query.gear_type) : undefined,
    query.country ? eq(gears.country, query.country) : undefined,
    query.user ? eq(gears.user_id, query.user) : undefined,
    query.max_price !== undefined ? lte(gears.price, query.max_price) : undefined,
    query.min_price !== undefined ? gte(gears.price, query.min_price) : undefined,
    query.currency ? eq(gears.currency, query.currency) : undefined,
    ...fitFilters(query),
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

/** The caller's other filters: certificates, the seller, the status. */
function otherFilters(query: GearListQuery): SQL[] {
  const where = [
    query.has_certificate !== undefined
      ? query.has_certificate
        ? hasCertificate
        : sql`not ${hasCertificate}`
      : undefined,
    query.certified_seller !== undefined
      ? eq(users.is_certified_seller, query.certified_seller)
      : undefined,
    // Owners see their own listings of any status (docs/api.md); everyone else only listed ones
    // (below), so asking for another status there finds nothing rather than being ignored.
    query.status ? eq(gears.status, query.status) : undefined,
    query.price_type?.length ? inArray(gears.price_type, query.price_type) : undefined,
    query.reserved === undefined
      ? undefined
      : query.reserved
        ? isNotNull(gears.reserved_at)
        : isNull(gears.reserved_at),
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

/** Which listings the caller may see at all: the listed ones, or all of their own. */
function visibility(query: GearListQuery, ownList: boolean): SQL[] {
  if (ownList) return [eq(gears.user_id, query.user!)];
  return [listedGear(query.user)];
}

// One cache per database, so apps on different databases (the tests) never share totals.
const totalsByDb = new WeakMap<Db, CountCache>();
const totalsOf = (db: Db) => {
  let totals = totalsByDb.get(db);
  if (!totals) totalsByDb.set(db, (totals = createCountCache()));
  return totals;
};
/** After a write (here or on another instance): plugins/cache-coherence.ts. */
export const markTotalsStale = (db: Db) => totalsByDb.get(db)?.markStale();

type ListArgs = { store: PhotoStore; query: GearListQuery; viewer: Viewer | null };

/** A page of gears, each with its price guide line when it has one (docs/api.md). */
export async function listGears(db: Db, args: ListArgs) {
  const page = await listPage(db, args);
  const lines = await guideLinesOf(db, page.items);
  for (const gear of page.items) gear.price_guide = lines.get(gear.id) ?? null;
  return page;
}

async function listPage(db: Db, { store, query, viewer }: ListArgs) {
  const ownList = viewer !== null && query.user === viewer.id;
  const text = textFilters(query);
  const indexed = indexedFilters(query);
  const other = otherFilters(query);
  const visible = visibility(query, ownList);
  const where = and(...text, ...indexed, ...other, ...visible);
  const joinSeller = query.certified_seller !== undefined;
  // The filters decide the total (not the page or the order): they are its key, so a remembered
  // total costs no SQL building at all.
  const { page: _page, page_size: _size, sort: _sort, ...filterValues } = query;
  const totals = totalsOf(db);
  // A weight search counts at most TOTAL_CAP + 1 matches (docs/api.md, "X-Total-Count-Capped").
  const cap = query.takeoff_weight !== undefined && !ownList ? TOTAL_CAP : undefined;
  const countAll = async () => {
    if (cap !== undefined) return countUpTo(db, { where, joinSeller, cap });
    const counting = db.select({ value: count() }).from(gears).$dynamic();
    // Only the certified-seller filter reads the seller's row.
    if (joinSeller) counting.innerJoin(users, eq(users.id, gears.user_id));
    return (await counting.where(where))[0]?.value ?? 0;
  };
  // The total first: it decides how the page is read (and a remembered one costs nothing).
  const counted = await totals.total(JSON.stringify([filterValues, ownList]), countAll);
  const capped = cap !== undefined && counted > cap;
  // Capped, the total says "more than the cap": what is known for sure.
  const total = capped ? cap : counted;
  if (total === 0) return { items: [], total, capped };
  // Best fit needs the weight; without it the list is newest first (docs/api.md).
  const weight = query.takeoff_weight;
  const sort = query.sort === 'fit' ? 'newest' : query.sort;
  const order = query.sort === 'fit' && weight !== undefined ? fitOrder(weight) : orderings[sort];
  const shown = { store, viewer, weight };
  const request = {
    where,
    text: text.length ? and(...text, ...other) : undefined,
    indexed: and(...indexed, ...visible),
    narrowed: indexed.length > 0,
    joinSeller,
    sort,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
    // Capped, the matches counted (cap + 1): fewer than there are, which the windows allow for.
    total: counted,
    capped,
    // All public listings, as the unfiltered list remembered them (if it did).
    listed: totals.peek(PUBLIC_KEY),
  };
  if (query.sort === 'fit' && weight !== undefined && !ownList && !request.text) {
    // Range by range off the public fit index (fit-page-repository.ts), not a sort of all matches.
    // With free text, window by window below (fit-text-page-repository.ts).
    const ids = await fitPageIds(db, {
      where,
      weight,
      gearType: query.gear_type,
      joinSeller,
      limit: request.limit,
      offset: request.offset,
    });
    return { items: await gearsInOrder(db, { ...shown, ids }), total, capped };
  }
  if (!request.text) {
    // One statement: the ids (a deep page skips its offset in the index alone), then their rows.
    const rows = await selectGears(db)
      .where(inArray(gears.id, plainPage(db, request, order)))
      .orderBy(...order);
    return { items: await withPictures(db, { ...shown, rows }), total, capped };
  }
  const ids =
    order === orderings[sort]
      ? await pageIds(db, request)
      : ((ownList
          ? null
          : await fitWithText(db, { ...request, weight, gearType: query.gear_type })) ??
        // One's own list (more than listed gear), or windows that did not settle: sorted.
        (await plainPage(db, request, order)).map((r) => r.id));
  return { items: await gearsInOrder(db, { ...shown, ids }), total, capped };
}

const PUBLIC_KEY = JSON.stringify([{}, false]);

/**
 * Matches a weight search counts at most (one more says "more than this"). Its matches fill
 * whole ranges of the fit index: at 1M, 88 kg alone matches 272 421 listings, a second of
 * counting, where 10 001 are found in a few milliseconds (bench/README.md).
 */
export const TOTAL_CAP = 10_000;

/** The count of matches, stopping at cap + 1. */
async function countUpTo(db: Db, r: { where: SQL | undefined; joinSeller: boolean; cap: number }) {
  const seller = r.joinSeller ? sql`join ${users} on ${users.id} = ${gears.user_id}` : sql``;
  const result = await db.execute<{ value: number }>(sql`select count(*)::int as value from (
      select 1 from ${gears} ${seller} where ${r.where ?? sql`true`} limit ${r.cap + 1}
    ) matches`);
  return Number(result.rows[0]?.value ?? 0);
}

/** The page's rows, pictures and certificate flags at once, in the order of the ids. */
type Shown = { store: PhotoStore; viewer: Viewer | null; weight?: number };

async function gearsInOrder(db: Db, { store, ids, viewer, weight }: Shown & { ids: string[] }) {
  if (ids.length === 0) return [];
  const [rows, pictures, certified] = await Promise.all([
    selectGears(db).where(inArray(gears.id, ids)),
    picturesOf(db, store, ids),
    certifiedOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          toGear(row, {
            pictures: pictures.get(id) ?? [],
            has_certificate: certified.has(id),
            viewer,
            weight,
          }),
        ]
      : [];
  });
}

/** A gear as its viewer may see it (policies/gear-visibility.ts), or null. */
export async function findGear(
  db: Db,
  { store, id, viewer }: { store: PhotoStore; id: string; viewer: Viewer | null },
): Promise<Gear | null> {
  const [row] = await selectGears(db).where(eq(gears.id, id)).limit(1);
  if (!row || !canSeeGear(row.state, viewer)) return null;
  const [gear] = await withPictures(db, { store, rows: [row], viewer });
  if (!gear) return null;
  // The detail page shows the same guide line as the card.
  gear.price_guide = (await guideLinesOf(db, [gear])).get(gear.id) ?? null;
  return gear;
}

/** Gears by id in the order given, each as findGear() would answer it (a watchlist page). */
export async function findGears(
  db: Db,
  { store, ids, viewer }: { store: PhotoStore; ids: string[]; viewer: Viewer | null },
): Promise<Gear[]> {
  if (ids.length === 0) return [];
  const rows = await selectGears(db).where(inArray(gears.id, ids));
  const visible = rows.filter((row) => canSeeGear(row.state, viewer));
  const byId = new Map(
    (await withPictures(db, { store, rows: visible, viewer })).map((g) => [g.id, g]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function picturesOf(db: Db, store: PhotoStore, gearIds: string[]) {
  if (gearIds.length === 0) return new Map<string, Gear['pictures']>();
  const rows = await db
    .select({
      id: gearPictures.id,
      gear_id: gearPictures.gear_id,
      key: gearPictures.storage_key,
      width: gearPictures.width,
      height: gearPictures.height,
      has_medium: gearPictures.has_medium,
    })
    .from(gearPictures)
    .where(inArray(gearPictures.gear_id, gearIds))
    .orderBy(asc(gearPictures.position), asc(gearPictures.created_at));
  const byGear = new Map<string, Gear['pictures']>();
  for (const r of rows) {
    const list = byGear.get(r.gear_id) ?? [];
    list.push(pictureOf(store, r));
    byGear.set(r.gear_id, list);
  }
  return byGear;
}

/** Which of these gears have a check certificate (one indexed lookup for the whole page). */
async function certifiedOf(db: Db, gearIds: string[]): Promise<Set<string>> {
  if (gearIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ gear_id: certificates.gear_id })
    .from(certificates)
    .where(inArray(certificates.gear_id, gearIds));
  return new Set(rows.map((r) => r.gear_id));
}

async function withPictures(
  db: Db,
  { store, rows, viewer, weight }: Shown & { rows: GearRow[] },
): Promise<Gear[]> {
  const ids = rows.map((r) => r.id);
  const [pictures, certified] = await Promise.all([
    picturesOf(db, store, ids),
    certifiedOf(db, ids),
  ]);
  return rows.map((row) =>
    toGear(row, {
      pictures: pictures.get(row.id) ?? [],
      has_certificate: certified.has(row.id),
      viewer,
      weight,
    }),
  );
}

function toGear(
  row: GearRow,
  {
    pictures,
    has_certificate,
    viewer,
    weight,
  }: {
    pictures: Gear['pictures'];
    has_certificate: boolean;
    viewer: Viewer | null;
    weight?: number;
  },
): Gear {
  const loggedIn = viewer !== null;
  const { state, range, seller, reserved_at, sold_price, ...rest } = row;
  const fit: Fit | undefined = weight === undefined ? undefined : fitOf(range, weight);
  // E-mail and phone only through the seller's profile, which follows their choice and the
  // viewer's daily budget (policies/user-access.ts): a list would hand them out in bulk.
  const { username, country, ...publicSeller } = seller;
  return {
    ...rest,
    // A reservation only means something while the listing is for sale.
    status: reserved_at && row.status === 'active' ? 'reserved' : row.status,
    price: Number(row.price),
    currency: row.currency as Gear['currency'],
    properties: (row.properties ?? {}) as Gear['properties'],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    seller: loggedIn ? { ...publicSeller, username, country } : publicSeller,
    pictures,
    has_certificate,
    ...priceFields(row),
    // The final price of a sale is the seller's and staff's alone (docs/api.md).
    ...(canSeeSoldPrice(state, viewer) ? { sold_price: numberOrNull(sold_price) } : {}),
    ...(fit ? { fit } : {}),
  };
}
