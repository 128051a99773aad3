/**
 * Errors as logs may carry them (ASVS 16.2.5). A failed database query's message lists its parameters (drizzle
 * writes `params: …` into it and keeps them in `params`), and PostgreSQL's own `detail` quotes the values of a
 * violated key: a failed session look-up would log the session token, a failed booking the patient's name, e-mail
 * and phone. What stays is what finds the fault: the error's type, code, constraint and table, the query's SQL
 * (placeholders, never values) and the stack's frames.
 */

const SAFE_DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
] as const;
/** How deep a chain of `cause`s is followed. */
const MAX_CAUSES = 4;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: SerializedError;
  [field: string]: unknown;
}

/** `Failed query: <sql>\nparams: <values>` → `Failed query: <sql>`. */
export function withoutParameters(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
}

function isDatabaseError(error: Error): boolean {
  const name = error.constructor?.name ?? error.name;
  return (
    name === 'DrizzleQueryError' || name === 'DatabaseError' || error.message.startsWith('Failed query:')
  );
}

function serialize(error: unknown, depth: number, fromDatabase: boolean): SerializedError {
  if (!(error instanceof Error)) {
    return {
      type: typeof error,
      message: typeof error === 'string' ? withoutParameters(error) : 'non-error thrown',
      stack: '',
    };
  }
  const record = error as Error & Record<string, unknown>;
  const message = withoutParameters(error.message);
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')) ?? [];
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const database = fromDatabase || isDatabaseError(error);
  if (database) {
    for (const field of SAFE_DATABASE_FIELDS) {
      if (record[field] !== undefined) serialized[field] = record[field];
    }
  } else {
    if (record.code !== undefined) serialized.code = record.code;
    if (record.statusCode !== undefined) serialized.statusCode = record.statusCode;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = serialize(error.cause, depth + 1, database);
  return serialized;
}

export function serializeError(error: unknown): SerializedError {
  return serialize(error, 0, false);
}
