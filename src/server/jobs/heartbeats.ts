// Recovery from workers killed without a goodbye (kill -9, a lost machine). graphile-worker
// leaves their jobs (and named queues) locked for 4 hours before running them again. Instead,
// every process's workers write a heartbeat every BEAT_SECONDS, and each process unlocks the
// jobs of workers silent for STALE_SECONDS that have held them at least that long, so a killed
// worker's jobs run again about a minute later. A living worker whose beat was merely late
// would have its job run a second time: the threshold is six beats.
import type { WorkerEvents } from 'graphile-worker';
import type { Db } from '#server/db/client.ts';
import { beat, unlockDeadWorkers } from './heartbeat-repository.ts';

const BEAT_SECONDS = 10;
export const STALE_SECONDS = 60;

type Log = { info: (message: string) => void; error: (message: string) => void };

/** Collects the ids of the workers made with `events`; call start() once they run. */
export function heartbeats(db: Db, events: WorkerEvents, log: Log) {
  const ids = new Set<string>();
  // Without a local queue a worker locks with its own id, with one the pool's id is used.
  events.on('pool:create', ({ workerPool }) => ids.add(workerPool.id));
  events.on('worker:create', ({ worker }) => ids.add(worker.workerId));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      await beat(db, [...ids]);
      const unlocked = await unlockDeadWorkers(db, STALE_SECONDS);
      if (unlocked.length > 0)
        log.info(`Unlocked the jobs of ${unlocked.length} stopped workers: ${unlocked.join(', ')}`);
    } catch (error) {
      log.error(`Worker heartbeat failed: ${String(error).slice(0, 200)}`);
    }
  };
  return {
    start() {
      running = tick();
      timer = setInterval(() => {
        running = running.then(tick);
      }, BEAT_SECONDS * 1000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
