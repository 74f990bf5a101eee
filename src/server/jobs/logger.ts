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

export function workerLogger(log: Pino): Logger {
  return new Logger((scope) => (level, message, meta) => {
    log[pinoLevel[level]]({ worker: scope, ...meta }, message);
  });
}

export const silentLogger = new Logger(() => () => {});
