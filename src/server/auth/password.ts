import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * ASVS 11.4.2 / OWASP: argon2id with at least 19 MiB and 2 iterations. better-auth's default scrypt (N=16384,
 * r=16) sits below the scrypt bar, so passwords are hashed here instead. The PHC string keeps the parameters, so
 * they can be raised later without breaking existing hashes.
 */
export const ARGON2_PARAMETERS = {
  memorySize: 19_456,
  iterations: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({
    password: password.normalize('NFKC'),
    salt: randomBytes(16),
    ...ARGON2_PARAMETERS,
    outputType: 'encoded',
  });
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  if (!hash.startsWith('$argon2id$')) return false;
  return argon2Verify({ hash, password: password.normalize('NFKC') });
}
