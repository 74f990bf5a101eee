// SQL of the stolen-gear register. The check reads the btree on serial_norm (migration
// 0020_deal_safely): one index probe whatever the size of the register.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { StolenReport, StolenStatus, StolenWrite } from '#shared/contracts/stolen.ts';
import { normaliseSerial } from '#shared/contracts/passport-fields.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { stolenReports } from '#server/db/schema.ts';

export type StolenRow = typeof stolenReports.$inferSelect;

export const toStolenReport = (
  r: StolenRow,
  pictures: StolenReport['pictures'] = [],
): StolenReport => ({
  id: r.id,
  gear_type: r.gear_type_id,
  brand: r.brand,
  model: r.model,
  serial: r.serial,
  stolen_on: r.stolen_on,
  place: r.place,
  police_ref: r.police_ref,
  text: r.text,
  status: r.status,
  published_at: r.published_at?.toISOString() ?? null,
  pictures,
  created_at: r.created_at.toISOString(),
});

export async function insertStolen(db: Db, reporterId: string, input: StolenWrite) {
  const [row] = await db
    .insert(stolenReports)
    .values({
      reporter_id: reporterId,
      gear_type_id: input.gear_type,
      brand: input.brand,
      model: input.model,
      serial: input.serial,
      serial_norm: normaliseSerial(input.serial),
      stolen_on: input.stolen_on,
      place: input.place,
      police_ref: input.police_ref,
      text: input.text,
    })
    .returning();
  return row!;
}

/** The report; `lock` (in a transaction) holds its row until the transaction ends. */
export async function findStolen(
  db: Db | Tx,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<StolenRow | null> {
  const query = db.select().from(stolenReports).where(eq(stolenReports.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The published report of this serial, if any. */
export async function publishedReportOf(db: Db, serial: string) {
  const [row] = await db
    .select({ id: stolenReports.id })
    .from(stolenReports)
    .where(
      and(
        eq(stolenReports.serial_norm, normaliseSerial(serial)),
        eq(stolenReports.status, 'published'),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function listStolen(
  db: Db,
  { status, page, pageSize }: { status: StolenStatus; page: number; pageSize: number },
) {
  const where = eq(stolenReports.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(stolenReports)
      .where(where)
      .orderBy(desc(stolenReports.published_at), desc(stolenReports.created_at))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(stolenReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function setStolenStatus(tx: Tx, id: string, status: StolenStatus) {
  const [row] = await tx
    .update(stolenReports)
    .set({
      status,
      updated_at: sql`now()`,
      published_at:
        status === 'published' ? sql`coalesce(${stolenReports.published_at}, now())` : undefined,
    })
    .where(eq(stolenReports.id, id))
    .returning();
  return row!;
}

export async function gearTypeExists(db: Db, id: string) {
  const result = await db.execute(sql`select 1 from gear_types where id = ${id}`);
  return result.rows.length > 0;
}
