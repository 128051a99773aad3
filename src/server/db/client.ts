import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * Both drivers expose the same query builder; the node-postgres type stands for both so repositories are written
 * once. Only raw `execute` results differ, and repositories do not use them.
 */
export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

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
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    // The lock belongs to the session: released here, or with the connection if that is what failed.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    try {
      await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg(pool, { schema });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // PGlite does not create its data folder's parents.
  if (target.dataDir !== 'memory://') mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = await PGlite.create(target.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
