import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';
import { firstOrNull } from '../db/first-or-null';

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

/** A session row and its user, as better-auth's findSession reads them (two queries there). */
export interface SessionUserRow {
  sessionExpiresAt: Date;
  sessionCreatedAt: Date;
  userId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string | null;
  twoFactorEnabled: boolean | null;
}

/** The columns of a {@link SessionUserRow}, for every query that reads a session with its user. */
export const sessionUserColumns = {
  sessionExpiresAt: session.expiresAt,
  sessionCreatedAt: session.createdAt,
  userId: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  image: user.image,
  role: user.role,
  twoFactorEnabled: user.twoFactorEnabled,
};

/**
 * The session shortcut's read for every guarded route (ADR 028): session and user of a token in one round trip,
 * prepared once, since building it would cost as much as running it.
 */
export function createSessionUserReader(db: Database) {
  const byToken = db
    .select(sessionUserColumns)
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('auth_session_user');
  return async (token: string): Promise<SessionUserRow | null> => {
    return firstOrNull(byToken.execute({ token }));
  };
}
