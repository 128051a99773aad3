import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '/work/wt-suite/src/server/db/schema';
const folder = '/work/wt-suite/src/server/db/migrations';
let t = performance.now();
const a = await PGlite.create('memory://');
console.log('create', performance.now() - t); t = performance.now();
await migrate(drizzle(a, { schema }), { migrationsFolder: folder });
console.log('migrate', performance.now() - t); t = performance.now();
const dump = await a.dumpDataDir('none');
console.log('dump', performance.now() - t, dump.size); t = performance.now();
for (let i = 0; i < 3; i++) {
  t = performance.now();
  const b = await PGlite.create({ dataDir: 'memory://', loadDataDir: dump });
  await b.query('select count(*) from "user"');
  console.log('load', performance.now() - t);
  t = performance.now();
  await migrate(drizzle(b, { schema }), { migrationsFolder: folder });
  console.log('re-migrate (noop)', performance.now() - t);
}
for (let i = 0; i < 2; i++) {
  t = performance.now();
  const c = await PGlite.create('memory://');
  await migrate(drizzle(c, { schema }), { migrationsFolder: folder });
  console.log('fresh+migrate', performance.now() - t);
}
