// Errors as the logs see them. A failed statement carries its parameters (argon2 hashes, e-mails,
// token hashes): drizzle's DrizzleQueryError in `params` and in its message ("Failed query: …
// params: …"), PostgreSQL in `detail` ("Key (email)=(…)", "Failing row contains (…)") and in the
// message of a value it could not read. None of it reaches a log line: the logger's `err`
// serializer is `serializeError`, its `logMethod` hook gives an error logged without a message
// a redacted one (pino would take the raw message), and plain text goes through `safeErrorText`.

const REDACTED = '[redacted]';
const MAX_DEPTH = 5;

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  !!value && typeof value === 'object' && typeof (value as Error).message === 'string';

/** The exact "params: …" text of every failed query in the error and what it wraps. */
function paramTexts(error: unknown, depth = 0): string[] {
  if (!isErrorLike(error) || depth > MAX_DEPTH) return [];
  const own = Array.isArray(error.params) ? [`params: ${String(error.params)}`] : [];
  const inner = Array.isArray(error.errors) ? error.errors : [];
  return [...own, ...[error.cause, ...inner].flatMap((e) => paramTexts(e, depth + 1))];
}

function redactText(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets)
    if (secret.length > 'params: '.length) out = out.split(secret).join(`params: ${REDACTED}`);
  return out
    .replace(/^params: .*$/gm, `params: ${REDACTED}`)
    .replace(/(invalid input (?:syntax|value) for [^:\n]+: )"[^\n]*"/g, `$1"${REDACTED}"`)
    .replace(/(parameter \$\d+ = )'(?:[^']|'')*'/g, `$1'${REDACTED}'`);
}

/** PostgreSQL's detail names the columns, and quotes the values: the columns stay. */
const redactDetail = (detail: string) => {
  const key = /^Key \(([^)]*)\)=/.exec(detail);
  return key ? `Key (${key[1]})=(${REDACTED})` : REDACTED;
};

function serialize(error: ErrorLike, secrets: string[], depth: number): Record<string, unknown> {
  const clean = (text: string) => redactText(text, secrets);
  const out: Record<string, unknown> = {
    type: error.constructor?.name || error.name,
    message: clean(error.message),
    stack: clean(error.stack ?? ''),
  };
  const next = (value: unknown) =>
    depth < MAX_DEPTH && isErrorLike(value) ? serialize(value, secrets, depth + 1) : undefined;
  for (const key of Object.keys(error)) {
    const value = error[key];
    if (key in out || key === 'params' || key === 'parameters') continue;
    if (key === 'detail' && typeof value === 'string') out.detail = redactDetail(value);
    else if (key === 'errors' && Array.isArray(value)) out.errors = value.map(next);
    else if (isErrorLike(value)) out[key] = next(value);
    else out[key] = typeof value === 'string' ? clean(value) : value;
  }
  // `new Error(message, { cause })` keeps the cause as an own, non-enumerable property.
  if (!('cause' in out) && isErrorLike(error.cause)) out.cause = next(error.cause);
  return out;
}

export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
};

/** The logger's `err` serializer: the error, what it wraps, with no statement parameter in it. */
export function serializeError(value: unknown): SerializedError {
  if (!isErrorLike(value)) return { type: typeof value, message: String(value), stack: '' };
  return serialize(value, paramTexts(value), 0) as SerializedError;
}

/** An error for a plain-text log line, its message or its stacks, with its parameters redacted. */
export function safeErrorText(value: unknown, { stack = false } = {}): string {
  if (!isErrorLike(value)) return String(value);
  const secrets = paramTexts(value);
  if (!stack) return redactText(value.message, secrets);
  const chain: string[] = [];
  for (let e: unknown = value; isErrorLike(e) && chain.length <= MAX_DEPTH; e = e.cause)
    chain.push(redactText(e.stack ?? e.message, secrets));
  return chain.join('\ncaused by: ');
}

/**
 * pino's `hooks.logMethod`: `log.error(err)` and `log.error({ err })` take the error's message as
 * the line's message, past the serializer, so they are given the redacted one.
 */
export function logMethod(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  const [first, second] = args;
  const error = isErrorLike(first) ? first : (first as { err?: unknown } | undefined)?.err;
  if (isErrorLike(error) && typeof second !== 'string') {
    return method.apply(this, [first, safeErrorText(error), ...args.slice(1)]);
  }
  return method.apply(this, args);
}
