// SQL of ratings. A rating's visibility is one condition (shownRating): its rater is not
// suspended and not blocked by the rated user, so neither can weigh on a profile.
import { sql } from 'drizzle-orm';
import type { Rating, RatingsSummary } from '#shared/contracts/ratings.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { ratingReports, ratings } from '#server/db/schema.ts';
import { accountActive } from '#server/policies/user-access.ts';

export type RatingRow = typeof ratings.$inferSelect;

/** How much each side wrote in a conversation, and when its first and last messages were. */
export async function exchangeOf(
  db: Db | Tx,
  { id, buyer, seller }: { id: string; buyer: string; seller: string },
) {
  const result = await db.execute<{ buyer: number; seller: number; first: Date; last: Date }>(sql`
    select count(*) filter (where sender_id = ${buyer})::int as buyer,
      count(*) filter (where sender_id = ${seller})::int as seller,
      min(created_at) as first, max(created_at) as last
    from messages where conversation_id = ${id}`);
  const row = result.rows[0]!;
  return {
    buyer: row.buyer,
    seller: row.seller,
    first: row.first ? new Date(row.first) : null,
    last: row.last ? new Date(row.last) : null,
  };
}

export async function insertRating(tx: Tx, values: typeof ratings.$inferInsert) {
  const [row] = await tx.insert(ratings).values(values).returning();
  return row!;
}

// A suspended rater is hidden as the policy says of every suspended account (user-access.ts).
const shownRating = sql`${accountActive(sql.raw('r.rater_id'))}
  and not exists (select 1 from user_blocks b where b.blocker_id = r.rated_id and b.blocked_id = r.rater_id)`;

const SELECT = sql`select r.*, u.first_name, u.last_name,
    case when r.rater_id = c.buyer_id then 'buyer' else 'seller' end as role
  from ratings r join users u on u.id = r.rater_id join conversations c on c.id = r.conversation_id`;

type Joined = RatingRow & { first_name: string; last_name: string; role: 'buyer' | 'seller' };
const iso = (d: Date | string) => new Date(d).toISOString();

function toRating(r: Joined): Rating {
  return {
    id: r.id,
    conversation: r.conversation_id,
    rater: { id: r.rater_id, first_name: r.first_name, last_name: r.last_name },
    rated: r.rated_id,
    role: r.role,
    friendly: r.friendly,
    reliable: r.reliable,
    as_described: r.as_described,
    text: r.text,
    reply: r.reply,
    replied_at: r.replied_at ? iso(r.replied_at) : null,
    created_at: iso(r.created_at),
  };
}

export async function findRating(db: Db | Tx, id: string): Promise<Rating | null> {
  const result = await db.execute<Joined>(sql`${SELECT} where r.id = ${id} and ${shownRating}`);
  return result.rows[0] ? toRating(result.rows[0]) : null;
}

/** A user's shown ratings, newest first, and how many there are. */
export async function listRatings(
  db: Db,
  { userId, page, pageSize }: { userId: string; page: number; pageSize: number },
) {
  const [rows, total] = await Promise.all([
    db.execute<Joined>(sql`${SELECT} where r.rated_id = ${userId} and ${shownRating}
      order by r.created_at desc, r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
    ratingsSummary(db, userId),
  ]);
  return { items: rows.rows.map(toRating), total: total.count };
}

export async function ratingsSummary(db: Db, userId: string): Promise<RatingsSummary> {
  const result = await db.execute<RatingsSummary>(sql`
    select count(*)::int as count, count(*) filter (where r.friendly)::int as friendly,
      count(*) filter (where r.reliable)::int as reliable,
      count(*) filter (where r.as_described)::int as as_described
    from ratings r where r.rated_id = ${userId} and ${shownRating}`);
  return result.rows[0]!;
}

/** The rated user's one answer; false when there already is one. */
export async function setReply(db: Db, id: string, text: string): Promise<boolean> {
  const result = await db.execute(
    sql`update ratings set reply = ${text}, replied_at = now() where id = ${id} and reply is null`,
  );
  return (result.rowCount ?? 0) > 0;
}

export async function insertRatingReport(
  db: Db,
  values: { ratingId: string; userId: string; text: string },
) {
  const rows = await db
    .insert(ratingReports)
    .values({ rating_id: values.ratingId, user_id: values.userId, text: values.text })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}

/** Staff: the open reports of ratings, oldest first, with the rating as shown. */
export async function openRatingReports(db: Db) {
  const result = await db.execute<Joined & { report_id: string; report_text: string }>(sql`
    select rr.id as report_id, rr.text as report_text, r.*, u.first_name, u.last_name,
      case when r.rater_id = c.buyer_id then 'buyer' else 'seller' end as role
    from rating_reports rr join ratings r on r.id = rr.rating_id
      join users u on u.id = r.rater_id join conversations c on c.id = r.conversation_id
    where rr.status = 'open' order by rr.created_at limit 100`);
  return result.rows.map((row) => ({
    id: row.report_id,
    text: row.report_text,
    rating: toRating(row),
  }));
}
