// The passport reminder: the check or repack of one piece of gear falls due on a date (written
// out in the owner's language), and a button to the dashboard's "My gear".
import type { Language } from '#shared/constants.ts';
import { linkMail, type RenderedMail } from './layout.ts';
import { PASSPORT_REMINDER_WORDS } from './passport-reminder-words.ts';

export function passportReminderMail(input: {
  language: Language;
  name: string;
  siteUrl: string;
  /** Brand and model, as the owner named them. */
  gear: string;
  kind: 'check' | 'repack';
  /** YYYY-MM-DD. */
  dueOn: string;
}): RenderedMail {
  const words = PASSPORT_REMINDER_WORDS[input.language];
  const date = new Intl.DateTimeFormat(input.language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${input.dueOn}T00:00:00Z`));
  return linkMail({
    language: input.language,
    subject: words.subject,
    name: input.name,
    before: [words[input.kind](input.gear.replace(/\s+/g, ' ').trim(), date)],
    button: { label: words.button, url: `${input.siteUrl}/dashboard` },
    after: [words.why],
  });
}
