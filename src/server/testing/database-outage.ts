import pg from 'pg';

/**
 * Simulated PostgreSQL outages for one throwaway database (issue 27). The PostgreSQL server is shared with other
 * suites and people, so only backends of the named database are ended, never the server itself.
 */
async function asAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Ends every backend of `name`, as a restart or failover does; new connections still succeed. */
export function terminateBackends(adminUrl: string, name: string): Promise<number> {
  return asAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rows.length;
  });
}

/** The database goes away until `restoreDatabase`: new connections are refused (FATAL 55000) and every backend ends. */
export async function cutDatabase(adminUrl: string, name: string): Promise<void> {
  await asAdmin(adminUrl, (admin) => admin.query(`alter database "${name}" allow_connections false`));
  await terminateBackends(adminUrl, name);
}

export async function restoreDatabase(adminUrl: string, name: string): Promise<void> {
  await asAdmin(adminUrl, (admin) => admin.query(`alter database "${name}" allow_connections true`));
}

/** A connection of its own that holds an exclusive lock on `table` until released, so queries on it wait. */
export async function lockTable(databaseUrl: string, table: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table "${table}" in access exclusive mode`);
  return {
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return target.toString();
}
