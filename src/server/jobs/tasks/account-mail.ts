// verification_mail and password_reset_mail: the token is made when the mail is written, not
// when the job was queued, so the database never holds a usable link in a job's payload and a
// retried mail still has its full lifetime. A retry makes a new token (the unsent one is dropped).
import {
  sendPasswordResetMail,
  sendVerificationMail,
} from '#server/features/account-security/mail.ts';
import type { JobDeps, JobPayloads } from '#server/jobs/queue.ts';

export const verificationMailTask =
  (deps: JobDeps) =>
  async ({ userId }: JobPayloads['verification_mail']) => {
    await sendVerificationMail(deps, userId);
  };

export const passwordResetMailTask =
  (deps: JobDeps) =>
  async ({ userId }: JobPayloads['password_reset_mail']) => {
    await sendPasswordResetMail(deps, userId);
  };
