// What a database error means, read from its SQLSTATE (and the driver's socket errors), for the
// callers that answer differently to it: a unique violation names the index it hit, a lost
// connection becomes 503 service_unavailable.

/** The unique index a PostgreSQL unique violation (23505) hit, if the error is one. */
export function uniqueViolation(error: unknown): string | null {
  // Drizzle wraps the driver's error; the SQLSTATE and the index name are on the cause.
  let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}

// Connection-level failures: the database is down, restarting, refusing or not answering in time.
// SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, cannot connect now),
// 53300 (too many connections) and the socket errors of node:net.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end/i;

/** Whether the error (or one it wraps: drizzle's `cause`, an AggregateError's `errors`) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08')))
    return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
