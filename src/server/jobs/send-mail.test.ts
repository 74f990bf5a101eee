// send_mail run again for the same job (a crash after the mail was written, before the job was
// marked done) writes the same outbox file again: one mail, not two.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobHelpers } from 'graphile-worker';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { sendMailTask } from './tasks/send-mail.ts';

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
