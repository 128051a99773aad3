import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '../errors';

export type UploadMimeType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** SPEC §5: the document may be a PDF, JPG or PNG; the profile picture any image (the common web formats). */
export const DOCUMENT_MIME_TYPES: readonly UploadMimeType[] = ['application/pdf', 'image/jpeg', 'image/png'];
export const PICTURE_MIME_TYPES: readonly UploadMimeType[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
];

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The type a file really is, read from its first bytes. The name and the declared type come from the browser and
 * say nothing: an .exe renamed .pdf must be refused.
 */
export function detectFileType(buffer: Buffer): UploadMimeType | null {
  if (startsWith(buffer, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** 413 with a pt-BR message; a DomainError so the one error handler answers it. */
export class FileTooLargeError extends DomainError {
  readonly statusCode = 413;
  readonly code = 'file_too_large';
  constructor(message = 'Cada arquivo pode ter no máximo 10 MB.') {
    super(message);
  }
}

const STORED_NAME = /^[0-9a-f]{32}$/;

/**
 * Applicants' files under DATA_DIR/uploads: random names (never the applicant's), owner-only permissions, and
 * no route serves the folder; admins read a file through `readApplicationFile`.
 */
export function createUploadStore(dir: string) {
  const resolve = (name: string) => {
    // Names come from our own database, but a path is never built from anything that is not one of ours.
    if (!STORED_NAME.test(name)) throw new Error('Not a stored upload name');
    return path.join(dir, name);
  };
  return {
    async save(content: Buffer): Promise<string> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = randomBytes(16).toString('hex');
      await writeFile(resolve(name), content, { mode: 0o600, flag: 'wx' });
      return name;
    },
    async remove(name: string): Promise<void> {
      await rm(resolve(name), { force: true });
    },
    async open(name: string): Promise<{ stream: ReadStream; size: number } | null> {
      try {
        const file = resolve(name);
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch {
        return null;
      }
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
