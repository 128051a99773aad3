import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Inside a transaction every query goes through it: PGlite runs one shared session. */
export type Executor = Database | Transaction;

export function createSessionRepository() {
  return {
    /** The number of sessions deleted. */
    async deleteAllOfUser(executor: Executor, userId: string): Promise<number> {
      const deleted = await executor
        .delete(session)
        .where(eq(session.userId, userId))
        .returning({ id: session.id });
      return deleted.length;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
