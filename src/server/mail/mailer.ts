// The one mailer: SMTP when SMTP_URL is set, otherwise .eml files in the outbox folder
// (what `npm start` and the tests use; a test reads links out of those files).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { mails } from '#server/lib/metrics.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe of alert mails). */
  headers?: Record<string, string>;
  /**
   * Message-ID and Date of a mail that may be sent again (a job retried after a crash): the
   * outbox then writes the same file again instead of a second one.
   */
  messageId?: string;
  date?: Date;
};
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** Counts each mail sent or failed (lib/metrics.ts). */
const counted = (mailer: Mailer): Mailer => ({
  send: async (mail) => {
    try {
      await mailer.send(mail);
      mails.sent++;
    } catch (error) {
      mails.failed++;
      throw error;
    }
  },
});

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  return counted(transportMailer(options));
}

function transportMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => void (await transport.sendMail({ from: options.from, ...mail })),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${(mail.date ?? new Date()).toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      // A retried mail (same Message-ID and Date) overwrites its file, a half-written one too.
      await writeFile(join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
