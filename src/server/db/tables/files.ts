import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded files kept in PostgreSQL (FILE_STORAGE=database, ADR 024): one row per file, its bytes in chunks, so a
 * file is written and read a chunk at a time and never whole in a process's memory. `size` is null while the chunks
 * are being written: such a file cannot be opened.
 */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  /** Which kind of file (src/server/files/store.ts FILE_KINDS), for whoever looks at the table. */
  kind: text('kind').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size'),
  createdAt: createdAt(),
});

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileName: text('file_name')
      .notNull()
      .references(() => storedFiles.name, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileName, table.position] })],
);
