// One look for the mails that ask a user to follow a link: a greeting, a few sentences, one
// button, and the address spelled out for mail programs that show no HTML. Both parts say the
// same; everything placed in the HTML is escaped (names are typed by users).
import type { Language } from '#shared/constants.ts';
import { escapeHtml } from '#server/lib/escape-html.ts';
import { MAIL_STRINGS } from '#server/mail/i18n.ts';

export type RenderedMail = { subject: string; text: string; html: string };

type LinkMail = {
  language: Language;
  subject: string;
  name: string;
  before: string[];
  button: { label: string; url: string };
  after: string[];
};

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

export function linkMail(mail: LinkMail): RenderedMail {
  const words = MAIL_STRINGS[mail.language];
  const greeting = words.greeting(mail.name.replace(/\s+/g, ' ').trim());
  const text = [
    greeting,
    '',
    ...mail.before.flatMap((p) => [p, '']),
    `${mail.button.label}:`,
    mail.button.url,
    '',
    ...mail.after.flatMap((p) => [p, '']),
    '-- ',
    words.footer,
    '',
  ].join('\n');
  const url = escapeHtml(mail.button.url);
  const html = `<!doctype html>
<html lang="${mail.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1917;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#0f766e">Air Gear</p>
${paragraph(greeting)}
${mail.before.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(mail.button.label)}</a></p>
${mail.after.map(paragraph).join('\n')}
<p style="margin:0 0 16px;font-size:14px;color:#57534e">${escapeHtml(words.linkFallback)}<br><a href="${url}" style="color:#0f766e;word-break:break-all">${url}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#78716c">${escapeHtml(words.footer)}</p>
</div>
</body></html>
`;
  return { subject: mail.subject, text, html };
}
