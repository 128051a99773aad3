import type pg from 'pg';

/**
 * Waits (20 ms a look, `attempts` looks at most) until no session is connected to `database`: pool.end() resolves
 * before the server has seen its sockets go, and a database cannot be copied, nor dropped without killing them,
 * while anyone is connected.
 */
export async function waitUntilNoneConnected(
  client: pg.Client,
  database: string,
  attempts: number,
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
