// The inbox: a user's conversations, newest activity first, with the listing (name, state,
// photo), the other side (and whether the viewer blocked them), the last visible message and
// the unread count. Each side's conversations come from their own index (buyer, seller), so a
// page reads a page of rows from each, not all of them (bench/README.md, inbox of 500), and the
// page is cut before the joins: a deep page looks up its 100 rows' photos, last messages and
// unread counts, not those of every row before it. Whether
// the listing still shows is judged by the visibility policies over the columns they name,
// never read here. Each row becomes a conversation in inbox-row.ts.
import { sql, type SQL } from 'drizzle-orm';
import type { Conversation } from '#shared/contracts/conversations.ts';
import type { Db } from '#server/db/client.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { visibleMessage } from '#server/policies/conversation-access.ts';
import { gearStateColumns as gearState } from '#server/policies/gear-visibility.ts';
import { toConversation, type InboxRow } from './inbox-row.ts';

export async function inbox(
  db: Db,
  {
    store,
    viewer,
    page,
    page_size,
    only,
    gear,
  }: {
    store: PhotoStore;
    viewer: Viewer;
    page: number;
    page_size: number;
    only?: string;
    /** Only the conversations about this listing (its seller choosing whom to reserve it for). */
    gear?: string | undefined;
  },
): Promise<{ items: Conversation[]; total: number }> {
  const me = viewer.id;
  const one = only ? sql`and id = ${only}` : gear ? sql`and gear_id = ${gear}` : sql``;
  const upTo = page * page_size;
  // The total (a list's X-Total-Count) is counted beside the page, on another connection.
  const total = only ? Promise.resolve(1) : countConversations(db, me, one);
  const rows = db.execute<InboxRow>(sql`
    select c.id, c.buyer_id, c.seller_id, c.gear_name, c.last_message_at,
      gears.id as g_id, gears.name as g_name, gears.reserved_at as g_reserved_at,
      gears.reserved_for as g_reserved_for,
      ${gearState.owner} as g_owner, ${gearState.status} as g_status,
      ${gearState.is_hidden} as g_hidden, ${gearState.seller_suspended} as g_seller_suspended,
      ${gearState.held} as g_held,
      (select p.storage_key from gear_pictures p where p.gear_id = gears.id
        order by p.position, p.created_at limit 1) as thumb_key,
      o.id as o_id, o.first_name as o_first_name, o.last_name as o_last_name,
      exists (select 1 from user_blocks b where b.blocker_id = ${me} and b.blocked_id = o.id)
        as blocked,
      lm.id as m_id, lm.sender_id as m_sender, lm.text as m_text, lm.links_inert as m_inert,
      lm.warning_kinds as m_warning_kinds,
      lm.created_at as m_created_at, lm.read_at as m_read_at,
      (select count(*)::int from messages where messages.conversation_id = c.id
        and messages.read_at is null and messages.sender_id is distinct from ${me}
        and ${visibleMessage()}) as unread
    from (
      select * from (
        (select * from conversations where buyer_id = ${me} ${one}
          order by last_message_at desc, id desc limit ${upTo})
        union all
        (select * from conversations where seller_id = ${me} ${one}
          order by last_message_at desc, id desc limit ${upTo})
      ) mine
      order by last_message_at desc, id desc
      limit ${page_size} offset ${upTo - page_size}
    ) c
    left join gears on gears.id = c.gear_id
    left join users o on o.id = (case when c.buyer_id = ${me} then c.seller_id else c.buyer_id end)
    left join lateral (select * from messages where messages.conversation_id = c.id
      and ${visibleMessage()} order by messages.created_at desc, messages.id desc limit 1) lm on true
    order by c.last_message_at desc, c.id desc`);
  const [result, count] = await Promise.all([rows, total]);
  return { items: result.rows.map((r) => toConversation(r, viewer, store)), total: count };
}

async function countConversations(db: Db, me: string, filter: SQL): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from conversations
      where (buyer_id = ${me} or seller_id = ${me}) ${filter}`,
  );
  return result.rows[0]?.total ?? 0;
}

/** Unread messages addressed to this user, over all their conversations. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from conversations c
    join messages on messages.conversation_id = c.id and messages.read_at is null
    where (c.buyer_id = ${userId} or c.seller_id = ${userId})
      and messages.sender_id is distinct from ${userId} and ${visibleMessage()}`);
  return result.rows[0]?.count ?? 0;
}
