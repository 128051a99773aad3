import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { detectFileType, FILE_TYPE_HEADER_BYTES } from './file-type';
import type { FileBackend } from './store';

/**
 * Files in one folder (DATA_DIR/uploads) with owner-only permissions: the embedded PGlite's default, where one
 * process serves everything. No route serves the folder. The type is read back from the first bytes, as when saved.
 */
export function createLocalFileBackend(dir: string): FileBackend {
  const pathOf = (name: string) => path.join(dir, name);
  return {
    kind: 'local',
    async write(name, body) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      let size = 0;
      const file = createWriteStream(pathOf(name), { mode: 0o600, flags: 'wx' });
      try {
        await pipeline(
          body,
          async function* (source) {
            for await (const chunk of source) {
              size += (chunk as Buffer).length;
              yield chunk as Buffer;
            }
          },
          file,
        );
      } catch (error) {
        await rm(pathOf(name), { force: true });
        throw error;
      }
      return size;
    },
    async open(name) {
      try {
        const file = pathOf(name);
        const handle = await open(file, 'r');
        let header: Buffer;
        try {
          const buffer = Buffer.alloc(FILE_TYPE_HEADER_BYTES);
          const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
          header = buffer.subarray(0, bytesRead);
        } finally {
          await handle.close();
        }
        const { size } = await stat(file);
        return {
          stream: createReadStream(file),
          size,
          mimeType: detectFileType(header) ?? 'application/octet-stream',
        };
      } catch {
        return null;
      }
    },
    async exists(name) {
      try {
        return (await stat(pathOf(name))).isFile();
      } catch {
        return false;
      }
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}
