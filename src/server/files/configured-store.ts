import type { Config } from '../config';
import type { Database } from '../db/client';
import { createDatabaseFileBackend } from './database-backend';
import { createLocalFileBackend } from './local-backend';
import { createS3FileBackend } from './s3-backend';
import { createFileStore, type FileStore } from './store';

/**
 * The file store the configuration chose (config.fileStorage); one per app, shared by every domain. `db` may be null
 * only where the store is not the database (the command line opens no database for S3).
 */
export function createConfiguredFileStore(
  config: Pick<Config, 'fileStorage'>,
  db: Database | null,
): FileStore {
  const storage = config.fileStorage;
  if (storage.kind === 's3') return createFileStore(createS3FileBackend(storage));
  if (storage.kind === 'database') {
    if (!db) throw new Error('FILE_STORAGE=database needs the database open');
    return createFileStore(createDatabaseFileBackend(db));
  }
  return createFileStore(createLocalFileBackend(storage.dir));
}
