// The mail with a one-use link to /reset-password, where the second step sets a new password.
import type { Language } from '#shared/constants.ts';
import { linkMail, type RenderedMail } from './layout.ts';
import { PASSWORD_RESET_WORDS } from './password-reset-words.ts';

export function passwordResetMail(input: {
  language: Language;
  name: string;
  username: string;
  siteUrl: string;
  token: string;
}): RenderedMail {
  const words = PASSWORD_RESET_WORDS[input.language];
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
