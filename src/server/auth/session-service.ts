import { createSessionRepository, type Executor, type SessionRepository } from './session-repository';

/**
 * The one place every change of what a person may do (the admin role, today; ADR 018) ends their sessions, in the
 * transaction of the change: a session opened under the old privileges never carries the new ones, nor keeps
 * removed ones. Sessions are read from the database on every request (no cookie cache), so the next request of
 * an old cookie is a 401 and the person signs in again under the new role. Password changes and resets end
 * sessions inside better-auth (session-rotation.ts, `revokeSessionsOnPasswordReset`).
 */
export function createSessionService(repository: SessionRepository = createSessionRepository()) {
  return {
    revokeAfterPrivilegeChange: (executor: Executor, userId: string): Promise<number> =>
      repository.deleteAllOfUser(executor, userId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
