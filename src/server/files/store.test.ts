import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/contracts/psychologist-applications';
import { psychologistApplications, storedFiles } from '../db/schema';
import { signUpAdmin } from '../testing/admin-fixtures';
import { startFakeS3, type FakeS3 } from '../testing/fake-s3';
import { freePort } from '../testing/server-process';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../testing/test-app';
import { createDatabaseFileBackend } from './database-backend';
import { createLocalFileBackend } from './local-backend';
import { createS3FileBackend } from './s3-backend';
import {
  EmptyFileError,
  FileTooLargeError,
  FileTypeNotAllowedError,
  createFileStore,
  type FileBackend,
  type FileStore,
} from './store';

/**
 * The one contract every file store backend keeps (issue 28): the same tests against the local folder, PostgreSQL
 * (PGlite in the unit project, a real server in the postgres one) and S3 (s3rver, a local fake of the service).
 */
interface Fixture {
  store: FileStore;
  /** How many complete files the backend holds, looked at from outside the store. */
  count(): Promise<number>;
  /** The S3 commands sent so far, where there are any. */
  commands?: string[];
  close(): Promise<void>;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]);
const EXE = Buffer.concat([Buffer.from('MZ'), randomBytes(500)]);

/** `total` bytes of a PDF made on the fly in 64 KiB pieces, as a request body arrives; never whole in memory. */
function pdfStream(total: number, hash = createHash('sha256')): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const piece = sent === 0 ? Buffer.from('%PDF-1.4\n') : randomBytes(Math.min(64 * 1024, total - sent));
      const chunk = piece.subarray(0, Math.min(piece.length, total - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function hashOf(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const backends: Array<[string, () => Promise<Fixture>]> = [
  [
    'local folder',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'aria-files-'));
      return {
        store: createFileStore(createLocalFileBackend(path.join(dir, 'uploads'))),
        count: async () => {
          try {
            return readdirSync(path.join(dir, 'uploads')).length;
          } catch {
            return 0;
          }
        },
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'PostgreSQL chunks',
    async () => {
      const database: TestDatabase = await openTestDatabase();
      return {
        store: createFileStore(createDatabaseFileBackend(database.db)),
        count: async () => {
          const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
          return row!.n;
        },
        close: () => database.close(),
      };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const fake: FakeS3 = await startFakeS3();
      const backend = createS3FileBackend(fake.settings);
      const commands: string[] = [];
      backend.client.middlewareStack.add(
        (next, context) => (args) => {
          commands.push(context.commandName ?? '');
          return next(args);
        },
        { step: 'initialize' },
      );
      return {
        store: createFileStore(backend as FileBackend),
        commands,
        count: async () => {
          const listed = await backend.client.send(
            new ListObjectsV2Command({ Bucket: fake.settings.bucket }),
          );
          // Counting lists is not a command under test.
          commands.pop();
          return listed.KeyCount ?? 0;
        },
        close: async () => {
          backend.client.destroy();
          await fake.close();
        },
      };
    },
  ],
];

describe.each(backends)('file store on %s', (_label, open) => {
  let fixture: Fixture;
  // Opening a database (migrations included) waits on the other test workers of a two-core machine.
  beforeAll(async () => {
    fixture = await open();
  }, 120_000);
  afterAll(async () => {
    await fixture?.close();
  });

  it('saves a buffer under a random name with the type read from its bytes, and opens it again', async () => {
    const stored = await fixture.store.save('application-document', PDF);
    expect(stored).toEqual({
      name: expect.stringMatching(/^[0-9a-f]{32}$/),
      mimeType: 'application/pdf',
      size: PDF.length,
    });
    const other = await fixture.store.save('application-document', PDF);
    expect(other.name).not.toBe(stored.name);
    const opened = await fixture.store.open(stored.name);
    expect(opened).toMatchObject({ size: PDF.length, mimeType: 'application/pdf' });
    expect(await readAll(opened!.stream)).toEqual(PDF);
    expect(await fixture.store.exists(stored.name)).toBe(true);
  });

  it('saves a stream whose first bytes arrive in pieces', async () => {
    const pieces = [PNG.subarray(0, 3), PNG.subarray(3, 7), PNG.subarray(7)];
    const stored = await fixture.store.save('application-picture', Readable.from(pieces));
    expect(stored).toMatchObject({ mimeType: 'image/png', size: PNG.length });
    expect(await readAll((await fixture.store.open(stored.name))!.stream)).toEqual(PNG);
  });

  it('refuses bytes of a type the kind does not accept, an empty file and one past 10 MB, keeping nothing', async () => {
    const before = await fixture.count();
    await expect(fixture.store.save('application-document', EXE)).rejects.toThrow(
      new FileTypeNotAllowedError('O documento precisa ser um arquivo PDF, JPG ou PNG.'),
    );
    // A PDF is a document, not a picture, whatever its name says.
    await expect(fixture.store.save('application-picture', PDF)).rejects.toBeInstanceOf(
      FileTypeNotAllowedError,
    );
    await expect(fixture.store.save('application-document', Buffer.alloc(0))).rejects.toBeInstanceOf(
      EmptyFileError,
    );
    await expect(
      fixture.store.save('application-document', pdfStream(MAX_UPLOAD_BYTES + 1)),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await fixture.count()).toBe(before);
  });

  it('leaves nothing behind when the sender stops half-way', async () => {
    const before = await fixture.count();
    let sent = 0;
    const broken = new Readable({
      read() {
        sent += 1;
        if (sent === 1) this.push(Buffer.from('%PDF-1.4\n'));
        else if (sent < 40) this.push(randomBytes(64 * 1024));
        else this.destroy(new Error('connection reset'));
      },
    });
    await expect(fixture.store.save('application-document', broken)).rejects.toThrow('connection reset');
    expect(await fixture.count()).toBe(before);
  });

  it('stores and streams back a 10 MB file intact', async () => {
    const sent = createHash('sha256');
    fixture.commands?.splice(0);
    const stored = await fixture.store.save('application-document', pdfStream(MAX_UPLOAD_BYTES, sent));
    expect(stored.size).toBe(MAX_UPLOAD_BYTES);
    if (fixture.commands) {
      // Two parts of 5 MiB: S3's multipart upload, not one 10 MB request.
      expect(fixture.commands).toEqual([
        'CreateMultipartUploadCommand',
        'UploadPartCommand',
        'UploadPartCommand',
        'CompleteMultipartUploadCommand',
      ]);
    }
    const opened = await fixture.store.open(stored.name);
    expect(opened!.size).toBe(MAX_UPLOAD_BYTES);
    expect(await hashOf(opened!.stream)).toBe(sent.digest('hex'));
  }, 60_000);

  it('opens nothing for an unknown name or one not of its shape, and removes idempotently', async () => {
    expect(await fixture.store.open(randomBytes(16).toString('hex'))).toBeNull();
    expect(await fixture.store.open('../../etc/passwd')).toBeNull();
    expect(await fixture.store.exists('../../etc/passwd')).toBe(false);
    const stored = await fixture.store.save('application-picture', PNG);
    await fixture.store.remove(stored.name);
    await fixture.store.remove(stored.name);
    expect(await fixture.store.open(stored.name)).toBeNull();
    expect(await fixture.store.exists(stored.name)).toBe(false);
  });

  it('imports a file under the name it already has (the move out of DATA_DIR/uploads)', async () => {
    const name = randomBytes(16).toString('hex');
    expect(await fixture.store.importFile(name, Readable.from([PNG]))).toEqual({
      name,
      mimeType: 'image/png',
      size: PNG.length,
    });
    expect(await readAll((await fixture.store.open(name))!.stream)).toEqual(PNG);
    await expect(fixture.store.importFile('não-é-nosso', Readable.from([PNG]))).rejects.toThrow();
  });
});

describe('FILE_STORAGE=s3 through the app', () => {
  let fake: FakeS3;
  let testApp: TestApp;
  beforeAll(async () => {
    fake = await startFakeS3();
    testApp = await buildTestApp({ env: { ...fake.env, RATE_LIMIT_ENABLED: 'false' } });
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  it("stores an application's document in the bucket and serves it to an admin from there", async () => {
    expect(testApp.app.services.files.backend).toBe('s3');
    const admin = await signUpAdmin(testApp);
    const document = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(6 * 1024 * 1024)]);
    const boundary = `----aria${randomBytes(8).toString('hex')}`;
    const fields = {
      name: 'Helena Candidata Lopes',
      email: `helena-${randomBytes(3).toString('hex')}@example.com`,
      phone: '(11) 91111-2222',
      crp: '06/765432',
      specialization: 'Luto',
      biography: 'Atendo processos de luto há 10 anos.',
      bankName: 'Banco do Brasil',
      bankAgency: '1234-5',
      bankAccount: '98765-4',
      bankAccountHolder: 'Helena Candidata Lopes',
      acceptTerms: 'true',
    };
    const payload = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="crp.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      document,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const submitted = await testApp.request({
      method: 'POST',
      url: '/api/psychologist-applications',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(submitted.statusCode).toBe(201);
    const { id } = submitted.json() as { id: string };
    // Nothing on the machine's disk: the bucket holds it.
    expect(existsSync(testApp.config.uploadsDir)).toBe(false);
    const [row] = await testApp.database.db
      .select()
      .from(psychologistApplications)
      .where(eq(psychologistApplications.id, id));
    const object = await createS3FileBackend(fake.settings).open(row!.documentFile!);
    expect(object).toMatchObject({ size: document.length, mimeType: 'application/pdf' });
    object!.stream.destroy();

    const served = await testApp.request({
      method: 'GET',
      url: `/api/admin/applications/${id}/document`,
      headers: { cookie: admin.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(document)).toBe(true);
  });
});

describe('a file store that cannot be reached', () => {
  it("answers an upload with its own 503, neither the sender's fault nor a database outage, and keeps no row", async () => {
    const closed = await freePort();
    const testApp = await buildTestApp({
      env: {
        FILE_STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${closed}`,
        S3_BUCKET: 'aria-arquivos',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        RATE_LIMIT_ENABLED: 'false',
      },
    });
    try {
      const boundary = 'aria-fronteira';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="crp.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        PDF,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await testApp.request({
        method: 'POST',
        url: '/api/psychologist-applications',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'file_store_unavailable',
        message: 'Não foi possível acessar os arquivos agora. Tente novamente em instantes.',
      });
      // The bucket being away is not PostgreSQL being away: readiness still answers 200.
      expect((await testApp.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      expect(await testApp.database.db.select().from(psychologistApplications)).toEqual([]);
    } finally {
      await testApp.close();
    }
  }, 120_000);
});
