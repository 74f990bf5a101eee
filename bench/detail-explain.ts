// EXPLAIN (ANALYZE, BUFFERS) of every statement a listing's detail page costs: its head, and the
// API reads its server render makes (the listing, similar gear, certificates). The production app
// runs in this process on a data set with its Drizzle handle recording each statement, so the
// plans are those of the very SQL the server sends. Each statement is explained twice (the
// second, with warm buffers, counts); figures per statement shape are the median and the worst
// over the listings, the slowest plans go to results/detail-explain-<size>.txt.
//   node bench/detail-explain.ts [--sizes 100k] [--samples 20]
import { writeFile } from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { createMailer } from '../src/server/mail/mailer.ts';
import { createDiskPhotoStore } from '../src/server/media/photo-store.ts';
import { readFlags, sizeLabel } from './lib/args.ts';
import { explain, type Statement } from './lib/capture-sql.ts';
import { openDataset } from './lib/dataset.ts';
import { resultsDir, startResult } from './lib/results.ts';
import { richGear } from './lib/rich-gear.ts';
import { buildWebApp, webDist } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

/** The API reads of a detail page's render (besides the gear types, remembered in memory). */
const READS = [
  (id: string) => `/api/gears/${id}/`,
  (id: string) => `/api/gears/${id}/similar/`,
  (id: string) => `/api/gears/${id}/certificates/`,
];
const flags = readFlags({ sizes: [100_000], samples: 20 });
const result = startResult<Record<string, unknown>>('detail-explain', { ...flags });

/** A statement's shape: its SQL with the parameters' positions, without their values. */
const shapeOf = (sql: string) => sql.replace(/\s+/g, ' ').slice(0, 160);
const buffersOf = (plan: string) => {
  const m = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(plan);
  return { hit: Number(m?.[1] ?? 0), read: Number(m?.[2] ?? 0) };
};

buildWebApp();
const bySize: Record<string, unknown> = {};
for (const size of flags.sizes) {
  const dataset = await openDataset(size);
  const pool = new pg.Pool({ connectionString: dataset.url, max: 4 });
  let recording: Statement[] | null = null;
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => recording?.push({ sql, params }) },
  }) as unknown as Db;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: dataset.url,
    DATA_DIR: dataset.dir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    CACHE_BUS: 'off',
  });
  const app = await buildApp({
    config,
    db,
    photos: createDiskPhotoStore(config.mediaDir),
    mailer: createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
    }),
  });
  try {
    const { rows } = await pool.query<{ id: string }>(
      `SELECT g.id FROM gears g WHERE g.status = 'active' AND NOT g.is_hidden
       ORDER BY md5(g.id::text) LIMIT $1`,
      [flags.samples],
    );
    const ids = [(await richGear(dataset.url)).id, ...rows.map((r) => r.id)];
    // Once before recording: the gear types and other remembered answers are then in memory,
    // as on a server that has run for a while.
    await app.inject({ url: `/itemdetails/${ids[0]}`, headers: { cookie: `${TOKEN_COOKIE}=x` } });
    const byShape = new Map<
      string,
      { ms: number[]; hit: number[]; read: number[]; plan: string }
    >();
    for (const id of ids) {
      recording = [];
      // The page's head (with a token cookie: never from the cache of rendered pages), then the
      // API reads its render makes, each asked directly (the API's response cache is cold for
      // each listing: every one is asked once).
      const page = await app.inject({
        url: `/itemdetails/${id}`,
        headers: { cookie: `${TOKEN_COOKIE}=x` },
      });
      if (page.statusCode !== 200)
        throw new Error(`/itemdetails/${id} answered ${page.statusCode}`);
      for (const read of READS) {
        const answer = await app.inject({ url: read(id) });
        if (answer.statusCode !== 200) throw new Error(`${read(id)} answered ${answer.statusCode}`);
      }
      const statements: Statement[] = recording;
      recording = null;
      for (const statement of statements) {
        await explain(pool, statement);
        const { execution_ms, plan } = await explain(pool, statement);
        const shape = shapeOf(statement.sql);
        const entry = byShape.get(shape) ?? { ms: [], hit: [], read: [], plan: '' };
        if (execution_ms >= Math.max(0, ...entry.ms)) entry.plan = plan;
        entry.ms.push(execution_ms);
        entry.hit.push(buffersOf(plan).hit);
        entry.read.push(buffersOf(plan).read);
        byShape.set(shape, entry);
      }
    }
    const table = [...byShape]
      .map(([shape, e]) => ({
        statement: shape,
        per_page: round(e.ms.length / ids.length, 2),
        median_ms: round(median(e.ms), 3),
        max_ms: round(Math.max(...e.ms), 3),
        buffers_hit_median: median(e.hit),
        plan: e.plan,
      }))
      .sort((a, b) => b.median_ms - a.median_ms);
    for (const row of table)
      console.log(
        `[bench:explain] ${String(row.median_ms).padStart(8)} ms (max ${row.max_ms}, ` +
          `${row.buffers_hit_median} buffers) ×${row.per_page}  ${row.statement}`,
      );
    await writeFile(
      `${resultsDir}detail-explain-${sizeLabel(size)}.txt`,
      table.map((r) => `-- ${r.median_ms} ms median, ${r.max_ms} ms max\n${r.plan}\n`).join('\n'),
    );
    bySize[sizeLabel(size)] = {
      listings: ids.length,
      db_ms_per_page: round(
        table.reduce((sum, r) => sum + r.median_ms * r.per_page, 0),
        3,
      ),
      statements: table.map(({ plan: _plan, ...row }) => row),
    };
  } finally {
    await app.close();
    await pool.end();
    await dataset.stop();
  }
}
await result.save({ sizes: bySize });
