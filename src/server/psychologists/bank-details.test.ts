import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptBankDetails, encryptBankDetails, maskBankDetails } from './bank-details';

const key = randomBytes(32);
const details = { bankName: 'Banco do Brasil', agency: '1234-5', account: '98765-4', holder: 'Ana Souza' };

describe('bank details at rest', () => {
  it('round-trips, and never stores the plain values', () => {
    const stored = encryptBankDetails(details, key);
    expect(stored).not.toContain('98765');
    expect(stored).not.toContain('Ana');
    expect(decryptBankDetails(stored, key)).toEqual(details);
  });

  it('uses a fresh IV each time', () => {
    expect(encryptBankDetails(details, key)).not.toBe(encryptBankDetails(details, key));
  });

  it('refuses a tampered value and a wrong key', () => {
    const stored = encryptBankDetails(details, key);
    const parts = stored.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => decryptBankDetails(parts.join('.'), key)).toThrow();
    expect(() => decryptBankDetails(stored, randomBytes(32))).toThrow();
  });

  it('masks agency and account for admins', () => {
    expect(maskBankDetails(details)).toEqual({
      bankName: 'Banco do Brasil',
      holder: 'Ana Souza',
      agency: '•••••5',
      account: '•••••-4',
    });
  });
});
