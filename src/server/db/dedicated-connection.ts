import pg from 'pg';
import type { DatabaseAvailability } from './availability';

export interface DedicatedConnectionOptions {
  url: string;
  connectTimeoutMs: number;
  availability: DatabaseAvailability;
  /**
   * Runs on every connection, the first and each one after a loss: a new session has none of the old one's state,
   * so a LISTEN (or a SET) is issued here, not once by the caller.
   */
  onConnect(client: pg.Client): Promise<void>;
  /** First delay after a loss, doubled on each failed attempt up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface DedicatedConnection {
  /** The live connection, or null while reconnecting. */
  readonly client: pg.Client | null;
  /** Resolves once the first connection is up and `onConnect` ran. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * A connection outside the pool that outlives the database's restarts (issue 27), for work that needs one session
 * for a long time, such as LISTEN. Nothing in the app holds one yet; it is here so the first such use starts
 * from a connection that cannot end the process and comes back by itself.
 */
export function openDedicatedConnection(options: DedicatedConnectionOptions): DedicatedConnection {
  const minDelayMs = options.minDelayMs ?? 250;
  const maxDelayMs = options.maxDelayMs ?? 5_000;
  let current: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const schedule = () => {
    if (closed) return;
    // Jittered, so several processes that lost the database together do not reconnect in step.
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt += 1;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
  };

  const connect = async () => {
    timer = null;
    if (closed) return;
    const client = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
    });
    // Node ends the process on an 'error' event nobody listens to; 'end', which follows, reconnects.
    client.on('error', (error) => options.availability.recordFailure(error));
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      schedule();
    });
    try {
      await client.connect();
      await options.onConnect(client);
    } catch (error) {
      options.availability.recordFailure(error);
      await client.end().catch(() => undefined);
      schedule();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    attempt = 0;
    options.availability.recordSuccess();
    markReady();
  };

  void connect();
  return {
    get client() {
      return current;
    },
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
