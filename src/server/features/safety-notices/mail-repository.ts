// Who is told about a notice, and that they were: the open matches' people (the seller of each
// listed match, the owner of each item, users with the listing in favourites, buyers writing
// about it), each once per notice, whatever their reasons: the claim (notice_mails' primary key)
// and the answer are one statement, so two workers never mail one person twice. A saved notice's
// job reads all its matches; a written listing's or item's only theirs.
import { sql } from 'drizzle-orm';
import type { NoticeSeverity } from '#shared/contracts/safety-notices.ts';
import type { Tx } from '#server/db/client.ts';
import { enqueue, type Executor } from '#server/jobs/queue.ts';
import type { NoticeRole } from '#server/mail/templates/safety-notice.ts';

export type NoticeRecipient = {
  notice_id: string;
  title: unknown;
  severity: NoticeSeverity;
  user_id: string;
  email: string;
  first_name: string;
  language: string;
  role: NoticeRole;
  gear_id: string | null;
  subject: string;
  match: 'affected' | 'may_be_affected';
};

/** Whose matches: one notice's (it was saved), or some listings' and items' (they were written). */
export type NoticeMailScope = { noticeId: string } | { gearIds: string[]; itemIds: string[] };

const scoped = (scope: NoticeMailScope) =>
  'noticeId' in scope
    ? sql`m.notice_id = ${scope.noticeId}`
    : sql`(m.gear_id = any(${sql.param(scope.gearIds)}::uuid[])
        or m.item_id = any(${sql.param(scope.itemIds)}::uuid[]))`;

export async function claimNoticeRecipients(
  tx: Tx,
  scope: NoticeMailScope,
): Promise<NoticeRecipient[]> {
  const { rows } = await tx.execute<NoticeRecipient>(sql`
    with open as (
      select m.notice_id, m.gear_id, m.item_id, m.match from notice_matches m
        join safety_notices n on n.id = m.notice_id
        left join gears g on g.id = m.gear_id
      where ${scoped(scope)} and n.withdrawn_at is null
        and not exists (select 1 from item_records r
          where r.notice_id = n.id and r.item_id = coalesce(m.item_id, g.item_id))),
    listed as (
      select o.notice_id, o.match, g.* from open o join gears g on g.id = o.gear_id
      where g.status = 'active' and not g.is_hidden),
    people as (
      select notice_id, user_id, 'seller' as role, id as gear_id, name as subject, match,
        1 as rank from listed
      union all
      select o.notice_id, i.owner_id, 'owner', null, i.brand || ' ' || i.model, o.match, 2
        from open o join items i on i.id = o.item_id
      union all
      select l.notice_id, f.user_id, 'favourite', l.id, l.name, l.match, 3
        from listed l join favourites f on f.gear_id = l.id
      union all
      select l.notice_id, c.buyer_id, 'buyer', l.id, l.name, l.match, 4
        from listed l join conversations c on c.gear_id = l.id where c.buyer_id is not null),
    chosen as (
      select distinct on (p.notice_id, p.user_id) p.*, u.email, u.first_name, u.language
      from people p join users u on u.id = p.user_id and not u.is_suspended
      order by p.notice_id, p.user_id, p.rank, p.match),
    claimed as (
      insert into notice_mails (notice_id, user_id) select notice_id, user_id from chosen
      on conflict do nothing returning notice_id, user_id)
    select c.notice_id, n.title, n.severity, c.user_id, c.email, c.first_name, c.language,
      c.role, c.gear_id, c.subject, c.match
    from chosen c join claimed using (notice_id, user_id)
      join safety_notices n on n.id = c.notice_id`);
  return rows;
}

/** Queues the mail job of a saved notice (its key replaces a waiting one). */
export async function queueNoticeMails(tx: Executor, noticeId: string): Promise<void> {
  await enqueue(tx, {
    task: 'notice_mails',
    payload: { noticeId },
    jobKey: `notice-mails:${noticeId}`,
  });
}

/**
 * Queues one mail job for written listings and items, however many notices they met (a listing of
 * a big brand meets thousands: a job per notice was a row each, and each of those jobs read all
 * the notice's matches). It mails the people of their own matches only, so it is queued on each
 * write that leaves a match: someone who favourited the listing since is told then.
 */
export async function queueSubjectMails(
  tx: Executor,
  scope: { gearIds: string[]; itemIds: string[] },
  jobKey: string,
): Promise<void> {
  await enqueue(tx, { task: 'notice_mails', payload: scope, jobKey });
}
