// `npm run crash-test -- --mode alerts [--rounds N] [--port P]`: saved searches, a stream of new
// listings that match them, the server killed with SIGKILL in each round and restarted; at the
// end the queue is drained and the outbox must hold every match exactly once
// (lib/crash-alerts.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../src/server/db/embedded.ts';
import { createAccount, type Account } from './lib/api-client.ts';
import { checkOutbox, drainQueue, runAlertWriter, saveSearches } from './lib/crash-alerts.ts';
import { startServer } from './lib/server-process.ts';

const { values } = parseArgs({
  strict: false,
  options: {
    rounds: { type: 'string', default: '20' },
    writers: { type: 'string', default: '4' },
    searchers: { type: 'string', default: '8' },
    'max-seconds': { type: 'string', default: '4' },
    port: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const say = (m: string) => console.log(`[crash-test alerts] ${m}`);
const dataDir = await mkdtemp(join(tmpdir(), 'airgear-crash-alerts-'));
const port = values.port ? Number(values.port) : await freePort();
// Instant alerts without the 5-minute gathering, so mails go while the crashes happen.
const env = { SEED_DEMO: '0', ALERT_DELAY_SECONDS: '0' };

try {
  let server = await startServer({ dataDir, port, env });
  const ledger = await saveSearches(server.url, Number(values.searchers));
  const sellers: Account[] = [];
  for (let i = 0; i < Number(values.writers); i++) sellers.push(await createAccount(server.url));
  for (let round = 1; round <= rounds; round++) {
    const stop = new AbortController();
    const writers = sellers.map((s) =>
      runAlertWriter({ base: server.url, account: s, ledger, signal: stop.signal }),
    );
    const seconds = Number(values['max-seconds']);
    await new Promise((r) => setTimeout(r, 300 + Math.random() * (seconds * 1000 - 300)));
    await server.crash();
    stop.abort();
    const failed = (await Promise.allSettled(writers)).find((w) => w.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    server = await startServer({ dataDir, port, env });
    const states = [...ledger.brands.values()];
    say(
      `round ${round}: killed and restarted; listings acknowledged ${states.filter((s) => s === 'acked').length}, unknown ${states.filter((s) => s === 'maybe').length}, edits ${ledger.edits}`,
    );
  }
  // The last killed worker's jobs wait for its heartbeat to go stale (about a minute).
  const draining = Date.now();
  await drainQueue(server, dataDir);
  say(`queue drained ${((Date.now() - draining) / 1000).toFixed(0)} s after the last restart`);
  const problems = await checkOutbox(join(dataDir, 'outbox'), ledger);
  await server.stop();
  const acked = [...ledger.brands.values()].filter((s) => s === 'acked').length;
  if (problems.length > 0) {
    say(`FAILED:\n  ${problems.slice(0, 20).join('\n  ')}`);
    process.exitCode = 1;
  } else say(`${rounds} kills: all ${acked} acknowledged matches mailed exactly once, none twice`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
