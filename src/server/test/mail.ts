// Reads the mails the tests cause: a minimal MIME reader (headers, encoded-word subjects,
// multipart parts, quoted-printable and base64 bodies) so assertions see what a person would.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type ParsedMail = {
  headers: Record<string, string>;
  subject: string;
  to: string;
  contentType: string;
  parts: { contentType: string; body: string }[];
  text: string;
  html: string;
};

function decodeQuotedPrintable(source: string, underscoreIsSpace = false): string {
  const soft = source.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (underscoreIsSpace && soft[i] === '_') bytes.push(0x20);
    else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=); the space between two words vanishes. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text, true),
    );

function splitHead(source: string) {
  const at = source.search(/\r?\n\r?\n/);
  const head = at < 0 ? source : source.slice(0, at);
  const body = at < 0 ? '' : source.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string) {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseMail(source: string): ParsedMail {
  const { headers, body } = splitHead(source);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((raw) => {
          const part = splitHead(raw.replace(/^\r?\n/, ''));
          return {
            contentType: part.headers['content-type'] ?? 'text/plain',
            body: decodeBody(part.headers, part.body),
          };
        })
    : [{ contentType, body: decodeBody(headers, body) }];
  const find = (type: string) => parts.find((p) => p.contentType.startsWith(type))?.body ?? '';
  return {
    headers,
    subject: decodeWords(headers.subject ?? ''),
    to: headers.to ?? '',
    contentType,
    parts,
    text: find('text/plain'),
    html: find('text/html'),
  };
}

export async function outboxMails(outboxDir: string): Promise<ParsedMail[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[])).sort();
  return Promise.all(
    names.map(async (name) => parseMail(await readFile(join(outboxDir, name), 'utf8'))),
  );
}

type Outbox = { config: { outboxDir: string }; drainJobs: () => Promise<void> };

/**
 * The mails to an address. Mail is a job: this runs the queue, again while waiting a little for
 * jobs queued after the answer (password reset).
 */
export async function mailsTo(t: Outbox, to: string, expected = 1, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await t.drainJobs();
    const found = (await outboxMails(t.config.outboxDir)).filter((m) => m.to.includes(to));
    if (found.length >= expected || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the last link of a kind in a mail's text part. */
export function linkToken(mail: ParsedMail, path: '/verify-email' | '/reset-password') {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1]!;
}

/** The decoded sources (headers and bodies) of the mails to `to`, once the queued jobs ran. */
export async function mailSourcesTo(t: Outbox, to: string): Promise<string[]> {
  await t.drainJobs();
  const outboxDir = t.config.outboxDir;
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const sources = await Promise.all(
    names.map(async (n) => decodeQuotedPrintable(await readFile(join(outboxDir, n), 'utf8'))),
  );
  return sources.filter((s) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(s));
}
