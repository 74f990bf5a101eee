// The job queue (graphile-worker, docs/decisions/008-job-queue.md): its schema, and enqueue(),
// which adds a job inside the caller's transaction, so the job exists exactly when the write that
// causes it was committed (a rolled-back write leaves no job, a committed one cannot lose it).
import { sql } from 'drizzle-orm';
import { runMigrations } from 'graphile-worker';
import type pg from 'pg';
import type { Db } from '#server/db/client.ts';
import type { Config } from '#server/app-deps.ts';
import type { Mail, Mailer } from '#server/mail/mailer.ts';
import { silentLogger } from './logger.ts';

/** What a job's task runs with (the worker's, the same shape as the app's). */
export type JobDeps = { db: Db; mailer: Mailer; config: Config };

/** What each task is given. Ids only where the handler reads fresh rows; a mail as written. */
/** A mail of a batch, its Message-ID and Date fixed when queued: a retry sends the same. */
export type QueuedMail = Omit<Mail, 'date'> & { messageId: string; date: string };

export type JobPayloads = {
  send_mail: Mail;
  /** A batch job (graphile-worker retries only the entries that failed). */
  send_mails: QueuedMail[];
  verification_mail: { userId: string };
  password_reset_mail: { userId: string };
  contact_message: { id: string };
  match_wanted: { gearId: string };
  /** A wanted item owner's gathered mail of their waiting matches (features/wanted/match-mail.ts). */
  wanted_mail: { userId: string };
  match_saved_searches: { gearId: string };
  /** Left for jobs queued before the batches; new ones are saved_search_alerts. */
  saved_search_alert: { savedSearchId: string; frequency: 'instant' | 'daily' | 'weekly' };
  saved_search_alerts: { savedSearchIds: string[]; frequency: 'instant' | 'daily' | 'weekly' };
  saved_search_sweep: Record<string, never>;
  saved_search_digests: { frequency: 'daily' | 'weekly' };
  watchlist_mail: { userId: string };
  passport_reminders: Record<string, never>;
  refresh_price_guide: { modelId: string };
  refresh_price_guides: Record<string, never>;
  expire_offers: Record<string, never>;
  refresh_airworthiness: Record<string, never>;
  /** The team's and the reporter's mails of a new stolen-gear hold. */
  stolen_hold_mails: { holdId: string };
  /** A safety notice was saved: match it against every listing and item, then mail. */
  match_notice: { noticeId: string };
  /** A listing or item was written: match it against every notice. */
  match_notice_subject: { gearId: string } | { itemId: string };
  /**
   * Mail the people a notice's open matches concern who were not mailed about it yet; or, for a
   * written listing or item, the people of its own open matches (one job however many notices).
   */
  notice_mails: { noticeId: string } | { gearIds: string[]; itemIds: string[] };
};
export type TaskName = keyof JobPayloads;

/** A database handle or a transaction: anything that can run a statement. */
export type Executor = Pick<Db, 'execute'>;

export type Job<T extends TaskName> = {
  task: T;
  payload: JobPayloads[T];
  /**
   * While a job with this key waits, adding another replaces it: ten edits of a listing in a
   * minute match it once. A job already running is left alone and the new one is added.
   */
  jobKey?: string;
};

export async function enqueue<T extends TaskName>(
  tx: Executor,
  { task, payload, jobKey }: Job<T>,
): Promise<void> {
  // Retries: 25 attempts (the library's default), the n-th after e^min(n,10) s, about 3 days
  // in all, so an SMTP outage of a day still delivers.
  await tx.execute(
    sql`select graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json, job_key => ${jobKey ?? null})`,
  );
}

/** Creates or upgrades the graphile_worker schema (its own migrations, run under a lock). */
export async function installJobQueue(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool, logger: silentLogger });
}

/** A mailer whose mails are send_mail jobs of the transaction `tx`: they go if it commits. */
export const queuedMailer = (tx: Executor): Mailer => ({
  send: (mail) => enqueue(tx, { task: 'send_mail', payload: mail }),
});
