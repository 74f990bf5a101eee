// graphile-worker logs through a Logger of its own; these send its lines to the app's pino
// logger (one log stream, the LOG_LEVEL of the app) or nowhere.
import { Logger, type LogLevel } from 'graphile-worker';

type Pino = {
  [level in 'error' | 'warn' | 'info' | 'debug']: (meta: object, message: string) => void;
};

const pinoLevel: Record<LogLevel, keyof Pino> = {
  error: 'error',
  warning: 'warn',
  info: 'info',
  debug: 'debug',
};

type JobMeta = { job?: { id: string; task_identifier: string; attempts: number } };

export function workerLogger(log: Pino): Logger {
  return new Logger((scope) => (level, message, meta) => {
    // A job's payload may be a whole mail: the log names the job, never its contents.
    const { job, ...rest } = (meta ?? {}) as JobMeta & Record<string, unknown>;
    const named = job && { id: job.id, task: job.task_identifier, attempts: job.attempts };
    log[pinoLevel[level]]({ worker: scope, ...rest, ...(named ? { job: named } : {}) }, message);
  });
}

export const silentLogger = new Logger(() => () => {});

const ranks = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** JSON lines on stdout like the server's, for `npm run worker`, which has no Fastify logger. */
export function jsonLines(minLevel: string): Pino {
  const line = (level: keyof Pino) => (meta: object, msg: string) => {
    if (ranks.indexOf(level) >= ranks.indexOf(minLevel))
      console.log(JSON.stringify({ level, time: Date.now(), ...meta, msg }));
  };
  return { error: line('error'), warn: line('warn'), info: line('info'), debug: line('debug') };
}
