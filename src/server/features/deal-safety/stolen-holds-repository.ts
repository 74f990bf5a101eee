// SQL of stolen-gear holds (migration 0025_stolen_holds). A hold ties a published report to a
// passport item of its serial (items keep their serial normalised by the same function as
// reports' serial_norm); its listings are held through the item (policies/gear-visibility.ts).
// Inserting skips pairs already held or released (a released hold is staff's last word) and the
// reporter's own items.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { gears, items, stolenHolds, stolenReports, users } from '#server/db/schema.ts';

type NewHold = { id: string };

// The reporter's own item (reported from "my gear") is the stolen wing's passport, not a match.
const notReporters = sql`i.owner_id is distinct from r.reporter_id`;

async function insertHolds(tx: Tx, matches: SQL): Promise<NewHold[]> {
  const result = await tx.execute<NewHold>(sql`
    insert into ${stolenHolds} (report_id, item_id) ${matches}
    on conflict (report_id, item_id) do nothing
    returning id`);
  return result.rows;
}

/** Holds every item of a just-published report's serial. */
export const holdItemsOfReport = (tx: Tx, reportId: string) =>
  insertHolds(
    tx,
    sql`select r.id, i.id from ${stolenReports} r join ${items} i on i.serial = r.serial_norm
      where r.id = ${reportId} and r.status = 'published' and ${notReporters}`,
  );

/** Holds the item if a published report names its serial (an item just saved). */
export const holdItemIfReported = (tx: Tx, itemId: string) =>
  insertHolds(
    tx,
    sql`select r.id, i.id from ${items} i join ${stolenReports} r
        on r.serial_norm = i.serial and r.status = 'published'
      where i.id = ${itemId} and ${notReporters}`,
  );

/** Holds the item a listing shows, if a published report names its serial (a listing saved). */
export const holdItemOfGear = (tx: Tx, gearId: string) =>
  insertHolds(
    tx,
    sql`select r.id, i.id from ${gears} g join ${items} i on i.id = g.item_id
        join ${stolenReports} r on r.serial_norm = i.serial and r.status = 'published'
      where g.id = ${gearId} and ${notReporters}`,
  );

/** A report that is no longer published (recovered, rejected) holds nothing any more. */
export async function releaseHoldsOfReport(tx: Tx, reportId: string, actorId: string) {
  await tx
    .update(stolenHolds)
    .set({ released_at: sql`now()`, released_by: actorId })
    .where(and(eq(stolenHolds.report_id, reportId), isNull(stolenHolds.released_at)));
}

export async function releaseHoldRow(tx: Tx, id: string, actorId: string) {
  const [row] = await tx
    .update(stolenHolds)
    .set({ released_at: sql`now()`, released_by: actorId })
    .where(and(eq(stolenHolds.id, id), isNull(stolenHolds.released_at)))
    .returning({ id: stolenHolds.id });
  return row ?? null;
}

/** Holds with their report and item (and the item's listings), oldest first. */
export async function holdsWithDetails(db: Db | Tx, where: { ids?: string[]; open?: boolean }) {
  const rows = await db
    .select({
      id: stolenHolds.id,
      created_at: stolenHolds.created_at,
      released_at: stolenHolds.released_at,
      report: {
        id: stolenReports.id,
        reporter_id: stolenReports.reporter_id,
        brand: stolenReports.brand,
        model: stolenReports.model,
        serial: stolenReports.serial,
      },
      item: {
        id: items.id,
        owner: items.owner_id,
        brand: items.brand,
        model: items.model,
        serial: items.serial,
      },
    })
    .from(stolenHolds)
    .innerJoin(stolenReports, eq(stolenReports.id, stolenHolds.report_id))
    .innerJoin(items, eq(items.id, stolenHolds.item_id))
    .where(
      and(
        where.ids ? inArray(stolenHolds.id, where.ids) : undefined,
        where.open ? isNull(stolenHolds.released_at) : undefined,
      ),
    )
    .orderBy(asc(stolenHolds.created_at))
    .limit(200);
  const itemIds = [...new Set(rows.map((r) => r.item.id))];
  const listings = itemIds.length
    ? await db
        .select({ id: gears.id, name: gears.name, item: gears.item_id })
        .from(gears)
        .where(inArray(gears.item_id, itemIds))
    : [];
  return rows.map((row) => ({
    ...row,
    gears: listings.filter((g) => g.item === row.item.id).map(({ id, name }) => ({ id, name })),
  }));
}
export type HoldDetails = Awaited<ReturnType<typeof holdsWithDetails>>[number];

/** The reporter a hold's mail goes to. */
export async function recipient(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Whether the report had another hold in the day before this one (ties by id), so its reporter
 * already heard of that day's holds: anyone can make holds by registering items with the serial.
 */
export async function reporterToldOfHoldBefore(
  db: Db,
  hold: { id: string; reportId: string; createdAt: Date },
): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from ${stolenHolds} h
     where h.report_id = ${hold.reportId} and h.id <> ${hold.id}
       and h.created_at > ${hold.createdAt}::timestamptz - interval '1 day'
       and (h.created_at < ${hold.createdAt}::timestamptz
            or (h.created_at = ${hold.createdAt}::timestamptz and h.id < ${hold.id}))
     limit 1`);
  return result.rows.length > 0;
}
