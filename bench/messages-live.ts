// Benchmark: a message sent → visible in the recipient's open conversation page (goal: p95 ≤ 1 s
// under 200 open conversations, issue 16). 200 pollers ask GET …/messages/ at the page's
// interval with the ETag of their last answer (random phases, as pages open at any time; a
// poll still running when the next is due is skipped, as the page does) and mark read what they
// see; senders post to random conversations. The delay runs from sending the POST to the end of
// the first poll whose answer holds the message.
//   node bench/messages-live.ts [--conversations 200] [--sends 200] [--rate 2] [--interval ms]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { POLL_MS } from '../src/web/features/messages/poll.ts';
import { openDataset } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { buildWebApp, startServer } from './lib/server.ts';
import { percentile, round, sleep } from './lib/stats.ts';
import {
  clearConversations,
  issueTokens,
  openConversations,
  readProcessCpu,
} from './messages-setup.ts';

const { values } = parseArgs({
  options: {
    conversations: { type: 'string', default: '200' },
    sends: { type: 'string', default: '200' },
    rate: { type: 'string', default: '2' },
    interval: { type: 'string', default: String(POLL_MS) },
    port: { type: 'string', default: '3381' },
  },
});
const flags = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Number(v)]));
const result = startResult('messages-live', flags);

const dataset = await openDataset(10_000);
const client = new pg.Client({ connectionString: dataset.url });
await client.connect();
await clearConversations(client);
const rows = await openConversations(client, flags.conversations!);
const tokens = await issueTokens(
  client,
  rows.flatMap((r) => [r.buyer_id, r.seller_id]),
);
await client.end();
// Even ones: the buyer writes and the seller's page polls; odd ones the other way round.
const talks = rows.map((r, i) => ({
  id: r.id,
  sender: tokens.get(i % 2 ? r.seller_id : r.buyer_id)!,
  reader: tokens.get(i % 2 ? r.buyer_id : r.seller_id)!,
}));

buildWebApp();
const server = await startServer({
  databaseUrl: dataset.url,
  dataDir: dataset.dir,
  port: flags.port!,
  startTimeoutMs: 300_000,
});
const pending = new Map<string, number>();
const delays: number[] = [];
const polls = { ok: [] as number[], notModified: [] as number[], errors: 0 };
let running = true;

async function poller(talk: (typeof talks)[number]) {
  const interval = flags.interval!;
  const auth = { authorization: `Token ${talk.reader}` };
  let etag: string | null = null;
  let due = performance.now() + Math.random() * interval;
  while (running) {
    await sleep(Math.max(0, due - performance.now()));
    const started = performance.now();
    const response: Response = await fetch(`${server.url}/api/conversations/${talk.id}/messages/`, {
      headers: etag ? { ...auth, 'if-none-match': etag } : auth,
    });
    if (response.status === 200) {
      etag = response.headers.get('etag');
      const list = (await response.json()) as { text: string; read_at: string | null }[];
      const now = performance.now();
      polls.ok.push(now - started);
      for (const m of list) {
        const sent = pending.get(m.text);
        if (sent === undefined) continue;
        delays.push(now - sent);
        pending.delete(m.text);
      }
      if (list.some((m) => m.read_at === null))
        await (
          await fetch(`${server.url}/api/conversations/${talk.id}/read/`, {
            method: 'POST',
            headers: auth,
          })
        ).arrayBuffer();
    } else if (response.status === 304) polls.notModified.push(performance.now() - started);
    else polls.errors++;
    if (response.status !== 200) await response.arrayBuffer();
    do due += interval;
    while (due < performance.now());
  }
}

const pollers = talks.map(poller);
await sleep(2 * flags.interval!);
const cpuBefore = readProcessCpu(server.pid);
const measuredFrom = performance.now();
polls.ok.length = polls.notModified.length = 0;
const posts: number[] = [];
let sendErrors = 0;
for (let k = 0; k < flags.sends!; k++) {
  const talk = talks[Math.floor(Math.random() * talks.length)]!;
  const text = `bench ${k} ${Math.random()}`;
  const started = performance.now();
  pending.set(text, started);
  const response = await fetch(`${server.url}/api/conversations/${talk.id}/messages/`, {
    method: 'POST',
    headers: { authorization: `Token ${talk.sender}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  await response.arrayBuffer();
  posts.push(performance.now() - started);
  if (response.status !== 201) {
    sendErrors++;
    pending.delete(text);
  }
  await sleep(Math.max(0, started + (Math.random() * 2000) / flags.rate! - performance.now()));
}
for (let waited = 0; pending.size > 0 && waited < 10_000; waited += 100) await sleep(100);
const seconds = (performance.now() - measuredFrom) / 1000;
const cpu = readProcessCpu(server.pid) - cpuBefore;
running = false;
await Promise.all(pollers);
await server.stop();
await dataset.stop();

const ms = (values: number[], p: number) => round(percentile(values, p), 1);
const results = {
  conversations: talks.length,
  interval_ms: flags.interval,
  sends: posts.length,
  send_errors: sendErrors,
  never_seen: pending.size,
  delay_ms: { p50: ms(delays, 50), p95: ms(delays, 95), max: ms(delays, 100) },
  post_ms: { p50: ms(posts, 50), p95: ms(posts, 95) },
  poll_304_ms: { p50: ms(polls.notModified, 50), p95: ms(polls.notModified, 95) },
  poll_200_ms: { p50: ms(polls.ok, 50), p95: ms(polls.ok, 95) },
  polls_per_second: round((polls.ok.length + polls.notModified.length) / seconds, 1),
  poll_errors: polls.errors,
  server_cpu_share: round(cpu / seconds, 2),
};
console.log(results);
await result.save(results, `messages-live-${flags.interval}`);
