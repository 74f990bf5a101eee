// Benchmark: a message sent → visible in the recipient's open conversation page (goal: p95 ≤ 1 s
// under 200 open conversations, issue 16). 200 open pages, as the page works
// (src/web/features/messages/live.ts): each holds the live stream GET …/events/ and, on every
// `changed` event (and once the stream opens), fetches GET …/messages/ with the ETag of its last
// answer, marking read what it sees; meanwhile it polls every LIVE_POLL_MS as the page does.
// `--mode poll` measures the fallback instead: no stream, a poll every POLL_MS from a random
// phase. Senders post to random conversations (about `rate` a second). The delay runs from
// sending the POST to the end of the first fetch whose answer holds the message. Also: the
// server's CPU share and the machine's load average, as wall-clock numbers depend on them.
//   node bench/messages-live.ts [--mode sse|poll] [--conversations 200] [--sends 200] [--rate 2]
import './lib/help.ts';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { LIVE_POLL_MS, POLL_MS } from '../src/web/features/messages/poll.ts';
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
import { openPage } from './messages-page.ts';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'sse' },
    conversations: { type: 'string', default: '200' },
    sends: { type: 'string', default: '200' },
    rate: { type: 'string', default: '2' },
    port: { type: 'string', default: '3381' },
  },
});
const sse = values.mode !== 'poll';
const flags = { ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Number(v)])) };
const result = startResult('messages-live', { ...flags, mode: sse ? 'sse' : 'poll' });
const load = () => loadavg().map((l) => round(l, 2));
const loadAtStart = load();

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
// Even ones: the buyer writes and the seller's page is open; odd ones the other way round.
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
const pages = talks.map((talk) =>
  openPage({
    url: server.url,
    talk,
    stream: sse,
    pollMs: sse ? LIVE_POLL_MS : POLL_MS,
    seen: (texts, at) => {
      for (const text of texts) {
        const sent = pending.get(text);
        if (sent === undefined) continue;
        delays.push(at - sent);
        pending.delete(text);
      }
    },
  }),
);
await Promise.all(pages.map((page) => page.ready));
await sleep(2 * POLL_MS);
const cpuBefore = readProcessCpu(server.pid);
const measuredFrom = performance.now();
pages.forEach((page) => page.resetCounts());
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
const loadAtEnd = load();
const streamsOpen = pages.filter((page) => page.streaming()).length;
await Promise.all(pages.map((page) => page.close()));
await server.stop();
await dataset.stop();

const ms = (values: number[], p: number) => round(percentile(values, p), 1);
const fetches = pages.map((page) => page.counts());
const sum = (pick: (c: (typeof fetches)[number]) => number) =>
  fetches.reduce((total, c) => total + pick(c), 0);
const results = {
  mode: sse ? 'sse' : 'poll',
  conversations: talks.length,
  streams_open_at_end: streamsOpen,
  sends: posts.length,
  send_errors: sendErrors,
  never_seen: pending.size,
  delay_ms: { p50: ms(delays, 50), p95: ms(delays, 95), max: ms(delays, 100) },
  post_ms: { p50: ms(posts, 50), p95: ms(posts, 95) },
  fetches_per_second: round((sum((c) => c.ok) + sum((c) => c.notModified)) / seconds, 1),
  fetch_errors: sum((c) => c.errors),
  stream_errors: sum((c) => c.streamErrors),
  server_cpu_seconds: round(cpu, 2),
  server_cpu_share: round(cpu / seconds, 3),
  load_average: { start: loadAtStart, end: loadAtEnd },
};
console.log(results);
await result.save(results, `messages-live-${results.mode}`);
