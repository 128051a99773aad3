import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface BankDetails {
  bankName: string;
  agency: string;
  account: string;
  holder: string;
}

const VERSION = 'v1';

/**
 * AES-256-GCM with a random 96-bit IV per value (docs/security.md, Encryption at rest):
 * `v1.<iv>.<tag>.<ciphertext>`, base64url. The version prefix lets a later key rotation tell old values from new
 * ones.
 */
export function encryptBankDetails(details: BankDetails, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the value was altered or encrypted with another key: GCM authenticates as it decrypts. */
export function decryptBankDetails(value: string, key: Buffer): BankDetails {
  const [version, iv, tag, ciphertext] = value.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('Unknown bank details format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as BankDetails;
}

function maskTail(value: string, visible: number): string {
  const trimmed = value.trim();
  if (trimmed.length <= visible) return '•'.repeat(trimmed.length);
  return `${'•'.repeat(trimmed.length - visible)}${trimmed.slice(-visible)}`;
}

/** What an admin sees: the bank and the holder, with agency and account reduced to their last digits. */
export function maskBankDetails(details: BankDetails): BankDetails {
  return {
    bankName: details.bankName,
    holder: details.holder,
    agency: maskTail(details.agency, 1),
    account: maskTail(details.account, 2),
  };
}
