// send_mail run again for the same job (a crash after the mail was written, before the job was
// marked done) writes the same outbox file again: one mail, not two. send_mails (a batch) does
// the same per mail, and reports each mail's outcome so only failed ones are retried.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobHelpers } from 'graphile-worker';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { sendMailsTask, sendMailTask } from './tasks/send-mail.ts';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('send_mail', () => {
  it('writes one outbox file per job however often the job runs', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'airgear-send-mail-'));
    dirs.push(outboxDir);
    const mailer = createMailer({ smtpUrl: undefined, from: 'a@example.com', outboxDir });
    const task = sendMailTask({ mailer, db: {} as Db, config: {} as Config });
    const mail = { to: 'b@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };
    const job = (id: string) => ({ job: { id, created_at: new Date() } }) as unknown as JobHelpers;
    const first = job('41');
    await task(mail, first);
    await task(mail, first);
    expect(await readdir(outboxDir)).toHaveLength(1);
    await task(mail, job('42'));
    expect(await readdir(outboxDir)).toHaveLength(2);
  });
});

describe('send_mails', () => {
  it('sends every mail of the batch once however often it runs, and reports each failure', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'airgear-send-mails-'));
    dirs.push(outboxDir);
    const outbox = createMailer({ smtpUrl: undefined, from: 'a@example.com', outboxDir });
    const mailer = {
      send: async (mail: Parameters<typeof outbox.send>[0]) => {
        if (mail.to === 'down@example.com') throw new Error('mailbox down');
        await outbox.send(mail);
      },
    };
    const task = sendMailsTask({ mailer, db: {} as Db, config: {} as Config });
    const date = new Date().toISOString();
    const batch = ['b', 'down', 'c'].map((name, i) => ({
      to: `${name}@example.com`,
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
      messageId: `<batch-${i}@example.com>`,
      date,
    }));
    for (let run = 0; run < 2; run++) {
      const outcomes = await Promise.allSettled(await task(batch));
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    }
    expect(await readdir(outboxDir)).toHaveLength(2);
  });
});
