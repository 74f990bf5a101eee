// The SMTP path of the one mailer, against real SMTP servers started here on free ports: a
// registration's verification mail arrives as multipart text + HTML in the user's language.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { register, signUpBody } from '#server/test/accounts.ts';
import { linkToken, parseMail } from '#server/test/mail.ts';

type Received = { from: string; to: string[]; source: string };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An SMTP server on 127.0.0.1 (port 0: a free one) that keeps what it receives. */
async function startSmtp(options: SMTPServerOptions) {
  const received: Received[] = [];
  const server = new SMTPServer({
    ...options,
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          source: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, port: (server.server.address() as AddressInfo).port };
}

async function appWith(env: Record<string, string>): Promise<TestContext> {
  const t = await createTestApp({
    SITE_URL: 'https://airgear.test',
    MAIL_FROM: 'Air Gear <no-reply@airgear.test>',
    ...env,
  });
  cleanups.push(() => t.close());
  return t;
}

describe('mail over SMTP', () => {
  it('delivers the verification mail of a Portuguese sign-up as multipart text + HTML', async () => {
    // A local relay without TLS, like a development mail catcher.
    const smtp = await startSmtp({ disabledCommands: ['STARTTLS', 'AUTH'] });
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const body = signUpBody({ language: 'pt', first_name: 'João' });
    expect((await register(t.app, body)).statusCode).toBe(201);
    await t.drainJobs();

    const message = smtp.received.find((m) => m.to.includes(body.email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('no-reply@airgear.test');
    const mail = parseMail(message!.source);
    expect(mail.contentType).toMatch(/^multipart\/alternative;/);
    expect(mail.parts.map((p) => p.contentType.split(';')[0])).toEqual(['text/plain', 'text/html']);
    expect(mail.subject).toBe('Confirme o seu endereço de e-mail na Air Gear');
    expect(mail.text).toContain('Olá João,');
    expect(mail.text).toContain('Confirmar o meu endereço de e-mail');
    expect(mail.html).toContain('<html lang="pt">');
    const token = linkToken(mail, '/verify-email');
    expect(mail.text).toContain(`https://airgear.test/verify-email?token=${token}`);
    expect(mail.html).toContain(`href="https://airgear.test/verify-email?token=${token}"`);

    // The link from the SMTP mail really verifies the account.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email/',
      payload: { token },
    });
    expect(res.statusCode).toBe(204);
  });

  it('takes nodemailer options from the URL: ?ignoreTLS=true skips an offered STARTTLS', async () => {
    // smtp-server offers STARTTLS with a certificate no client trusts, as many local relays do.
    const smtp = await startSmtp({});
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true` });
    const body = signUpBody({ language: 'es' });
    expect((await register(t.app, body)).statusCode).toBe(201);
    await t.drainJobs();
    const message = smtp.received.find((m) => m.to.includes(body.email));
    expect(parseMail(message!.source).subject).toBe(
      'Confirma tu dirección de correo electrónico en Air Gear',
    );
  });
});
