// match_wanted: a listing was created or edited. Its matches are claimed (wanted_matches) and
// each owner's gathered mail queued (wanted_mail) in one transaction: a crash before it commits
// leaves nothing claimed and the job runs again; after it, every match waits for one mail.
// wanted_mail: the owner's mail of every match waiting (features/wanted/match-mail.ts).
import { sendWantedMail } from '#server/features/wanted/match-mail.ts';
import { notifyWantedMatches } from '#server/features/wanted/matching.ts';
import type { JobDeps, JobPayloads } from '#server/jobs/queue.ts';

export const matchWantedTask =
  ({ db, config }: JobDeps) =>
  async ({ gearId }: JobPayloads['match_wanted']) => {
    await db.transaction(async (tx) => {
      await notifyWantedMatches({ db: tx, config }, gearId);
    });
  };

export const wantedMailTask =
  (deps: JobDeps) =>
  async ({ userId }: JobPayloads['wanted_mail']) => {
    await sendWantedMail(deps, userId);
  };
