// send_mail: a mail written by another job (wanted matches, alerts), sent through the one mailer.
// A failure throws, so the queue tries again later. The Message-ID and Date come from the job, so
// a retry after a crash between sending and the job's completion sends the same message: the
// outbox writes the same file again (one mail), and an SMTP receiver can drop the duplicate.
import type { JobHelpers } from 'graphile-worker';
import type { JobDeps, JobPayloads } from '#server/jobs/queue.ts';

/**
 * send_mails: the mails of an alert batch, one after another. Returns a promise per mail, so the
 * queue retries only the ones that failed (graphile-worker's batch jobs); each keeps the
 * Message-ID and Date it was queued with.
 */
export const sendMailsTask =
  ({ mailer }: JobDeps) =>
  async (payload: JobPayloads['send_mails']) => {
    const results: Promise<void>[] = [];
    let previous: Promise<unknown> = Promise.resolve();
    for (const mail of payload) {
      const sent = previous.then(() => mailer.send({ ...mail, date: new Date(mail.date) }));
      results.push(sent);
      previous = sent.catch(() => {});
    }
    return results;
  };

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
