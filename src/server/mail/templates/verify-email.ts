// The mail that confirms a new account's address: a one-use link to /verify-email.
import type { Language } from '#shared/constants.ts';
import { linkMail, type RenderedMail } from './layout.ts';
import { VERIFY_EMAIL_WORDS } from './verify-email-words.ts';

export function verifyEmailMail(input: {
  language: Language;
  name: string;
  siteUrl: string;
  token: string;
}): RenderedMail {
  const words = VERIFY_EMAIL_WORDS[input.language];
  return linkMail({
    language: input.language,
    subject: words.subject,
    name: input.name,
    before: [words.intro],
    button: {
      label: words.button,
      url: `${input.siteUrl}/verify-email?token=${encodeURIComponent(input.token)}`,
    },
    after: [words.expiry, words.ignore],
  });
}
