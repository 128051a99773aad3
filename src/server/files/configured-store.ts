import type { Config } from '../config';
import type { Database } from '../db/client';
import { createDatabaseFileBackend } from './database-backend';
import { createLocalFileBackend } from './local-backend';
import { createS3FileBackend } from './s3-backend';
import { createFileStore, type FileStore } from './store';

/** The file store the configuration chose (config.fileStorage); one per app, shared by every domain. */
export function createConfiguredFileStore(config: Pick<Config, 'fileStorage'>, db: Database): FileStore {
  const storage = config.fileStorage;
  if (storage.kind === 's3') return createFileStore(createS3FileBackend(storage));
  if (storage.kind === 'database') return createFileStore(createDatabaseFileBackend(db));
  return createFileStore(createLocalFileBackend(storage.dir));
}
