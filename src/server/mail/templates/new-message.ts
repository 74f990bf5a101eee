// The mail a participant gets about a new message: who wrote about which listing, and a button
// to the conversation. The message itself is not in the mail: it is read on the site, where
// links in a new account's messages stay inert and a report is one click away.
import type { Language } from '#shared/constants.ts';
import { linkMail, type RenderedMail } from './layout.ts';
import { NEW_MESSAGE_WORDS } from './new-message-words.ts';

const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export function newMessageMail(input: {
  language: Language;
  name: string;
  siteUrl: string;
  sender: string;
  listing: string;
  conversationId: string;
  recipientId: string;
}): RenderedMail {
  const words = NEW_MESSAGE_WORDS[input.language];
  const sender = oneLine(input.sender, 60) || 'Air Gear';
  const listing = oneLine(input.listing, 100);
  return linkMail({
    language: input.language,
    subject: words.subject(sender, listing),
    name: input.name,
    before: [words.intro(sender, listing)],
    button: { label: words.button, url: `${input.siteUrl}/messages/${input.conversationId}` },
    after: [words.why(`${input.siteUrl}/userdetails/${input.recipientId}`)],
  });
}
