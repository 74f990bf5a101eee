// The low-priority worker process (started by cpu-pool.ts): photo decoding and password hashing,
// the server's two CPU-heavy tasks, run here at the lowest OS priority, so that on a busy machine
// the request path (the server's own process, PostgreSQL) gets the cores first and these tasks
// take the wait. It exits with its parent (the IPC channel closes).
import { randomFill } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import sharp from 'sharp';
import type { CpuReply, CpuRequest } from './cpu-pool.ts';
import { runTask } from './cpu-tasks.ts';

// One libvips thread per decode: the parent's limiter decides how many run at once.
sharp.concurrency(1);

/**
 * On Linux a nice value belongs to a thread, and new threads inherit their creator's: every
 * thread present is lowered, after libuv's pool (where sharp and argon2 run, and which starts
 * libvips' threads) has been started by a first task.
 */
async function lowerPriority() {
  await new Promise((resolve) => randomFill(Buffer.alloc(1), resolve));
  // WORKER_NICE (0–19) for a machine where other work should rather wait than these tasks.
  const asked = Number(process.env.WORKER_NICE ?? constants.priority.PRIORITY_LOW);
  const nice = Number.isInteger(asked) ? Math.min(19, Math.max(0, asked)) : 19;
  try {
    for (const thread of readdirSync('/proc/self/task')) setPriority(Number(thread), nice);
  } catch {
    setPriority(nice);
  }
}

await lowerPriority();
process.on('disconnect', () => process.exit(0));
process.on('message', (request: CpuRequest) => {
  void runTask(request).then(
    (value) => process.send!({ id: request.id, ok: true, value } satisfies CpuReply),
    (error: unknown) =>
      process.send!({ id: request.id, ok: false, error: String(error) } satisfies CpuReply),
  );
});
process.send!('ready');
