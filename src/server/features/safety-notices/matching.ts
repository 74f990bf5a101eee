// What the jobs run (jobs/tasks/safety-notices.ts): matching in one transaction with the queueing
// of the mails that follow, then the mails themselves, each person once per notice.
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { paths } from '#shared/paths.ts';
import type { Db } from '#server/db/client.ts';
import { enqueue } from '#server/jobs/queue.ts';
import { safetyNoticeMail } from '#server/mail/templates/safety-notice.ts';
import {
  claimNoticeRecipients,
  queueNoticeMails,
  queueSubjectMails,
  type NoticeMailScope,
} from './mail-repository.ts';
import { matchGears, matchItem, matchNotice } from './match-repository.ts';

type Deps = { db: Db; config: { siteUrl: string } };

export async function runNoticeMatch({ db }: Deps, noticeId: string) {
  await db.transaction(async (tx) => {
    if ((await matchNotice(tx, noticeId)) > 0) await queueNoticeMails(tx, noticeId);
  });
}

export async function runSubjectMatch(
  { db }: Deps,
  subject: { gearId: string } | { itemId: string },
) {
  await db.transaction(async (tx) => {
    // One mail job for the subject's own matches, however many notices it met.
    const { notices, scope, key } =
      'gearId' in subject
        ? {
            notices: await matchGears(tx, [subject.gearId]),
            scope: { gearIds: [subject.gearId], itemIds: [] },
            key: `notice-mails-of-gear:${subject.gearId}`,
          }
        : await matchItem(tx, subject.itemId).then(({ notices, gearIds }) => ({
            notices,
            scope: { gearIds, itemIds: [subject.itemId] },
            key: `notice-mails-of-item:${subject.itemId}`,
          }));
    if (notices.length > 0) await queueSubjectMails(tx, scope, key);
  });
}

/** The title in the reader's language, else English. */
const titleIn = (title: unknown, language: Language) => {
  const t = title as Partial<Record<Language, string>> & { en: string };
  return t[language] ?? t.en;
};

export async function sendNoticeMails({ db, config }: Deps, scope: NoticeMailScope) {
  await db.transaction(async (tx) => {
    // A withdrawn notice's matches are not open: nobody is claimed for it.
    for (const r of await claimNoticeRecipients(tx, scope)) {
      const language = (LANGUAGES as readonly string[]).includes(r.language)
        ? (r.language as Language)
        : 'en';
      const url = r.gear_id
        ? `${config.siteUrl}${paths.gear(r.gear_id)}`
        : `${config.siteUrl}${paths.notice(r.notice_id)}`;
      const mail = safetyNoticeMail({
        language,
        name: r.first_name,
        title: titleIn(r.title, language),
        severity: r.severity,
        role: r.role,
        gear: r.subject,
        maybe: r.match === 'may_be_affected',
        url,
      });
      // Queued in the claim's transaction: the mail goes exactly when the claim is kept.
      await enqueue(tx, { task: 'send_mail', payload: { to: r.email, ...mail } });
    }
  });
}
