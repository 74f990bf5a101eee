// `npm run crash-test [-- --rounds N]`: 20 rounds of: start the production server, run writers
// that record every acknowledged write, `kill -9` the server at a random moment, restart, and
// check that every acknowledged write is there and nothing is half-written (a picture row whose
// files are missing, a listing whose pictures lost their files). One data folder for all rounds,
// so damage from one crash would show in the next.
// `--mode alerts`: the same crashes during a stream of new listings that match saved searches;
// afterwards every match must be in the outbox exactly once (lib/crash-alerts.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../src/server/db/embedded.ts';
import { makeImage } from '../src/server/test/uploads.ts';
import { createAccount, type Account } from './lib/api-client.ts';
import { verifyAfterCrash } from './lib/crash-checks.ts';
import { createLedger, runWriter } from './lib/crash-writers.ts';
import { startServer } from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    writers: { type: 'string', default: '8' },
    'max-seconds': { type: 'string', default: '4' },
    mode: { type: 'string', default: 'writes' },
    searchers: { type: 'string', default: '8' },
    port: { type: 'string' },
  },
});
if (values.mode === 'alerts') {
  await import('./crash-test-alerts.ts');
  process.exit(process.exitCode ?? 0);
}
const rounds = Number(values.rounds);
const say = (m: string) => console.log(`[crash-test] ${m}`);

const dataDir = await mkdtemp(join(tmpdir(), 'airgear-crash-'));
const port = await freePort();
const env = { SEED_DEMO: '0' };
const ledger = createLedger();
const photos = await Promise.all(
  [1, 2, 3, 4, 5, 6].map((seed) => makeImage('jpeg', seed, 1200, 900)),
);
let passed = 0;

try {
  let server = await startServer({ dataDir, port, env });
  const accounts: Account[] = [];
  for (let i = 0; i < Number(values.writers); i++) accounts.push(await createAccount(server.url));
  for (let round = 1; round <= rounds; round++) {
    const stop = new AbortController();
    const writers = accounts.map((account, i) =>
      runWriter({ base: server.url, account, index: i, ledger, photos, signal: stop.signal }),
    );
    // Between 0.3 s and max-seconds of writing, then the crash.
    await new Promise((r) =>
      setTimeout(r, 300 + Math.random() * (Number(values['max-seconds']) * 1000 - 300)),
    );
    await server.crash();
    stop.abort();
    await Promise.allSettled(writers);
    const restartedAt = Date.now();
    server = await startServer({ dataDir, port, env });
    const restartMs = Date.now() - restartedAt;
    const problems = await verifyAfterCrash({ base: server.url, dataDir }, ledger, accounts);
    const counts = ledger.counts();
    if (problems.length === 0) {
      passed++;
      say(
        `round ${round}: ok (restart ${restartMs} ms; acknowledged so far: ${JSON.stringify(counts)})`,
      );
    } else {
      say(`round ${round}: FAILED\n  ${problems.slice(0, 10).join('\n  ')}`);
    }
  }
  await server.stop();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
say(
  `${passed} of ${rounds} rounds passed; ${JSON.stringify(ledger.counts())} acknowledged writes checked`,
);
process.exit(passed === rounds ? 0 : 1);
