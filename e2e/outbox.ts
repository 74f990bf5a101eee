// The mail outbox the journey server writes to (OUTBOX_DIR), at a path both the server
// (e2e/serve.ts) and the test workers derive from the port, so journeys can read the links
// that verification and password-reset mails carry. One folder per port: runs on different
// ports never see each other's mail.
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const e2eOutboxDir = (port = process.env.E2E_PORT ?? '3100') =>
  join(tmpdir(), `airgear-e2e-outbox-${port}`);

// Bodies are quoted-printable: undo soft line breaks and =XX escapes (links are plain ASCII).
const decode = (source: string) =>
  source
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for the newest mail to `to` with a link to `path`, and answers that link's path + query. */
export async function linkFromOutbox(
  to: string,
  path: '/verify-email' | '/reset-password',
  timeoutMs = 30_000,
): Promise<string> {
  const dir = e2eOutboxDir();
  const pattern = new RegExp(`https?://[^/\\s"]+(${path}\\?token=[A-Za-z0-9_-]+)`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      const mail = decode(await readFile(join(dir, name), 'utf8'));
      const match = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'm').test(mail)
        ? pattern.exec(mail)
        : null;
      if (match) return match[1]!;
    }
    if (Date.now() > deadline) throw new Error(`no ${path} mail to ${to} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type OutboxMail = { headers: string; body: string };

/** The mails to `to` so far, newest first: unfolded headers as written, the body decoded. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const dir = e2eOutboxDir();
  const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
  const mails: OutboxMail[] = [];
  for (const name of names) {
    const raw = await readFile(join(dir, name), 'utf8');
    const split = raw.search(/\r?\n\r?\n/);
    const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(headers))
      mails.push({ headers, body: decode(raw.slice(split)) });
  }
  return mails;
}
