import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { FileStore } from './files/store';
import type { Mailer } from './mail/mailer';

/** What createServices hands a domain made of several services: the app's one of each. */
export interface DomainDeps {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  files: FileStore;
  log?: FastifyBaseLogger;
}
