// Who is told about a notice, and that they were: the open matches' people (the seller of each
// listed match, the owner of each item, users with the listing in favourites, buyers writing
// about it), each once per notice, whatever their reasons: the claim (notice_mails' primary key)
// and the answer are one statement, so two workers never mail one person twice.
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import type { Executor } from '#server/jobs/queue.ts';
import type { NoticeRole } from '#server/mail/templates/safety-notice.ts';

export type NoticeRecipient = {
  user_id: string;
  email: string;
  first_name: string;
  language: string;
  role: NoticeRole;
  gear_id: string | null;
  subject: string;
  match: 'affected' | 'may_be_affected';
};

export async function claimNoticeRecipients(tx: Tx, noticeId: string): Promise<NoticeRecipient[]> {
  const { rows } = await tx.execute<NoticeRecipient>(sql`
    with open as (
      select m.gear_id, m.item_id, m.match from notice_matches m
        join safety_notices n on n.id = m.notice_id
        left join gears g on g.id = m.gear_id
      where m.notice_id = ${noticeId} and n.withdrawn_at is null
        and not exists (select 1 from item_records r
          where r.notice_id = n.id and r.item_id = coalesce(m.item_id, g.item_id))),
    listed as (
      select o.match, g.* from open o join gears g on g.id = o.gear_id
      where g.status = 'active' and not g.is_hidden),
    people as (
      select user_id, 'seller' as role, id as gear_id, name as subject, match, 1 as rank from listed
      union all
      select i.owner_id, 'owner', null, i.brand || ' ' || i.model, o.match, 2
        from open o join items i on i.id = o.item_id
      union all
      select f.user_id, 'favourite', l.id, l.name, l.match, 3
        from listed l join favourites f on f.gear_id = l.id
      union all
      select c.buyer_id, 'buyer', l.id, l.name, l.match, 4
        from listed l join conversations c on c.gear_id = l.id where c.buyer_id is not null),
    chosen as (
      select distinct on (p.user_id) p.*, u.email, u.first_name, u.language
      from people p join users u on u.id = p.user_id and not u.is_suspended
      order by p.user_id, p.rank, p.match),
    claimed as (
      insert into notice_mails (notice_id, user_id) select ${noticeId}, user_id from chosen
      on conflict do nothing returning user_id)
    select c.user_id, c.email, c.first_name, c.language, c.role, c.gear_id, c.subject, c.match
    from chosen c join claimed using (user_id)`);
  return rows;
}

/**
 * Queues the mail job of each notice, in one statement however many (a listing of a big brand
 * meets a thousand): add_jobs is add_job's set form, with the same job keys, so a waiting job of
 * a notice is replaced.
 */
export async function queueMails(tx: Executor, noticeIds: string[]): Promise<void> {
  if (noticeIds.length === 0) return;
  await tx.execute(sql`select graphile_worker.add_jobs(array_agg(row('notice_mails',
      json_build_object('noticeId', id), null, null, null, 'notice-mails:' || id, null,
      null)::graphile_worker.job_spec)) from unnest(${sql.param(noticeIds)}::uuid[]) id`);
}
