import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores argon2id with 19 MiB, 2 iterations and a random salt', async () => {
    const first = await hashPassword('segredo-forte');
    const second = await hashPassword('segredo-forte');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and rejects a wrong one or a foreign hash', async () => {
    const hash = await hashPassword('segredo-forte');
    expect(await verifyPassword({ hash, password: 'segredo-forte' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'segredo-fraco' })).toBe(false);
    expect(await verifyPassword({ hash: 'abc:def', password: 'segredo-forte' })).toBe(false);
  });
});
