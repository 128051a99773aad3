import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptJson, encryptJson } from './cipher';

const key = randomBytes(32);

describe('clinical record cipher', () => {
  it('round-trips a value bound to its row, with a fresh IV each time', () => {
    const first = encryptJson({ evolution: 'sessão' }, key, 'row-1');
    expect(encryptJson({ evolution: 'sessão' }, key, 'row-1')).not.toBe(first);
    expect(decryptJson(first, key, 'row-1')).toEqual({ evolution: 'sessão' });
  });

  it('refuses a value moved to another row, altered, or read with another key', () => {
    const value = encryptJson('texto', key, 'row-1');
    expect(() => decryptJson(value, key, 'row-2')).toThrow();
    const [version, iv, tag, body] = value.split('.');
    const altered = Buffer.from(body!, 'base64url');
    altered[0] = altered[0]! ^ 1;
    expect(() =>
      decryptJson([version, iv, tag, altered.toString('base64url')].join('.'), key, 'row-1'),
    ).toThrow();
    expect(() => decryptJson(value, randomBytes(32), 'row-1')).toThrow();
  });
});
