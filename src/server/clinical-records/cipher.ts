import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM with a random 96-bit IV per value: `v1.<iv>.<tag>.<ciphertext>`, base64url (as bank details,
 * ADR 012). The row's id is the additional authenticated data, so a ciphertext copied onto another row (another
 * patient's record) fails to decrypt instead of showing one patient's notes under another's name.
 */
export function encryptJson(value: unknown, key: Buffer, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the value was altered, moved to another row or encrypted with another key. */
export function decryptJson<T>(value: string, key: Buffer, boundTo: string): T {
  const [version, iv, tag, ciphertext] = value.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('Unknown clinical record format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}
