import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';

/**
 * A new DATA_DIR whose on-disk PGlite starts from the run's migrated template (database-template.ts) instead of
 * running initdb and every migration, seconds on this two-core machine. A server given this folder finds its
 * database there and its migrator nothing left to do.
 */
export async function dataDirFromTemplate(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
    from: template,
  });
  await database.close();
  return dataDir;
}
