import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createDatabaseAvailability } from './availability';
import { openDedicatedConnection, type DedicatedConnection } from './dedicated-connection';
import { openTestDatabase, type TestDatabase } from '../testing/test-app';
import { cutDatabase, databaseUrl, restoreDatabase, terminateBackends } from '../testing/database-outage';

const adminUrl = process.env.TEST_DATABASE_URL as string;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);

let database: TestDatabase | undefined;
let connection: DedicatedConnection | undefined;

afterEach(async () => {
  await connection?.close();
  connection = undefined;
  if (database?.postgresName) await restoreDatabase(adminUrl, database.postgresName);
  await database?.close();
  database = undefined;
});

async function notify(url: string, payload: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`select pg_notify('aria_test', $1)`, [payload]);
  await client.end();
}

async function eventually(check: () => boolean, withinMs: number) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!onPostgres)('a dedicated connection (issue 27)', () => {
  it('reconnects with backoff after its backend is ended and the database refuses connections, and LISTENs again', async () => {
    database = await openTestDatabase();
    const name = database.postgresName as string;
    const url = databaseUrl(adminUrl, name);
    const availability = createDatabaseAvailability();
    const received: string[] = [];
    let connections = 0;
    connection = openDedicatedConnection({
      url,
      connectTimeoutMs: 2_000,
      availability,
      minDelayMs: 50,
      maxDelayMs: 200,
      async onConnect(client) {
        connections += 1;
        client.on('notification', (message) => received.push(message.payload ?? ''));
        await client.query('listen aria_test');
      },
    });
    await connection.ready;
    await notify(url, 'before');
    await eventually(() => received.includes('before'), 2_000);

    await cutDatabase(adminUrl, name);
    await eventually(() => !availability.available, 2_000);
    // Refused attempts back off and try again; none of them ends the process.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(connection.client).toBeNull();
    await restoreDatabase(adminUrl, name);
    await eventually(() => connection?.client !== null, 2_000);
    expect(availability.available).toBe(true);
    await notify(url, 'after');
    await eventually(() => received.includes('after'), 2_000);

    await terminateBackends(adminUrl, name);
    await eventually(() => connections === 3, 2_000);
    await notify(url, 'again');
    await eventually(() => received.includes('again'), 2_000);
  });
});
