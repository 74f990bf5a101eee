// What a public profile tells a stranger before a deal (docs/api.md "Deal safely"): since when
// the member is here, how many listings they sold, their ratings and how fast they answer.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { ratingsSummary } from './ratings-repository.ts';

/** Under this many answers the median says nothing, so none is shown. */
export const MEDIAN_REPLY_MIN_ANSWERS = 5;

/**
 * The median minutes between a message to the user and their next message in that
 * conversation (an answer), over their conversations; null under MEDIAN_REPLY_MIN_ANSWERS.
 */
async function medianReplyMinutes(db: Db, userId: string): Promise<number | null> {
  const result = await db.execute<{ answers: number; median: number | null }>(sql`
    select count(*)::int as answers,
      percentile_cont(0.5) within group (order by extract(epoch from created_at - previous_at) / 60)
        as median
    from (
      select m.sender_id, m.created_at,
        lag(m.sender_id) over w as previous_sender, lag(m.created_at) over w as previous_at
      from messages m
      where m.conversation_id in (select id from conversations where buyer_id = ${userId}
        union all select id from conversations where seller_id = ${userId})
      window w as (partition by m.conversation_id order by m.created_at, m.id)
    ) t
    where sender_id = ${userId} and previous_sender is distinct from ${userId}
      and previous_at is not null`);
  const row = result.rows[0];
  if (!row || row.answers < MEDIAN_REPLY_MIN_ANSWERS || row.median === null) return null;
  return Math.round(Number(row.median));
}

async function soldCount(db: Db, userId: string) {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from gears where user_id = ${userId} and status = 'sold'`,
  );
  return result.rows[0]?.n ?? 0;
}

export async function profileTrust(db: Db, user: { id: string; date_joined: Date }) {
  const [sold_count, ratings, median_reply_minutes] = await Promise.all([
    soldCount(db, user.id),
    ratingsSummary(db, user.id),
    medianReplyMinutes(db, user.id),
  ]);
  return {
    member_since: user.date_joined.toISOString().slice(0, 10),
    sold_count,
    ratings,
    median_reply_minutes,
  };
}
