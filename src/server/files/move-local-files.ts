import { createReadStream, existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { FileExistsError, isStoredFileName, type FileStore } from './store';

export interface LocalFilesMove {
  /** Copied into the store by this run and removed from the folder. */
  moved: number;
  /** Already in the store (an earlier run, or another process sharing the folder): only removed from the folder. */
  alreadyStored: number;
  /** Left in the folder: not one of our names, or a copy that failed (logged by the caller, tried again next start). */
  left: string[];
}

/**
 * Moves the files kept in DATA_DIR/uploads before the file store existed (or written while FILE_STORAGE was local)
 * into the configured store, keeping their names, which the rows hold (issue 28). Idempotent: a file is removed from
 * the folder only once the store has it, and one the store already has is not copied again, so a run that stops
 * half-way, or two processes that share the folder and start together, end with each file in the store once.
 */
export async function moveLocalFilesIntoStore(
  dir: string,
  store: FileStore,
  onError?: (error: unknown, name: string) => void,
): Promise<LocalFilesMove | null> {
  if (store.backend === 'local') return null;
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return null;
  }
  const result: LocalFilesMove = { moved: 0, alreadyStored: 0, left: [] };
  for (const name of names.sort()) {
    if (!isStoredFileName(name)) {
      result.left.push(name);
      continue;
    }
    const file = path.join(dir, name);
    try {
      if (await store.exists(name)) {
        result.alreadyStored += 1;
        await rm(file, { force: true });
        continue;
      }
      try {
        await store.importFile(name, createReadStream(file));
      } catch (error) {
        // Another process sharing the folder is writing it (the name is taken), or has finished and removed it
        // from the folder: it counts it, and removes the folder's copy.
        if (error instanceof FileExistsError || !existsSync(file)) {
          result.alreadyStored += 1;
          continue;
        }
        throw error;
      }
      result.moved += 1;
      await rm(file, { force: true });
    } catch (error) {
      result.left.push(name);
      onError?.(error, name);
    }
  }
  return result;
}

/** The line a person starting the server reads. */
export function describeLocalFilesMove(
  dir: string,
  backend: FileStore['backend'],
  move: LocalFilesMove,
): string {
  const where = backend === 's3' ? 'o armazenamento S3' : 'o PostgreSQL';
  const left = move.left.length > 0 ? ` ${move.left.length} ficaram na pasta (veja o log).` : '';
  return `Arquivos enviados: ${move.moved} movido(s) de ${dir} para ${where}.${left}`;
}
