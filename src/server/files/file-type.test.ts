import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('detectFileType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n', 'resto'), 'application/pdf'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['a GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['a GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s by its first bytes', (_label, content, type) => {
    expect(detectFileType(content)).toBe(type);
  });

  it.each([
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['an HTML page', bytes('<!doctype html><script>')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['an empty file', Buffer.alloc(0)],
    ['"%PDF" without the dash', bytes('%PDF')],
  ])('refuses %s', (_label, content) => {
    expect(detectFileType(content)).toBeNull();
  });
});
