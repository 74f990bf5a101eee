// A failed statement is logged without its parameters: no password hash, e-mail or value of a
// row reaches the log, whichever way the error is logged.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, signUpBody } from '#server/test/accounts.ts';
import { safeErrorText } from '#server/lib/log-safe-error.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => lines.push(l) } });
  // Every new account now fails in the database, as a constraint or a bug would make it.
  await t.database.pool.query(
    'ALTER TABLE users ADD CONSTRAINT no_sign_up CHECK (false) NOT VALID',
  );
});
afterAll(async () => t.close());

describe('failed SQL in the logs', () => {
  it('a sign-up that fails in the database logs no e-mail or password hash', async () => {
    const body = signUpBody({
      email: 'secret.pilot@example.com',
      phone_number: '+351 911 111 111',
    });
    lines.length = 0;
    const res = await register(t.app, body);
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('no_sign_up'); // what failed is still there
    expect(log).toContain('[redacted]');
    for (const secret of ['secret.pilot', '$argon2', body.username, '911 111 111']) {
      expect(log).not.toContain(secret);
    }
  });

  it('an error logged by hand, or as plain text, keeps a value it could not read out too', async () => {
    const error = await t.database.db
      .execute(sql`select ${'tok_3f9a2c'}::int, ${'who@example.com'}::text`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    lines.length = 0;
    t.app.log.error({ err: error }, 'by hand');
    t.app.log.error(error as Error);
    const text = [lines.join(''), safeErrorText(error), safeErrorText(error, { stack: true })];
    expect(text[0]).toContain('by hand');
    for (const out of text) {
      expect(out).toContain('Failed query');
      expect(out).not.toContain('tok_3f9a2c');
      expect(out).not.toContain('who@example.com');
    }
  });
});
