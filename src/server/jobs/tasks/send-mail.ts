// send_mail: a mail written by another job (wanted matches, alerts), sent through the one mailer.
// A failure throws, so the queue tries again later. The Message-ID and Date come from the job, so
// a retry after a crash between sending and the job's completion sends the same message: the
// outbox writes the same file again (one mail), and an SMTP receiver can drop the duplicate.
import type { JobHelpers } from 'graphile-worker';
import type { JobPayloads } from '#server/jobs/queue.ts';
import type { JobDeps } from '#server/jobs/tasks.ts';

export const sendMailTask =
  ({ mailer }: JobDeps) =>
  async (payload: JobPayloads['send_mail'], { job }: JobHelpers) => {
    const created = new Date(job.created_at);
    await mailer.send({
      ...payload,
      messageId: `<job-${job.id}-${created.getTime()}@air-gear.mail>`,
      date: created,
    });
  };
