// match_wanted: a listing was created or edited. The matches are claimed (wanted_matches) and
// their mails queued as send_mail jobs in one transaction: a crash before it commits leaves
// nothing claimed and the job runs again; after it, every match has exactly one mail queued.
import { notifyWantedMatches } from '#server/features/wanted/matching.ts';
import { queuedMailer, type JobDeps, type JobPayloads } from '#server/jobs/queue.ts';

export const matchWantedTask =
  ({ db, config }: JobDeps) =>
  async ({ gearId }: JobPayloads['match_wanted']) => {
    await db.transaction(async (tx) => {
      await notifyWantedMatches({ db: tx, mailer: queuedMailer(tx), config }, gearId);
    });
  };
