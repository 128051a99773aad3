export type StoredMimeType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** ADR 012: the document may be a PDF, JPG or PNG; the profile picture any image (the common web formats). */
export const DOCUMENT_MIME_TYPES: readonly StoredMimeType[] = ['application/pdf', 'image/jpeg', 'image/png'];
export const PICTURE_MIME_TYPES: readonly StoredMimeType[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
];

/** Enough of a file's start for every signature below (WebP's is the longest: 12 bytes). */
export const FILE_TYPE_HEADER_BYTES = 12;

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The type a file really is, read from its first bytes. The name and the declared type come from the browser and
 * say nothing: an .exe renamed .pdf must be refused.
 */
export function detectFileType(buffer: Buffer): StoredMimeType | null {
  if (startsWith(buffer, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
