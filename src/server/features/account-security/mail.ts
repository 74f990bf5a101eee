// The mails of this feature, written and sent by jobs (src/server/jobs/tasks/account-mail.ts):
// each one makes a fresh one-use token and sends its link in the language the user last used.
// A failure throws, so the queue tries again; the request that queued it never waits for a mail.
import type { Config } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { passwordResetMail } from '#server/mail/templates/password-reset.ts';
import { verifyEmailMail } from '#server/mail/templates/verify-email.ts';
import { enqueue, type Executor } from '#server/jobs/queue.ts';
import { findUserById } from '#server/features/accounts/repository.ts';
import { isActiveAccount } from '#server/policies/user-access.ts';
import { issueToken } from './tokens.ts';

export type MailDeps = { db: Db; mailer: Mailer; config: Config };

/** Queues the verification mail in `tx` (a registration's transaction); one waiting job per user. */
export const queueVerificationMail = (tx: Executor, userId: string) =>
  enqueue(tx, { task: 'verification_mail', payload: { userId }, jobKey: `verify:${userId}` });

/** Sends the verification link, unless the address was verified (or the account deleted) since. */
export async function sendVerificationMail(deps: MailDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.email_verified) return;
  const token = await issueToken(deps.db, user.id, 'verify_email');
  const mail = verifyEmailMail({
    language: mailLanguage(user.language),
    name: user.first_name,
    siteUrl: deps.config.siteUrl,
    token,
  });
  await deps.mailer.send({ to: user.email, ...mail });
}

/** Sends a reset link, unless the account was deleted or suspended since it was asked for. */
export async function sendPasswordResetMail(deps: MailDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user || !isActiveAccount(user)) return;
  const token = await issueToken(deps.db, user.id, 'reset_password');
  const mail = passwordResetMail({
    language: mailLanguage(user.language),
    name: user.first_name,
    username: user.username,
    siteUrl: deps.config.siteUrl,
    token,
  });
  await deps.mailer.send({ to: user.email, ...mail });
}
