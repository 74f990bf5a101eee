// What one in-process read costs the server's main thread, as the server renderer makes it
// (features/ssr/renderer.ts: Fastify's `inject` as the visitor): the app built in this process
// over a data set, each read of a cold detail page's loader repeated one at a time, and beside
// them two reads that do almost nothing in their handler (a kept answer of the response cache, a
// route that does not exist): their cost is the request's lifecycle, the floor under any read
// that goes through it (bench/README.md, session 19: what reads without a lifecycle could save).
//   node bench/in-process-reads.ts [--size 100k] [--reads 2000]
import './lib/help.ts';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseSizes } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { richGear } from './lib/rich-gear.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100k' },
    reads: { type: 'string', default: '2000' },
  },
});
const result = startResult<Record<string, unknown>>('in-process-reads', values);
const dataset = await openDataset(parseSizes(values.size)[0]!);
process.env.NODE_ENV = 'production';
const { buildApp } = await import('#server/app.ts');
const { loadConfig } = await import('#server/config.ts');
const { connect } = await import('#server/db/client.ts');
const { createMailer } = await import('#server/mail/mailer.ts');
const { createDiskPhotoStore } = await import('#server/media/photo-store.ts');
const { IN_PROCESS_READ } = await import('#server/plugins/in-process-read.ts');
const config = loadConfig({
  ...process.env,
  DATABASE_URL: dataset.url,
  DATA_DIR: dataset.dir,
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
  WORKER: 'off',
});
const database = connect(dataset.url, 10);
const photos = createDiskPhotoStore(config.mediaDir, config.mediaBaseUrl);
const mailer = createMailer({
  smtpUrl: undefined,
  from: config.mailFrom,
  outboxDir: config.outboxDir,
});
const app = await buildApp({ config, db: database.db, photos, mailer });
/** The process's CPU (every thread) and the main thread's alone, in ms. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  const main = Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  return [(user + system) / 1000, main] as const;
};
try {
  const gear = (await richGear(dataset.url)).id;
  const read = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': 'en', ...IN_PROCESS_READ },
      remoteAddress: '127.0.0.1',
    });
  const body = async (url: string) => (await read(url)).json() as Promise<Record<string, unknown>>;
  const detail = await body(`/api/gears/${gear}/`);
  const certificates = (await read(`/api/gears/${gear}/certificates/`)).json() as { id: string }[];
  const urls: Record<string, string> = {
    'gear types (kept answer)': '/api/gear-types/',
    'no such route (404)': '/api/no-such-route/',
    listing: `/api/gears/${gear}/`,
    notices: `/api/gears/${gear}/notices/`,
    similar: `/api/gears/${gear}/similar/`,
    certificates: `/api/gears/${gear}/certificates/`,
    ...(detail.catalogue_size ? { size: `/api/catalogue/sizes/${detail.catalogue_size}/` } : {}),
    ...(detail.item ? { item: `/api/items/${detail.item}/` } : {}),
    ...(certificates[0]
      ? { 'certificate photos': `/api/certificates/${certificates[0].id}/pictures/` }
      : {}),
  };
  const reads = Number(values.reads);
  const out: Record<string, { status: number; process_ms: number; main_thread_ms: number }> = {};
  const round = (n: number) => Math.round((n / reads) * 1000) / 1000;
  for (const [name, url] of Object.entries(urls)) {
    for (let i = 0; i < 200; i++) await read(url);
    const [process0, main0] = cpuMs();
    let status = 0;
    for (let i = 0; i < reads; i++) status = (await read(url)).statusCode;
    const [process1, main1] = cpuMs();
    out[name] = {
      status,
      process_ms: round(process1 - process0),
      main_thread_ms: round(main1 - main0),
    };
    const { process_ms, main_thread_ms } = out[name];
    console.log(
      `[bench:in-process-reads] ${name} (${status}): main thread ${main_thread_ms} ms, process ${process_ms} ms`,
    );
  }
  await result.save({ gear, reads: out });
} finally {
  await app.close();
  await database.close();
  await dataset.stop();
}
