import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './error';

/**
 * In development the auth secret is generated once and kept in DATA_DIR, so sessions survive restarts without
 * asking a newcomer to configure anything. Production must set AUTH_SECRET: a secret on local disk would differ
 * between the processes behind a load balancer.
 */
export function resolveAuthSecret(explicit: string | undefined, nodeEnv: string, dataDir: string): string {
  if (explicit) {
    if (explicit.length < 32) throw new ConfigError('AUTH_SECRET must have at least 32 characters.');
    return explicit;
  }
  if (nodeEnv === 'production') throw new ConfigError('AUTH_SECRET is required in production.');
  if (nodeEnv === 'test') return 'test-secret-test-secret-test-secret-0123456789';
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Bank details and clinical records are each encrypted with their own key, not the session secret, so rotating
 * AUTH_SECRET never makes them unreadable and one leaked key opens only one kind of data. Same lifecycle as the
 * auth secret: generated once into DATA_DIR in development, required in production.
 */
export function resolveDataKey(
  variable: 'BANK_DETAILS_KEY' | 'CLINICAL_RECORDS_KEY',
  explicit: string | undefined,
  nodeEnv: string,
  dataDir: string,
): Buffer {
  if (explicit) {
    const key = /^[0-9a-f]{64}$/i.test(explicit)
      ? Buffer.from(explicit, 'hex')
      : Buffer.from(explicit, 'base64');
    if (key.length !== 32) throw new ConfigError(`${variable} must be 32 bytes, as 64 hex digits or base64.`);
    return key;
  }
  if (nodeEnv === 'production') throw new ConfigError(`${variable} is required in production.`);
  if (nodeEnv === 'test') return Buffer.alloc(32, variable === 'BANK_DETAILS_KEY' ? 7 : 9);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, variable.toLowerCase().replace(/_/g, '-'));
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}
