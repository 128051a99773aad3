// Input for `npx @better-auth/cli@1.4.22 generate`: an auth instance over a connection-less drizzle, so the CLI
// can read the tables better-auth needs without a database. Not used at run time.
import { drizzle } from 'drizzle-orm/node-postgres';
import { createAuth } from '../src/server/auth/auth';
import { parseConfig } from '../src/server/config';

const db = drizzle.mock() as never;
export const auth = createAuth(parseConfig({ NODE_ENV: 'test' }), db, { onAccountCreating: async () => {} });
