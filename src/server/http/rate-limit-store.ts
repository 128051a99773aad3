import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts one hit for `key` in a fixed window, in PostgreSQL, so every server process behind a load balancer
 * counts against the same limit. One upsert: it starts a new window when the old one has passed, else increments.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const windowInterval = `${Math.max(1, Math.round(windowMs))} milliseconds`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt: sql`now() + ${windowInterval}::interval` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then now() + ${windowInterval}::interval else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  const resetAt = row ? new Date(row.resetAt).getTime() : Date.now() + windowMs;
  return { count: row?.count ?? 1, ttlMs: Math.max(0, resetAt - Date.now()) };
}

/** A @fastify/rate-limit store over `countHit`, keyed by route so limits of different routes do not add up. */
export function createDatabaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(options: { routeInfo?: { method?: string | string[]; url?: string } } = {}) {
      const route = options.routeInfo;
      this.prefix = route ? `${String(route.method ?? '')}:${route.url ?? ''}` : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.prefix}|${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object) {
      return new DatabaseRateLimitStore(routeOptions as { routeInfo?: { method?: string; url?: string } });
    }
  };
}
