// The create-admin command as an operator runs it: a child process against a test database
// (DATABASE_URL), the password from ADMIN_PASSWORD; and its answer when the server holds the
// data folder.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '#server/db/client.ts';
import { auditLog, users } from '#server/db/schema.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import { makeUser } from '#server/test/factories.ts';
import { createTestDatabase } from '#server/test/test-app.ts';

let url: string;
let database: Database;
let scratch: string;
beforeAll(async () => {
  url = (await createTestDatabase()).url;
  database = connect(url, 2);
  scratch = await mkdtemp(join(tmpdir(), 'airgear-admin-'));
});
afterAll(async () => {
  await database.close();
  await rm(scratch, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['scripts/create-admin.ts', ...args], {
    // No demo data (a database without users would get it) and no files in the repository.
    env: { ...process.env, DATABASE_URL: url, SEED_DEMO: '0', DATA_DIR: scratch, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

const userNamed = async (username: string) =>
  (await database.db.select().from(users).where(eq(users.username, username)))[0];

describe('npm run create-admin', { timeout: 120_000 }, () => {
  it('creates a staff account with the password from ADMIN_PASSWORD, and audits it', async () => {
    const result = await run(['--username', 'chief', '--email', 'chief@example.com'], {
      ADMIN_PASSWORD: 'ridge-soaring-7',
    });
    expect(result.output).toContain('Created the staff account chief.');
    expect(result.code).toBe(0);
    const user = await userNamed('chief');
    expect(user).toMatchObject({
      email: 'chief@example.com',
      is_staff: true,
      email_verified: true,
    });
    expect(await verifyPassword(user!.password_hash, 'ridge-soaring-7')).toBe(true);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target_id, user!.id));
    expect(entry).toMatchObject({ actor_id: null, action: 'user.create', target_type: 'user' });
  });

  it('promotes an existing account without touching its password', async () => {
    const user = await makeUser(database.db);
    const result = await run(['--username', user.username.toUpperCase()]);
    expect(result.output).toContain(`${user.username} is staff (the password was not changed).`);
    expect(result.code).toBe(0);
    const after = await userNamed(user.username);
    expect(after).toMatchObject({ is_staff: true, password_hash: 'test-only' });
  });

  // One child process per test: each starts Node and connects, which takes many seconds on a
  // busy machine, so the refusals are separate tests rather than one long one.
  const noAccount = async (username: string) => expect(await userNamed(username)).toBeUndefined();

  it('refuses a weak password', async () => {
    const weak = await run(['--username', 'weakling', '--email', 'weak@example.com'], {
      ADMIN_PASSWORD: '12345678',
    });
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('The password cannot be all digits.');
    await noAccount('weakling');
  });

  it('refuses a new account without an e-mail', async () => {
    const noEmail = await run(['--username', 'mailless'], { ADMIN_PASSWORD: 'ridge-soaring-7' });
    expect(noEmail.code).toBe(1);
    expect(noEmail.output).toContain('A new account needs --email.');
    await noAccount('mailless');
  });

  it('refuses an e-mail that belongs to another account', async () => {
    const other = await makeUser(database.db);
    const taken = await run(['--username', 'newcomer', '--email', other.email], {
      ADMIN_PASSWORD: 'ridge-soaring-7',
    });
    expect(taken.output).toContain('belongs to another account');
    await noAccount('newcomer');
  });

  it('shows its usage without --username, and asks for ADMIN_PASSWORD without a terminal', async () => {
    const usage = await run(['--email', 'x@example.com']);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage: npm run create-admin');
    const noTerminal = await run(['--username', 'quiet', '--email', 'quiet@example.com']);
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.output).toContain('set ADMIN_PASSWORD');
    await noAccount('quiet');
  });

  it('says to stop the server when the server holds the embedded database', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'airgear-admin-'));
    try {
      // This test runner is a live node process: exactly what a running server looks like.
      await writeFile(join(dir, 'server.pid'), `${process.pid}\n`);
      const result = await run(['--username', 'chief2', '--email', 'c2@example.com'], {
        DATABASE_URL: '',
        DATA_DIR: dir,
        ADMIN_PASSWORD: 'ridge-soaring-7',
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('Stop the server (Ctrl+C), run this command');
      expect(result.output).toContain('set DATABASE_URL');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
