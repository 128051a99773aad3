/**
 * Issue 27: whether PostgreSQL can serve, learnt from the errors and connections the app sees anyway, so no
 * request pays an extra round trip to find out (ADR 020).
 */

/** `unavailable`: the database or the connection to it is gone. `timeout`: a statement or a wait ran too long. */
export interface DatabaseFailure {
  kind: 'unavailable' | 'timeout';
  /** SQLSTATE, socket error code or a short label: safe to log, unlike messages that quote queries. */
  code: string;
}

export interface AvailabilityLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up, or a standby promoting). */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);

function classifyOne(error: object): DatabaseFailure | null {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  const severity = 'severity' in error && typeof error.severity === 'string' ? error.severity : undefined;
  if (code === '57014') return { kind: 'timeout', code };
  if (code && (SHUTDOWN_CODES.has(code) || code.startsWith('08') || SOCKET_ERROR_CODES.has(code))) {
    return { kind: 'unavailable', code };
  }
  // A FATAL error ends the session (too many connections, a database closed to connections, a failed login):
  // this connection can serve nothing more, whatever its SQLSTATE.
  if (code && (severity === 'FATAL' || severity === 'PANIC')) return { kind: 'unavailable', code };
  // pg and pg-pool raise these as plain Errors without a code.
  if (message === 'timeout exceeded when trying to connect') return { kind: 'timeout', code: 'pool_timeout' };
  if (message === 'Query read timeout') return { kind: 'timeout', code: 'query_read_timeout' };
  if (message.startsWith('Connection terminated due to connection timeout')) {
    return { kind: 'unavailable', code: 'connect_timeout' };
  }
  if (message.startsWith('Connection terminated'))
    return { kind: 'unavailable', code: 'connection_terminated' };
  if (message.includes('is not queryable')) return { kind: 'unavailable', code: 'connection_lost' };
  return null;
}

/**
 * The failure behind `error`, if it is one of the database's: drizzle wraps driver errors in a DrizzleQueryError
 * whose `cause` is pg's, and Node reports a refused dual-stack connect as an AggregateError.
 */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const found = classifyOne(current);
    if (found) return found;
    if (current instanceof AggregateError) {
      for (const inner of current.errors as unknown[]) {
        const innerFound = inner && typeof inner === 'object' ? classifyOne(inner) : null;
        if (innerFound) return innerFound;
      }
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
}

export interface DatabaseAvailability {
  readonly available: boolean;
  /** The failure behind `error`, or null if it is not the database's; the start of an outage is logged once. */
  recordFailure(error: unknown): DatabaseFailure | null;
  /** A connection opened or a query answered; the end of an outage is logged once. */
  recordSuccess(): void;
  /** The pool exists before the app's logger does. */
  useLogger(log: AvailabilityLogger): void;
}

const silent: AvailabilityLogger = { info: () => undefined, warn: () => undefined };

export function createDatabaseAvailability(now: () => number = Date.now): DatabaseAvailability {
  let log = silent;
  let downSince: number | null = null;
  return {
    get available() {
      return downSince === null;
    },
    recordFailure(error) {
      const failure = databaseFailureOf(error);
      // A timed-out statement or a full pool says the database is slow or busy, not gone: readiness stays as it is.
      if (failure?.kind === 'unavailable' && downSince === null) {
        downSince = now();
        log.warn({ event: 'database.unavailable', code: failure.code }, 'database unavailable');
      }
      return failure;
    },
    recordSuccess() {
      if (downSince === null) return;
      log.info({ event: 'database.available', downMs: now() - downSince }, 'database available again');
      downSince = null;
    },
    useLogger(logger) {
      log = logger;
    },
  };
}
