// Creates the first staff account, or gives the staff role to an existing account:
//   npm run create-admin -- --username ana --email ana@example.com
// The password is asked for (hidden), or read from ADMIN_PASSWORD for scripts. It reaches the
// database like the server does: DATABASE_URL, else the embedded PostgreSQL of DATA_DIR (which
// only one process may run at a time, so the server must be stopped first). It prepares the
// database as the server's start does (migrations, reference data, demo data when enabled).
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { connect, runMigrations } from '../src/server/db/client.ts';
import { DataDirBusyError } from '../src/server/db/data-dir-lock.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/server/db/embedded.ts';
import { seedDemoIfEmpty, seedReferenceData } from '../src/server/db/seed/seed.ts';
import { seedDemoCatalogue } from '../src/server/features/catalogue/demo-seed-repository.ts';
import { createDiskPhotoStore } from '../src/server/media/photo-store.ts';
import {
  adminInputSchema,
  CreateAdminError,
  existingAccount,
  passwordProblem,
  promoteOrCreate,
} from '../src/server/features/admin/create-admin.ts';

const USAGE = `Usage: npm run create-admin -- --username <name> [--email <address>]
  Creates a staff account, or makes an existing account staff.
  --email is needed for a new account. The password is asked for, or read from ADMIN_PASSWORD.`;

function fail(message: string, code = 1): never {
  console.error(`[create-admin] ${message}`);
  process.exit(code);
}

/** Reads a line without echoing it: the prompt is written first, then the output is muted. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  process.stdout.write(question);
  muted = true;
  try {
    return await rl.question('');
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

async function readPassword(username: string): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY)
    fail('No terminal to ask for the password: set ADMIN_PASSWORD instead.', 2);
  for (;;) {
    const password = await askHidden('Password: ');
    const problem = passwordProblem(password, username);
    if (problem) {
      console.error(problem);
      continue;
    }
    if ((await askHidden('Password (again): ')) === password) return password;
    console.error('Passwords are not the same!');
  }
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const parsed = adminInputSchema.safeParse({ username: values.username, email: values.email });
if (!parsed.success) {
  const issue = parsed.error.issues[0]!;
  fail(`--${String(issue.path[0])}: ${issue.message}\n${USAGE}`, 2);
}

const config = loadConfig();
let embedded: EmbeddedPostgres | undefined;
try {
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir);
} catch (error) {
  if (error instanceof DataDirBusyError)
    fail(
      `The Air Gear server is running on the data folder ${config.dataDir}, and its database ` +
        'can only be opened by one process. Stop the server (Ctrl+C), run this command, then ' +
        'start the server again. With an external PostgreSQL, set DATABASE_URL instead.',
    );
  fail(`Could not start the database: ${(error as Error).message}`);
}
const database = connect(config.databaseUrl ?? embedded!.url, 2);
let exitCode = 0;
try {
  await runMigrations(database.db);
  // Prepare the database exactly as the server's start would: the demo listings go only into a
  // database without users, so they must come before the first (staff) user does.
  await seedReferenceData(database.db);
  if (config.seedDemo)
    await seedDemoIfEmpty(
      database.db,
      createDiskPhotoStore(config.mediaDir, config.mediaBaseUrl),
      seedDemoCatalogue,
    );
  const { username, email } = parsed.data;
  const exists = await existingAccount(database.db, username);
  const password = exists ? undefined : await readPassword(username);
  const result = await promoteOrCreate(database.db, { username, email, password });
  console.log(
    result.created
      ? `[create-admin] Created the staff account ${result.username}.`
      : `[create-admin] ${result.username} is staff (the password was not changed).`,
  );
} catch (error) {
  console.error(
    `[create-admin] ${error instanceof CreateAdminError ? error.message : String(error)}`,
  );
  exitCode = 1;
} finally {
  await database.close().catch(() => {});
  await embedded?.stop();
}
process.exit(exitCode);
