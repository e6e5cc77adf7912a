/**
 * Whether an error means the database cannot be reached right now (an outage, a restart, a full pool),
 * as opposed to a query that is wrong: such requests are answered 503 with Retry-After, not 500.
 */

/** SQLSTATEs of an unreachable or restarting server, and of a full disk. */
const OUTAGE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (the server is stopping, or an administrator ended the connection)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, or in recovery)
  '53100', // disk_full
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction (a standby, or a read-only server)
]);

/** Node socket errors of a connection that is refused, cut or timed out. */
const OUTAGE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EROFS',
]);

/** node-postgres reports these without a code. */
const OUTAGE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /^Query read timeout$/i,
];

/** Seconds a client should wait before trying again after a 503 for an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * An error and the errors it wraps, outermost first, five at most: Drizzle wraps the driver's error
 * (DrizzleQueryError.cause), and a driver may wrap its own.
 */
export function* causeChain(error: unknown): Generator<ErrorLike> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as ErrorLike;
    yield candidate;
    current = candidate.cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // AggregateError holds several attempts: any of them down is an outage.
  for (const candidate of causeChain(error)) {
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (code.startsWith('08') && code.length === 5) return true; // connection_exception class
    if (OUTAGE_SQLSTATES.has(code) || OUTAGE_ERRNOS.has(code)) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (OUTAGE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
  }
  return false;
}
