import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';

let template: Blob | undefined;

/** The run's migrated PGlite data folder as a tar (database-template.ts), read once per worker; absent without one. */
export function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file) template ??= new Blob([readFileSync(file)]);
  return template;
}

/**
 * A new DATA_DIR whose on-disk PGlite starts from the run's migrated template instead of running initdb and every
 * migration, seconds on this two-core machine. A server given this folder finds its database there and its
 * migrator nothing left to do.
 */
export async function dataDirFromTemplate(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
    from: pgliteTemplate(),
  });
  await database.close();
  return dataDir;
}
