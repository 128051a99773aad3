import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileChunks, storedFiles } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/test-app';
import { createDatabaseFileBackend } from './database-backend';
import { createLocalFileBackend } from './local-backend';
import { describeLocalFilesMove, moveLocalFilesIntoStore } from './move-local-files';
import { createFileStore, type FileStore } from './store';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300)]);

describe('moving DATA_DIR/uploads into the configured file store', () => {
  let database: TestDatabase;
  let store: FileStore;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    store = createFileStore(createDatabaseFileBackend(database.db));
    dataDir = mkdtempSync(path.join(tmpdir(), 'aria-move-'));
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves each file once under its own name, says how many, and moves nothing the second time', async () => {
    const dir = path.join(dataDir, 'uploads');
    mkdirSync(dir, { recursive: true });
    const document = randomBytes(16).toString('hex');
    const picture = randomBytes(16).toString('hex');
    const inStoreAlready = randomBytes(16).toString('hex');
    writeFileSync(path.join(dir, document), PDF);
    writeFileSync(path.join(dir, picture), PNG);
    writeFileSync(path.join(dir, inStoreAlready), PDF);
    await store.importFile(inStoreAlready, (await import('node:stream')).Readable.from([PDF]));
    // Not one of our names, and not a file of a type we accept: both stay where they are, named in the result.
    writeFileSync(path.join(dir, 'notas.txt'), 'não é nosso');
    const strange = randomBytes(16).toString('hex');
    writeFileSync(path.join(dir, strange), 'MZ executável');

    const errors: string[] = [];
    const first = await moveLocalFilesIntoStore(dir, store, (_error, name) => errors.push(name));
    expect(first).toEqual({ moved: 2, alreadyStored: 1, left: ['notas.txt', strange].sort() });
    expect(errors).toEqual([strange]);
    expect(describeLocalFilesMove(dir, store.backend, first!)).toBe(
      `Arquivos enviados: 2 movido(s) de ${dir} para o PostgreSQL. 2 ficaram na pasta (veja o log).`,
    );
    expect(readdirSync(dir).sort()).toEqual(['notas.txt', strange].sort());
    const opened = await store.open(document);
    expect(opened).toMatchObject({ size: PDF.length, mimeType: 'application/pdf' });
    expect(await store.open(picture)).toMatchObject({ mimeType: 'image/png' });

    const second = await moveLocalFilesIntoStore(dir, store);
    expect(second).toEqual({ moved: 0, alreadyStored: 0, left: ['notas.txt', strange].sort() });
  });

  it('lets two processes sharing the folder move it at the same time, each file stored once', async () => {
    const dir = path.join(dataDir, 'shared-uploads');
    mkdirSync(dir, { recursive: true });
    const names = Array.from({ length: 6 }, () => randomBytes(16).toString('hex'));
    for (const name of names) writeFileSync(path.join(dir, name), PDF);
    const [a, b] = await Promise.all([
      moveLocalFilesIntoStore(dir, store),
      moveLocalFilesIntoStore(dir, store),
    ]);
    expect(a!.moved + b!.moved).toBe(6);
    expect([...a!.left, ...b!.left]).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
    for (const name of names) expect(await store.exists(name)).toBe(true);
  });

  it('does nothing where the store is the folder itself, or where there is no folder', async () => {
    const local = createFileStore(createLocalFileBackend(path.join(dataDir, 'uploads')));
    expect(await moveLocalFilesIntoStore(path.join(dataDir, 'uploads'), local)).toBeNull();
    expect(await moveLocalFilesIntoStore(path.join(dataDir, 'nenhuma'), store)).toBeNull();
    expect(existsSync(path.join(dataDir, 'nenhuma'))).toBe(false);
  });
});

describe('uploads cut short by a process that died', () => {
  it('are removed from PostgreSQL after an hour, and a finished file never is', async () => {
    const database = await openTestDatabase();
    try {
      const store = createFileStore(createDatabaseFileBackend(database.db));
      const finished = await store.save('application-document', PDF);
      const cutShort = randomBytes(16).toString('hex');
      // What a process killed between two chunks leaves: the row without a size, and a chunk.
      await database.db
        .insert(storedFiles)
        .values({ name: cutShort, kind: 'application-document', mimeType: 'application/pdf', size: null });
      await database.db.insert(storedFileChunks).values({ fileName: cutShort, position: 0, data: PDF });
      expect(await store.exists(cutShort)).toBe(false);
      expect(await store.removeAbandoned(new Date())).toBe(0);
      expect(await store.removeAbandoned(new Date(Date.now() + 61 * 60_000))).toBe(1);
      expect(
        await database.db.select().from(storedFileChunks).where(eq(storedFileChunks.fileName, cutShort)),
      ).toEqual([]);
      expect(await store.exists(finished.name)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
