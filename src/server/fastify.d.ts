import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth/auth';
import type { SessionUser } from './auth/guards';
import type { SessionShortcut } from './auth/session-shortcut';
import type { Config } from './config';
import type { Database } from './db/client';
import type { DatabaseAvailability } from './db/availability';
import type { Services } from './services';
import type { Clock } from './clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseAvailability: DatabaseAvailability;
    /** One `select 1` (see DatabaseHandle.probe). */
    probeDatabase(): Promise<boolean>;
    auth: Auth;
    clock: Clock;
    services: Services;
    authSession: {
      getUser(request: FastifyRequest): Promise<SessionUser | null>;
      shortcut: SessionShortcut;
      provideUser(request: FastifyRequest, user: SessionUser): void;
    };
  }
}
