import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/client';

export type AuthTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * better-auth runs a sign-up in a transaction of its own (the drizzle adapter's `transaction: true`) and gives our
 * databaseHooks no handle on it. The database returned here remembers the transaction each call runs in, so a hook
 * can write in it: the profile and the terms acceptance then commit, or vanish, with the user (ADR 018). On
 * PGlite's single session a hook that wrote through the plain database instead would wait for that transaction
 * forever.
 */
export function trackTransactions(db: Database): { db: Database; current(): AuthTransaction | undefined } {
  const storage = new AsyncLocalStorage<AuthTransaction>();
  const tracked = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        const transaction: Database['transaction'] = (work, config) =>
          target.transaction((tx) => storage.run(tx, () => work(tx)), config);
        return transaction;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: tracked, current: () => storage.getStore() };
}
