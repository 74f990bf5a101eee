// The job queue on a real PostgreSQL: a job exists exactly when its transaction committed, a
// failed job is retried after a backoff, and workers running side by side run each job once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '#server/mail/mailer.ts';
import { mailsTo } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { enqueue } from './queue.ts';
import { drainJobs } from './runner.ts';
import { makeJobsDue, queuedJobs } from './test-jobs.ts';

const mailTo = (to: string): Mail => ({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
const address = () => `pilot-${randomBytes(4).toString('hex')}@example.com`;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('enqueue()', () => {
  it('adds nothing when the transaction that queued the job rolls back', async () => {
    const to = address();
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueue(tx, { task: 'send_mail', payload: mailTo(to) });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await queuedJobs(t.database.db)).toEqual([]);
    expect(await mailsTo(t, to, 1, 200)).toEqual([]);
  });

  it('runs the job of a committed transaction when a worker runs, not before', async () => {
    const to = address();
    await t.database.db.transaction((tx) =>
      enqueue(tx, { task: 'send_mail', payload: mailTo(to) }),
    );
    expect(await queuedJobs(t.database.db, 'send_mail')).toHaveLength(1);
    const [mail, ...more] = await mailsTo(t, to);
    expect(mail!.subject).toBe('Hello');
    expect(more).toEqual([]);
    expect(await queuedJobs(t.database.db)).toEqual([]);
  });

  it('queues the mail of a request with its write: a contact message is mailed once the queue runs', async () => {
    const sent: Mail[] = [];
    const ctx = await createTestApp({}, { mailer: { send: async (m) => void sent.push(m) } });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact/',
        payload: { fullName: 'Ana', email: 'ana@example.com', message: 'Is the wing sold?' },
      });
      expect(res.statusCode).toBe(201);
      expect(sent).toEqual([]);
      await ctx.drainJobs();
      expect(sent.map((m) => m.replyTo)).toEqual(['ana@example.com']);
    } finally {
      await ctx.close();
    }
  });
});

describe('a failing job', () => {
  let down = true;
  const sent: Mail[] = [];
  const mailer: Mailer = {
    send: async (mail) => {
      if (down) throw new Error('SMTP is down');
      sent.push(mail);
    },
  };
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { mailer });
  });
  afterAll(async () => ctx.close());

  it('is kept with its error and retried after a backoff, then runs once', async () => {
    const to = address();
    await enqueue(ctx.database.db, { task: 'send_mail', payload: mailTo(to) });
    await ctx.drainJobs();
    const [job] = await queuedJobs(ctx.database.db);
    expect(job).toMatchObject({ attempts: 1, last_error: expect.stringContaining('SMTP is down') });
    // The first retry waits e^1 s; a worker running now leaves it alone.
    expect(job!.run_at.getTime()).toBeGreaterThan(Date.now() + 1000);
    down = false;
    await ctx.drainJobs();
    expect(sent).toEqual([]);
    await makeJobsDue(ctx.database.db);
    await ctx.drainJobs();
    expect(sent.map((m) => m.to)).toEqual([to]);
    expect(await queuedJobs(ctx.database.db)).toEqual([]);
  });
});

describe('several workers', () => {
  it('run each job once (jobs are taken with SKIP LOCKED)', async () => {
    const sent: string[] = [];
    const mailer: Mailer = {
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.to);
      },
    };
    const deps = { db: t.database.db, mailer, config: t.config };
    const addresses = Array.from({ length: 30 }, address);
    await t.database.db.transaction(async (tx) => {
      for (const to of addresses) await enqueue(tx, { task: 'send_mail', payload: mailTo(to) });
    });
    await Promise.all([1, 2, 3].map(() => drainJobs(deps, t.database.pool)));
    expect(sent.toSorted()).toEqual(addresses.toSorted());
  });
});
