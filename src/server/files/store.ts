/**
 * The one place uploaded files live (issue 28, ADR 024). Every kind of file people send us goes through this store,
 * whichever backend the configuration chose:
 *
 * - `local`: a folder (DATA_DIR/uploads), the default on the embedded PGlite, where there is only one process;
 * - `database`: chunks of bytea in PostgreSQL, the default on PostgreSQL, so every process reads every file and the
 *   database's backups hold them;
 * - `s3`: any S3-compatible object storage (FILE_STORAGE=s3).
 *
 * The API, for a domain that stores files:
 *
 *   const stored = await files.save('application-document', streamOrBuffer);   // → { name, mimeType, size }
 *   const opened = await files.open(stored.name);                              // → { stream, size, mimeType } | null
 *   await files.remove(stored.name);                                           // idempotent
 *
 * `save` reads the content as a stream and never holds a whole file: it detects the type from the first bytes and
 * refuses (400, the kind's pt-BR message) what the kind does not accept, refuses past MAX_UPLOAD_BYTES (413), and
 * gives the file a random name. Keep the name (and the type) in your own row; only your service decides who may open
 * it, and an admin's read writes an audit entry there. To add a kind of file, add one entry to FILE_KINDS below.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '../../shared/contracts/psychologist-applications';
import { BadRequestError, DomainError } from '../errors';
import {
  DOCUMENT_MIME_TYPES,
  FILE_TYPE_HEADER_BYTES,
  PICTURE_MIME_TYPES,
  detectFileType,
  type StoredMimeType,
} from './file-type';

export interface FileKindRules {
  allowedTypes: readonly StoredMimeType[];
  /** What the person reads when the bytes are of another type. */
  refusedTypeMessage: string;
}

/** Each kind of file we accept, with the types its bytes may be. */
export const FILE_KINDS = {
  'application-document': {
    allowedTypes: DOCUMENT_MIME_TYPES,
    refusedTypeMessage: 'O documento precisa ser um arquivo PDF, JPG ou PNG.',
  },
  'application-picture': {
    allowedTypes: PICTURE_MIME_TYPES,
    refusedTypeMessage: 'A foto de perfil precisa ser uma imagem JPG, PNG, GIF ou WebP.',
  },
  /** A guardian's signed authorisation for a consultation of a person under 18 (CFP Res. 13/2022, issue 24). */
  'guardian-authorization': {
    allowedTypes: DOCUMENT_MIME_TYPES,
    refusedTypeMessage: 'A autorização deve ser um arquivo PDF, JPG ou PNG.',
  },
} as const satisfies Record<string, FileKindRules>;

export type FileKind = keyof typeof FILE_KINDS;

export interface StoredFile {
  /** 32 random hex digits: the key in every backend, never a name the sender chose. */
  name: string;
  mimeType: StoredMimeType;
  size: number;
}

export interface OpenedFile {
  stream: Readable;
  size: number;
  mimeType: string;
}

/** 413 with a pt-BR message; a DomainError so the one error handler answers it. */
export class FileTooLargeError extends DomainError {
  constructor(message = 'Cada arquivo pode ter no máximo 10 MB.') {
    super(413, 'file_too_large', message);
  }
}

export class FileTypeNotAllowedError extends BadRequestError {
  constructor(message: string) {
    super(message, 'invalid_file');
  }
}

/** A file input left empty still sends a part with no bytes: the caller decides whether that is allowed. */
export class EmptyFileError extends BadRequestError {
  constructor() {
    super('O arquivo enviado está vazio.', 'invalid_file');
  }
}

/**
 * The content's own stream failed (a request cut off or malformed, a multipart part over its limit), as opposed to
 * the store: the caller answers the sender's fault with a 4xx, and a store that is down with its own error.
 */
export class FileSourceError extends Error {
  constructor(override readonly cause: unknown) {
    super(`The file's stream failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * The object storage service failed or could not be reached. A 503 of its own: the error handler would otherwise
 * take a refused connection for a database outage and mark PostgreSQL unavailable.
 */
export class FileStoreUnavailableError extends DomainError {
  constructor(cause: unknown) {
    super(
      503,
      'file_store_unavailable',
      'Não foi possível acessar os arquivos agora. Tente novamente em instantes.',
      {
        cause,
      },
    );
  }
}

/** A name already taken in the backend: only an import (of a name we already have) can meet it. */
export class FileExistsError extends Error {
  constructor(name: string) {
    super(`A stored file named ${name} exists already`);
  }
}

const STORED_NAME = /^[0-9a-f]{32}$/;

/** Names come from our own rows, but a key or a path is never built from anything that is not of our shape. */
export function isStoredFileName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** What each backend does; the rules (type, size, naming) are the store's, written once below. */
export interface FileBackend {
  readonly kind: 'local' | 'database' | 's3';
  /**
   * Writes the whole body under `name`, or leaves nothing behind and throws (FileExistsError where the backend can
   * tell the name is taken). Resolves with the bytes written.
   */
  write(name: string, body: Readable, meta: { kind: string; mimeType: string }): Promise<number>;
  open(name: string): Promise<OpenedFile | null>;
  exists(name: string): Promise<boolean>;
  remove(name: string): Promise<void>;
  /** Removes what writes cut short by a process that died left behind, begun before `before`; how many. */
  removeAbandoned?(before: Date): Promise<number>;
}

const toBuffer = (chunk: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk)
      : Buffer.from(chunk as Uint8Array);

export interface FileStore {
  readonly backend: FileBackend['kind'];
  save(kind: FileKind, content: Readable | Buffer): Promise<StoredFile>;
  open(name: string): Promise<OpenedFile | null>;
  exists(name: string): Promise<boolean>;
  remove(name: string): Promise<void>;
  /**
   * Writes a file that already has one of our names (the move out of DATA_DIR/uploads): the type is read from its
   * bytes as on any save, but any of our types is accepted, since the row that names it was checked when it came in.
   */
  importFile(name: string, content: Readable): Promise<StoredFile>;
  /**
   * Removes partial files of uploads begun more than an hour ago and never finished (their process died): a piece
   * of someone's document is not kept. Where the backend cannot tell (local, S3: a bucket lifecycle rule aborts
   * incomplete multipart uploads), 0.
   */
  removeAbandoned(now: Date): Promise<number>;
}

/** Far longer than any upload of 10 MB takes, even on a poor connection. */
const ABANDONED_AFTER_MS = 60 * 60_000;

export function createFileStore(backend: FileBackend, maxBytes = MAX_UPLOAD_BYTES): FileStore {
  async function write(
    name: string,
    kind: string,
    content: Readable | Buffer,
    rules: FileKindRules,
  ): Promise<StoredFile> {
    const source: AsyncIterable<unknown> = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    const sourceIterator = source[Symbol.asyncIterator]();
    const iterator = {
      async next() {
        try {
          return await sourceIterator.next();
        } catch (error) {
          throw new FileSourceError(error);
        }
      },
      return: () => sourceIterator.return?.(),
    };
    let head = Buffer.alloc(0);
    let ended = false;
    try {
      while (head.length < FILE_TYPE_HEADER_BYTES) {
        const next = await iterator.next();
        if (next.done) {
          ended = true;
          break;
        }
        head = Buffer.concat([head, toBuffer(next.value)]);
      }
      if (head.length === 0) throw new EmptyFileError();
      if (head.length > maxBytes) throw new FileTooLargeError();
      const mimeType = detectFileType(head);
      if (!mimeType || !rules.allowedTypes.includes(mimeType)) {
        throw new FileTypeNotAllowedError(rules.refusedTypeMessage);
      }
      async function* checkedBody(): AsyncGenerator<Buffer> {
        let size = head.length;
        yield head;
        if (ended) return;
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          const chunk = toBuffer(next.value);
          size += chunk.length;
          // Counted here, whatever the caller's own limits: no backend ever receives more than the cap.
          if (size > maxBytes) throw new FileTooLargeError();
          yield chunk;
        }
      }
      const size = await backend.write(name, Readable.from(checkedBody(), { objectMode: false }), {
        kind,
        mimeType,
      });
      return { name, mimeType, size };
    } catch (error) {
      // Stops the sender's stream too (a multipart part), so a refused file is not read to its end.
      await iterator.return()?.catch(() => undefined);
      throw error;
    }
  }

  const anyType: FileKindRules = {
    allowedTypes: [...new Set([...DOCUMENT_MIME_TYPES, ...PICTURE_MIME_TYPES])],
    refusedTypeMessage: 'O arquivo não é de um tipo aceito.',
  };

  return {
    backend: backend.kind,
    save: (kind, content) => write(randomBytes(16).toString('hex'), kind, content, FILE_KINDS[kind]),
    async importFile(name, content) {
      if (!isStoredFileName(name)) throw new Error('Not a stored file name');
      return write(name, 'imported', content, anyType);
    },
    async open(name) {
      return isStoredFileName(name) ? backend.open(name) : null;
    },
    async exists(name) {
      return isStoredFileName(name) ? backend.exists(name) : false;
    },
    async remove(name) {
      if (isStoredFileName(name)) await backend.remove(name);
    },
    async removeAbandoned(now) {
      return backend.removeAbandoned
        ? backend.removeAbandoned(new Date(now.getTime() - ABANDONED_AFTER_MS))
        : 0;
    },
  };
}
