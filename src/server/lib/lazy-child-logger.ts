// Fastify gives every request a child logger with the request's id bound to each line. Making a
// pino child costs about a microsecond (its bindings are serialized at once), paid by every answer
// though most write no line at all (a kept answer at the bench's warn level none, at info one).
// This child is made on the first line actually written; until then nothing is allocated but
// this object. Levels are the parent's (no request changes its own).
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

type Args = [unknown, ...unknown[]];

class LazyChild {
  #child: Logger | undefined;
  readonly #parent: Logger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  constructor(parent: Logger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }
  #real() {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }
  #log(level: Level, args: Args) {
    if (!this.#parent.isLevelEnabled(level)) return;
    const real = this.#real();
    (real[level] as (...a: Args) => void).apply(real, args);
  }
  get level() {
    return this.#parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  isLevelEnabled(level: string) {
    return (this.#child ?? this.#parent).isLevelEnabled(level);
  }
  bindings() {
    return this.#real().bindings();
  }
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.#real().child(bindings, options);
  }
  fatal(...args: Args) {
    this.#log('fatal', args);
  }
  error(...args: Args) {
    this.#log('error', args);
  }
  warn(...args: Args) {
    this.#log('warn', args);
  }
  info(...args: Args) {
    this.#log('info', args);
  }
  debug(...args: Args) {
    this.#log('debug', args);
  }
  trace(...args: Args) {
    this.#log('trace', args);
  }
  silent() {}
}

/**
 * Fastify's `childLoggerFactory`. Only over pino: with logging off, Fastify's stand-in logger has
 * no `isLevelEnabled`, and its own children cost nothing anyway.
 */
export const lazyChildLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger =>
  typeof (logger as Partial<Logger>).isLevelEnabled === 'function'
    ? (new LazyChild(
        logger as unknown as Logger,
        bindings,
        options,
      ) as unknown as FastifyBaseLogger)
    : logger.child(bindings, options);
