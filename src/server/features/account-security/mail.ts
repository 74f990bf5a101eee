// The mails of this feature: each one makes a fresh one-use token and sends its link in the
// language the user last used. A mail that cannot be sent is logged, never an error for the
// request that caused it (the account exists; a new link can be asked for).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { mailLanguage } from '../../mail/i18n.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { passwordResetMail } from '../../mail/templates/password-reset.ts';
import { verifyEmailMail } from '../../mail/templates/verify-email.ts';
import { issueToken } from './tokens.ts';

export type MailDeps = { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger };
type User = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'username' | 'first_name' | 'language'
>;

/** Sends the verification link; true when it went out. */
export async function sendVerificationMail(deps: MailDeps, user: User): Promise<boolean> {
  try {
    const token = await issueToken(deps.db, user.id, 'verify_email');
    const mail = verifyEmailMail({
      language: mailLanguage(user.language),
      name: user.first_name,
      siteUrl: deps.config.siteUrl,
      token,
    });
    await deps.mailer.send({ to: user.email, ...mail });
    return true;
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'verification mail not sent');
    return false;
  }
}

export async function sendPasswordResetMail(deps: MailDeps, user: User): Promise<boolean> {
  try {
    const token = await issueToken(deps.db, user.id, 'reset_password');
    const mail = passwordResetMail({
      language: mailLanguage(user.language),
      name: user.first_name,
      username: user.username,
      siteUrl: deps.config.siteUrl,
      token,
    });
    await deps.mailer.send({ to: user.email, ...mail });
    return true;
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'password reset mail not sent');
    return false;
  }
}
