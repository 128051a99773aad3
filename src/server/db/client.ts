import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL, type DatabasePoolSettings } from '../config';
import { createDatabaseAvailability, type DatabaseAvailability } from './availability';
import * as schema from './schema';

/**
 * Both drivers expose the same query builder; the node-postgres type stands for both so repositories are written
 * once. Only raw `execute` results differ, and repositories do not use them.
 */
export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Fed by pool events and by the errors requests and jobs meet; PGlite, in-process, is always available. */
  availability: DatabaseAvailability;
  /** One `select 1`, for the readiness route and for a background tick after an outage; concurrent calls share it. */
  probe(): Promise<boolean>;
  /** PostgreSQL's address, for a dedicated connection (the consultation room's LISTEN); absent on PGlite. */
  url?: string;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string;
      /**
       * A data folder dumped from a migrated PGlite (`dumpDataDir`) to start from: the suite's test apps skip
       * PGlite's initdb, which costs several times the copy.
       */
      from?: Blob;
    }
  | { kind: 'postgres'; url: string; pool?: DatabasePoolSettings };

/** Migrations sit beside this file in the sources and beside the bundle in dist (copied by the build). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.join(here, 'migrations');
}

/** Any fixed number, the same in every process: the key of the advisory lock held while migrating. */
const MIGRATION_LOCK_KEY = 2_026_111_518;

/**
 * Every server process migrates as it starts, and drizzle's migrator takes no lock: two processes starting on one
 * new database both ran the first migration and one died on `CREATE TYPE` (seen while writing the two-process
 * browser test). A session advisory lock lets one migrate while the others wait, then find nothing left to do.
 * It is a connection of its own, outside the pool, so the pool's statement timeout never cuts a long migration
 * or the wait for the lock.
 */
async function migratePostgres(
  url: string,
  settings: DatabasePoolSettings,
  availability: DatabaseAvailability,
): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: settings.connectTimeoutMs });
  // Node ends the process on an 'error' event nobody listens to; the query in flight fails on its own.
  client.on('error', (error) => availability.recordFailure(error));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    // The lock belongs to the session: released here, or with the connection if that is what failed.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/**
 * A pool that survives the database going away (issue 27): every connection has an error listener, so a
 * restart or failover fails the queries in flight instead of the process, and the pool opens new connections once
 * the database is back.
 */
function openPool(url: string, settings: DatabasePoolSettings, availability: DatabaseAvailability): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    // A network that drops packets never returns the server's statement timeout; this ends the wait on our side.
    query_timeout: settings.statementTimeoutMs + settings.connectTimeoutMs,
    keepAlive: true,
  });
  // An idle connection the server ends (57P01 on a restart) is reported here; without a listener it was fatal.
  pool.on('error', (error) => availability.recordFailure(error));
  pool.on('connect', (client) => {
    availability.recordSuccess();
    // pg-pool listens for errors only while a connection is idle: one checked out for a transaction that loses
    // its server would emit 'error' to nobody. Its queries fail on their own and pg-pool discards it on release.
    client.on('error', (error) => availability.recordFailure(error));
  });
  return pool;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const availability = createDatabaseAvailability();
  if (target.kind === 'postgres') {
    const settings = target.pool ?? DEFAULT_DATABASE_POOL;
    await migratePostgres(target.url, settings, availability);
    const pool = openPool(target.url, settings, availability);
    let probing: Promise<boolean> | null = null;
    const probe = () => {
      probing ??= pool
        .query('select 1')
        .then(
          () => {
            availability.recordSuccess();
            return true;
          },
          (error: unknown) => {
            availability.recordFailure(error);
            return false;
          },
        )
        .finally(() => {
          probing = null;
        });
      return probing;
    };
    const db = drizzlePg(pool, { schema });
    return { db, kind: 'postgres', availability, probe, url: target.url, close: () => pool.end() };
  }
  // PGlite does not create its data folder's parents.
  if (target.dataDir !== 'memory://') mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: target.from });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    availability,
    // PGlite runs in this process: it cannot be away while the process serves.
    probe: () => Promise.resolve(true),
    close: () => client.close(),
  };
}
