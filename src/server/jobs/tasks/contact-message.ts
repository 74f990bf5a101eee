// contact_message: mails a stored contact message to the team, once (mailed_at records it).
import { mailContactMessage } from '#server/features/contact/service.ts';
import type { JobDeps, JobPayloads } from '#server/jobs/queue.ts';

export const contactMessageTask =
  (deps: JobDeps) =>
  async ({ id }: JobPayloads['contact_message']) => {
    await mailContactMessage(deps, id);
  };
