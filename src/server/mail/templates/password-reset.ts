// The mail with a one-use link to /reset-password, where the second step sets a new password.
import type { Language } from '#shared/constants.ts';
import { MAIL_STRINGS } from '#server/mail/i18n.ts';
import { linkMail, type RenderedMail } from './layout.ts';

export function passwordResetMail(input: {
  language: Language;
  name: string;
  username: string;
  siteUrl: string;
  token: string;
}): RenderedMail {
  const words = MAIL_STRINGS[input.language].reset;
  return linkMail({
    language: input.language,
    subject: words.subject,
    name: input.name,
    before: [words.intro(input.username)],
    button: {
      label: words.button,
      url: `${input.siteUrl}/reset-password?token=${encodeURIComponent(input.token)}`,
    },
    after: [words.expiry, words.ignore],
  });
}
