// The SMTP path of the one mailer, against a real SMTP server started here on a free port:
// a registration's verification mail arrives as multipart text + HTML in the user's language.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { register, signUpBody } from '../accounts/test-helpers.ts';
import { linkToken, parseMail } from './test-mail.ts';

type Received = { from: string; to: string[]; source: string };
const received: Received[] = [];
let server: SMTPServer;
let t: TestContext;

beforeAll(async () => {
  server = new SMTPServer({
    // A local relay without TLS or login, like a development mail catcher.
    disabledCommands: ['STARTTLS', 'AUTH'],
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
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SITE_URL: 'https://airgear.test',
    MAIL_FROM: 'Air Gear <no-reply@airgear.test>',
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the verification mail of a Portuguese sign-up as multipart text + HTML', async () => {
    const body = signUpBody({ language: 'pt', first_name: 'João' });
    expect((await register(t.app, body)).statusCode).toBe(201);

    const message = received.find((m) => m.to.includes(body.email));
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
});
