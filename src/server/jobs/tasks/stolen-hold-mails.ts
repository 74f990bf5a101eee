// stolen_hold_mails: the team and the reporter hear of a new stolen-gear hold (queued in the
// write that made it; features/deal-safety/stolen-holds.ts).
import { mailHold } from '#server/features/deal-safety/stolen-holds.ts';
import type { JobDeps, JobPayloads } from '#server/jobs/queue.ts';

export const stolenHoldMailsTask =
  (deps: JobDeps) =>
  async ({ holdId }: JobPayloads['stolen_hold_mails']) => {
    await mailHold(deps, holdId);
  };
