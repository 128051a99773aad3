import { describe, expect, it } from 'vitest';
import { createManageToken, readManageToken } from './manage-token';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const ID = '0d7a6c1e-0000-4000-8000-000000000001';
const START = new Date('2026-05-06T14:00:00Z');
const NOW = new Date('2026-05-01T12:00:00Z');
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('the signed manage link', () => {
  it('opens its appointment until the start, and not after', () => {
    const token = createManageToken(SECRET, ID, START);
    expect(readManageToken(SECRET, token, NOW)).toBe(ID);
    expect(readManageToken(SECRET, token, START)).toBeNull();
  });

  it('refuses every other spelling of the last character, including those that decode to the same bytes', () => {
    const token = createManageToken(SECRET, ID, START);
    const last = ALPHABET.indexOf(token.at(-1)!);
    // The same six bits with the two unused low bits changed: base64url decoders give the same signature.
    const sameBytes = [1, 2, 3].map((flip) => token.slice(0, -1) + ALPHABET[last ^ flip]);
    for (const altered of sameBytes) expect(readManageToken(SECRET, altered, NOW)).toBeNull();
  });

  it('refuses another secret, another appointment and garbage', () => {
    expect(readManageToken(SECRET, createManageToken(`${SECRET}x`, ID, START), NOW)).toBeNull();
    const token = createManageToken(SECRET, ID, START);
    expect(readManageToken(SECRET, token.replace(ID, ID.replace(/1$/, '2')), NOW)).toBeNull();
    expect(readManageToken(SECRET, 'not-a-token', NOW)).toBeNull();
  });
});
