// send_mail: a mail written by another job (wanted matches), sent through the one mailer. A
// failure throws, so the queue tries again later; a mail is sent at least once.
import type { JobPayloads } from '#server/jobs/queue.ts';
import type { JobDeps } from '#server/jobs/tasks.ts';

export const sendMailTask =
  ({ mailer }: JobDeps) =>
  async (payload: JobPayloads['send_mail']) => {
    await mailer.send(payload);
  };
