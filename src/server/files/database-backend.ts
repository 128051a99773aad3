import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Database } from '../db/client';
import { storedFileChunks, storedFiles } from '../db/schema';
import { FileExistsError, type FileBackend } from './store';

/**
 * 256 KiB: a 10 MB file is 40 rows, each a short statement of its own, and a process holds one chunk per file in
 * flight, not the file. TOAST stores each value out of line, so a chunk far below its 1 GB limit costs nothing more.
 */
export const DATABASE_CHUNK_BYTES = 256 * 1024;

/**
 * Files as rows of bytea chunks in PostgreSQL, the default on PostgreSQL (ADR 024): any process serves any file, and
 * the database's backups hold them. No transaction spans a file (an upload can be slow, and a connection held that
 * long would starve the pool): the file row is written first without a size, the chunks one by one, and the size
 * last, which is what makes the file visible. A failed write deletes the row and, by cascade, its chunks.
 */
export function createDatabaseFileBackend(db: Database): FileBackend {
  async function completedFile(name: string) {
    const [row] = await db
      .select({ size: storedFiles.size, mimeType: storedFiles.mimeType })
      .from(storedFiles)
      .where(and(eq(storedFiles.name, name), isNotNull(storedFiles.size)))
      .limit(1);
    return row && row.size !== null ? { size: row.size, mimeType: row.mimeType } : null;
  }

  return {
    kind: 'database',
    async write(name, body, meta) {
      const created = await db
        .insert(storedFiles)
        .values({ name, kind: meta.kind, mimeType: meta.mimeType, size: null })
        .onConflictDoNothing()
        .returning({ name: storedFiles.name });
      if (created.length === 0) throw new FileExistsError(name);
      try {
        let position = 0;
        let size = 0;
        let pending: Buffer[] = [];
        let pendingBytes = 0;
        const flush = async () => {
          if (pendingBytes === 0) return;
          const data = Buffer.concat(pending, pendingBytes);
          pending = [];
          pendingBytes = 0;
          await db.insert(storedFileChunks).values({ fileName: name, position, data });
          position += 1;
        };
        for await (const chunk of body) {
          let rest = chunk as Buffer;
          size += rest.length;
          while (pendingBytes + rest.length >= DATABASE_CHUNK_BYTES) {
            const take = DATABASE_CHUNK_BYTES - pendingBytes;
            pending.push(rest.subarray(0, take));
            pendingBytes += take;
            rest = rest.subarray(take);
            await flush();
          }
          if (rest.length > 0) {
            pending.push(rest);
            pendingBytes += rest.length;
          }
        }
        await flush();
        const completed = await db
          .update(storedFiles)
          .set({ size })
          .where(eq(storedFiles.name, name))
          .returning({ name: storedFiles.name });
        // Removed meanwhile as abandoned (an upload that took over an hour): not a file anyone will find.
        if (completed.length === 0) throw new Error(`Stored file ${name} was removed while being written`);
        return size;
      } catch (error) {
        await db
          .delete(storedFiles)
          .where(eq(storedFiles.name, name))
          .catch(() => undefined);
        throw error;
      }
    },
    async open(name) {
      const file = await completedFile(name);
      if (!file) return null;
      async function* chunks(): AsyncGenerator<Buffer> {
        for (let position = 0; ; position += 1) {
          const [row] = await db
            .select({ data: storedFileChunks.data })
            .from(storedFileChunks)
            .where(and(eq(storedFileChunks.fileName, name), eq(storedFileChunks.position, position)))
            .limit(1);
          if (!row) return;
          yield row.data;
        }
      }
      return { stream: Readable.from(chunks(), { objectMode: false }), ...file };
    },
    async exists(name) {
      return (await completedFile(name)) !== null;
    },
    async remove(name) {
      await db.delete(storedFiles).where(eq(storedFiles.name, name));
    },
    async removeAbandoned(before) {
      const removed = await db
        .delete(storedFiles)
        .where(and(isNull(storedFiles.size), lt(storedFiles.createdAt, before)))
        .returning({ name: storedFiles.name });
      return removed.length;
    },
  };
}
