import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consents, profiles, session, user } from '../db/schema';
import { sessionUserColumns, type SessionUserRow } from '../auth/session-repository';
import { firstOrNull } from '../db/first-or-null';

export interface ChatAccessRow extends SessionUserRow {
  /** Null without a profile row. */
  planType: string | null;
  planActive: boolean | null;
  planExpiresAt: Date | null;
  /** The version of the chat consent in force (latest not revoked), or null. */
  chatConsentVersion: string | null;
}

export function createAriaRepository(db: Database) {
  const consent = db
    .select({ version: consents.version })
    .from(consents)
    .where(and(eq(consents.userId, user.id), eq(consents.kind, 'chat'), isNull(consents.revokedAt)))
    .orderBy(desc(consents.acceptedAt))
    .limit(1);
  // Prepared once: building this SQL took a tenth of a chat request's CPU, and PostgreSQL plans it once per
  // connection.
  const chatAccess = db
    .select({
      ...sessionUserColumns,
      planType: profiles.planType,
      planActive: profiles.planActive,
      planExpiresAt: profiles.planExpiresAt,
      chatConsentVersion: sql<string | null>`(${consent})`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('aria_chat_access');

  return {
    /**
     * Session, user, plan and chat consent of a session token in one round trip: the chat route's guard
     * (ADR 018). The same rows better-auth's findSession, findProfileByUserId and findActiveConsent read.
     */
    async findChatAccess(sessionToken: string): Promise<ChatAccessRow | null> {
      return firstOrNull(chatAccess.execute({ token: sessionToken }));
    },
  };
}

export type AriaRepository = ReturnType<typeof createAriaRepository>;
