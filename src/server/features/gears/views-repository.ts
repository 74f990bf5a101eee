// Views of listings, counted in memory and written in one statement every few seconds. Counting
// a read by writing it made every read by someone else a commit with its WAL flush, three times
// the read itself (bench/view-count.ts: 6.2 against 1.9 ms p50). A count lost with a crashed
// process is a few seconds of views; the owner's own numbers add what this process still holds,
// so they are exact on one instance and at most FLUSH_MS behind across instances.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

const FLUSH_MS = 5_000;

type Buffer = { counts: Map<string, number>; timer: NodeJS.Timeout | undefined };
// One buffer per database handle: each test app and each process has its own.
const buffers = new WeakMap<Db, Buffer>();

function bufferOf(db: Db): Buffer {
  let buffer = buffers.get(db);
  if (!buffer) buffers.set(db, (buffer = { counts: new Map(), timer: undefined }));
  return buffer;
}

/** One more view of a listing, written with the next flush. */
export function addView(db: Db, gearId: string) {
  const buffer = bufferOf(db);
  buffer.counts.set(gearId, (buffer.counts.get(gearId) ?? 0) + 1);
  schedule(db, buffer);
}

/** A flush in FLUSH_MS unless one is due; a failed flush is tried again by the next. */
function schedule(db: Db, buffer: Buffer) {
  buffer.timer ??= setTimeout(() => void flushViews(db).catch(() => undefined), FLUSH_MS).unref();
}

/** The views this process counted and has not written yet. */
export function pendingViews(db: Db, gearId: string): number {
  return buffers.get(db)?.counts.get(gearId) ?? 0;
}

/** Writes the counted views in one UPDATE; on failure they stay for the next flush. */
export async function flushViews(db: Db): Promise<void> {
  const buffer = buffers.get(db);
  if (!buffer) return;
  clearTimeout(buffer.timer);
  buffer.timer = undefined;
  if (buffer.counts.size === 0) return;
  const taken = buffer.counts;
  buffer.counts = new Map();
  try {
    // One JSON object of id → count: drizzle would spread a JS array into separate parameters.
    await db.execute(sql`update gears set views = gears.views + v.n::int
      from jsonb_each_text(${JSON.stringify(Object.fromEntries(taken))}::jsonb) as v(id, n)
      where gears.id = v.id::uuid`);
  } catch (error) {
    for (const [id, n] of taken) buffer.counts.set(id, (buffer.counts.get(id) ?? 0) + n);
    schedule(db, buffer);
    throw error;
  }
}
