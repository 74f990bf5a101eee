// passport_reminders: the daily cron run that mails owners whose gear's check or repack falls due.
import { sweepPassportReminders } from '#server/features/items/reminders.ts';
import type { JobDeps } from '#server/jobs/queue.ts';

export const passportRemindersTask = (deps: JobDeps) => async () => {
  await sweepPassportReminders(deps);
};
