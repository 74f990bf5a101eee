// The alerts mode of the crash test (`npm run crash-test -- --mode alerts`): saved searches that
// each match one listing to come (a unique brand), writers creating and editing those listings
// while the server is killed with SIGKILL again and again; at the end every acknowledged listing
// must have been mailed to its search exactly once, an unacknowledged one at most once, an edit
// never again. Jobs a killed worker held are unlocked by the restarted server once the dead
// worker's heartbeat is a minute old (src/server/jobs/heartbeats.ts), not by the test.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { outboxMails } from '../../src/server/test/mail.ts';
import { call, createAccount, gearBody, type Account } from './api-client.ts';
import { databaseUrlOf, type ServerProcess } from './server-process.ts';

type State = 'unused' | 'maybe' | 'acked';
export type AlertLedger = { brands: Map<string, State>; ids: Map<string, string>; edits: number };

/** `searchers` accounts with 50 instant searches each, every one for a brand of its own. */
export async function saveSearches(base: string, searchers: number): Promise<AlertLedger> {
  const brands = new Map<string, State>();
  for (let i = 0; i < searchers; i++) {
    const account = await createAccount(base);
    for (let j = 0; j < 50; j++) {
      const brand = `Crash${randomBytes(5).toString('hex')}`;
      const res = await call(base, '/api/saved-searches/', {
        method: 'POST',
        token: account.token,
        body: { name: brand, query: `brand=${brand}`, frequency: 'instant' },
      });
      if (res.status !== 201) throw new Error(`save search answered ${res.status}`);
      brands.set(brand, 'unused');
    }
  }
  return { brands, ids: new Map(), edits: 0 };
}

/** Creates a listing for the next unused brand, or edits one already acknowledged. */
export async function runAlertWriter({
  base,
  account,
  ledger,
  signal,
}: {
  base: string;
  account: Account;
  ledger: AlertLedger;
  signal: AbortSignal;
}) {
  while (!signal.aborted) {
    const brand = [...ledger.brands].find(([, state]) => state === 'unused')?.[0];
    const edit = Math.random() < 0.3 ? [...ledger.ids].find(() => Math.random() < 0.1) : null;
    try {
      if (edit) {
        // The same name and brand, a new price: still the search's one match, never mailed again.
        const body = {
          ...gearBody(1, 200 + Math.floor(Math.random() * 500)),
          name: `Crash listing ${edit[0]}`,
          brand: edit[0],
        };
        const res = await call(base, `/api/gears/${edit[1]}/`, {
          method: 'PUT',
          token: account.token,
          body,
          signal,
        });
        if (res.status === 200) ledger.edits++;
      } else if (brand) {
        ledger.brands.set(brand, 'maybe');
        const body = { ...gearBody(1), name: `Crash listing ${brand}`, brand };
        const res = await call(base, '/api/gears/', {
          method: 'POST',
          token: account.token,
          body,
          signal,
        });
        if (res.status !== 201) throw new Error(`create answered ${res.status}`);
        ledger.brands.set(brand, 'acked');
        ledger.ids.set(brand, (res.json as { id: string }).id);
      } else return;
    } catch (error) {
      if (signal.aborted || /fetch failed|aborted|ECONNRESET|socket/i.test(String(error))) return;
      throw error;
    }
  }
}

async function withDatabase<T>(dataDir: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: await databaseUrlOf(dataDir) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes the waiting jobs due (the 5-minute gap between two mails of a search) until none is left. */
export async function drainQueue(server: ServerProcess, dataDir: string, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = await withDatabase(dataDir, async (client) => {
      await client.query(`select graphile_worker.reschedule_jobs(array(select id from
        graphile_worker.jobs where locked_at is null and run_at > now()), run_at => now())`);
      // A job whose key a newer job took while it ran keeps no attempts (the library's rule):
      // if its worker was killed it never runs again, and the newer one does its work.
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from graphile_worker._private_jobs where attempts < max_attempts',
      );
      return rows[0]!.n;
    });
    if (left === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${left} jobs still queued:\n${server.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Problems of the outbox: a listing mailed twice, an acknowledged one never, a mail for none. */
export async function checkOutbox(outboxDir: string, ledger: AlertLedger): Promise<string[]> {
  const mailed = new Map<string, number>();
  for (const mail of await outboxMails(outboxDir)) {
    const brand = /Crash[0-9a-f]{10}/.exec(mail.subject)?.[0];
    if (!brand) continue;
    const id = ledger.ids.get(brand);
    if (!mail.text.includes(`Crash listing ${brand}`) && !(id && mail.text.includes(id)))
      return [`mail for ${brand} without its listing (${id ?? 'id unknown'}):\n${mail.text}`];
    mailed.set(brand, (mailed.get(brand) ?? 0) + 1);
  }
  const problems: string[] = [];
  for (const [brand, state] of ledger.brands) {
    const n = mailed.get(brand) ?? 0;
    if (n > 1) problems.push(`${brand}: mailed ${n} times`);
    if (state === 'acked' && n === 0) problems.push(`${brand}: acknowledged, never mailed`);
    if (state === 'unused' && n > 0) problems.push(`${brand}: mailed without a listing`);
  }
  return problems;
}
