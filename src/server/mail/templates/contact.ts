// The mail the site's team receives for a contact form message. Everything in it was typed by
// a visitor: the HTML part escapes it, and the subject line cannot carry a line break.
import { escapeHtml } from '#server/lib/escape-html.ts';

export type ContactMail = { subject: string; text: string; html: string };
type ContactMessage = { fullName: string; email: string; message: string; receivedAt: Date };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function contactMail(input: ContactMessage): ContactMail {
  const name = oneLine(input.fullName);
  const when = input.receivedAt.toISOString();
  const subject = `Contact form: ${name}`.slice(0, 150);
  const text = [
    `New message from the Air Gear contact form.`,
    ``,
    `From: ${name} <${input.email}>`,
    `Received: ${when}`,
    ``,
    input.message,
    ``,
    `-- `,
    `Reply to this e-mail to answer ${name}.`,
  ].join('\n');
  const paragraphs = input.message
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p style="margin:0 0 12px">New message from the Air Gear contact form.</p>
<table style="margin:0 0 16px;border-collapse:collapse">
<tr><th style="text-align:left;padding-right:12px">From</th><td>${escapeHtml(name)} &lt;<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>&gt;</td></tr>
<tr><th style="text-align:left;padding-right:12px">Received</th><td>${when}</td></tr>
</table>
${paragraphs}
<p style="margin:16px 0 0;color:#6b7280">Reply to this e-mail to answer ${escapeHtml(name)}.</p>
</body></html>
`;
  return { subject, text, html };
}
