// The server's side of the low-priority worker process (cpu-worker.ts): one child, started on
// first use and again if it dies, which decodes photos and hashes passwords at the lowest OS
// priority. Callers bound how many tasks of each kind run at once (process-image.ts,
// passwords.ts); the child runs what it is given. The channel keeps this process alive only
// while a task is out, so scripts still end on their own.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runTask, type CpuTask, type TaskName, type Tasks } from './cpu-tasks.ts';

export type CpuRequest = CpuTask & { id: number };
export type CpuReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

const WORKER = fileURLToPath(new URL('./cpu-worker.ts', import.meta.url));
const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
let child: Promise<ChildProcess> | undefined;
let nextId = 0;

/** The worker process died (killed, out of memory) with the task out: a server error. */
export class WorkerExitedError extends Error {
  constructor() {
    super('The worker process exited.');
  }
}

function start(): Promise<ChildProcess> {
  const process = fork(WORKER, [], { serialization: 'advanced', execArgv: [] });
  const hold = (keep: boolean) => {
    if (keep) process.ref();
    else process.unref();
    // The channel is a private handle of ChildProcess; ref/unref are public on it.
    const channel = process.channel as { ref?: () => void; unref?: () => void } | undefined;
    if (keep) channel?.ref?.();
    else channel?.unref?.();
  };
  process.on('message', (reply: CpuReply | 'ready') => {
    if (reply === 'ready') return;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) hold(false);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(new Error(reply.error));
  });
  process.on('exit', () => {
    child = undefined;
    for (const waiting of pending.values()) waiting.reject(new WorkerExitedError());
    pending.clear();
  });
  return new Promise((resolve, reject) => {
    process.once('message', () => resolve(Object.assign(process, { hold })));
    process.once('error', (error) => {
      child = undefined;
      reject(error);
    });
  });
}

/** Runs one task in the worker process. Buffers cross as Uint8Array and come back as Buffer. */
async function run<T extends TaskName>(
  task: T,
  input: Tasks[T]['input'],
): Promise<Tasks[T]['output']> {
  // The Vitest run starts no child per test file: a spawn costs more than the tasks it runs.
  if (process.env.CPU_WORKER === 'inline')
    return (await runTask({ task, input } as CpuTask)) as Tasks[T]['output'];
  const worker = (await (child ??= start())) as ChildProcess & { hold: (keep: boolean) => void };
  const id = nextId++;
  const answer = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
  worker.hold(true);
  worker.send({ id, task, input } as CpuRequest);
  return (await answer) as Tasks[T]['output'];
}

/** The worker process's id (started if need be): tests look at its threads' priority. */
const pid = async () => (await (child ??= start())).pid!;

/** Ends the worker process, if one runs; the next task starts another (with the then env). */
async function stop() {
  const running = await child?.catch(() => undefined);
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGKILL');
  });
}

// An object, so tests can watch the calls.
export const cpuPool = { run, pid, stop };
