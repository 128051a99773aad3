import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';
import { PRODUCTION_TEST_ENV } from './testing/production-env';

const DEV = { NODE_ENV: 'test', DATA_DIR: '/tmp/aria-config-test' } as const;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default or when switched off', () => {
    expect(parseConfig(DEV).trustProxy).toEqual([]);
    expect(parseConfig({ ...DEV, TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });

  it('takes a list of proxy addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(parseConfig({ ...DEV, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      '::1',
    ]);
  });

  it('refuses `true`, which would believe any client’s X-Forwarded-For, and says what to write instead', () => {
    for (const value of ['true', 'TRUE', '1', 'yes']) {
      expect(() => parseConfig({ ...DEV, TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => parseConfig({ ...DEV, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8/,
      );
    }
  });

  it('refuses entries that are not addresses or CIDRs, naming them', () => {
    expect(() => parseConfig({ ...DEV, TRUST_PROXY: '127.0.0.1,proxy.local' })).toThrow(/proxy\.local/);
    expect(() => parseConfig({ ...DEV, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseConfig({ ...DEV, TRUST_PROXY: '2' })).toThrow(ConfigError);
  });
});

describe('production fails closed', () => {
  it('starts with the production implementations configured', () => {
    const config = parseConfig(PRODUCTION_TEST_ENV);
    expect(config.payments.provider).toBe('stripe');
    expect(config.mail.smtpUrl).toBe('smtp://127.0.0.1:9');
    expect(config.demoData).toBe(false);
    expect(config.clinicalRecordsKey).toEqual(Buffer.from('b'.repeat(64), 'hex'));
    expect(config.clinicalRecordsKey.equals(config.bankDetailsKey)).toBe(false);
  });

  it.each([
    ['the sandbox payment provider', { PAYMENTS_PROVIDER: 'sandbox' }, /PAYMENTS_PROVIDER is sandbox/],
    ['no payment provider at all', { PAYMENTS_PROVIDER: undefined }, /PAYMENTS_PROVIDER is sandbox/],
    ['the mail outbox', { SMTP_URL: undefined }, /SMTP_URL is not set/],
    ['a Stripe API base URL', { STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' }, /STRIPE_API_BASE_URL/],
    ['demo data', { DEMO_DATA: 'true' }, /DEMO_DATA=true/],
    ['no clinical records key', { CLINICAL_RECORDS_KEY: undefined }, /CLINICAL_RECORDS_KEY is required/],
    [
      'a short clinical records key',
      { CLINICAL_RECORDS_KEY: 'abcd' },
      /CLINICAL_RECORDS_KEY must be 32 bytes/,
    ],
    ['no bank details key', { BANK_DETAILS_KEY: undefined }, /BANK_DETAILS_KEY is required/],
  ])('refuses %s at start, naming the variable', (_what, change, message) => {
    const env: Record<string, string | undefined> = { ...PRODUCTION_TEST_ENV, ...change };
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('keeps the embedded defaults in development', () => {
    const config = parseConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/aria-config-test' });
    expect(config.payments.provider).toBe('sandbox');
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
  });
});

describe('video consultations (ADR 025)', () => {
  it('uses the built-in room by default, with no ICE server and no third party', () => {
    const config = parseConfig(DEV);
    expect(config.videoBaseUrl).toBeUndefined();
    expect(config.webrtc).toEqual({ iceServers: [], turnSecret: undefined });
  });

  it('keeps VIDEO_BASE_URL for a self-hosted Jitsi', () => {
    expect(parseConfig({ ...DEV, VIDEO_BASE_URL: 'https://meet.exemplo.com.br/' }).videoBaseUrl).toBe(
      'https://meet.exemplo.com.br',
    );
    expect(() => parseConfig({ ...DEV, VIDEO_BASE_URL: 'não é endereço' })).toThrow(ConfigError);
  });

  it('reads STUN and TURN servers as JSON and mints TURN credentials only with TURN_SECRET', () => {
    const servers = [{ urls: 'stun:turn.exemplo.com.br:3478' }, { urls: ['turns:turn.exemplo.com.br:5349'] }];
    const config = parseConfig({
      ...DEV,
      WEBRTC_ICE_SERVERS: JSON.stringify(servers),
      TURN_SECRET: 'segredo-longo-do-coturn',
    });
    expect(config.webrtc).toEqual({ iceServers: servers, turnSecret: 'segredo-longo-do-coturn' });
    expect(() => parseConfig({ ...DEV, WEBRTC_ICE_SERVERS: JSON.stringify(servers) })).toThrow(/TURN_SECRET/);
    // A TURN server with its own static credential needs no secret.
    const fixed = [{ urls: 'turn:turn.exemplo.com.br:3478', username: 'aria', credential: 'fixa' }];
    expect(parseConfig({ ...DEV, WEBRTC_ICE_SERVERS: JSON.stringify(fixed) }).webrtc.iceServers).toEqual(
      fixed,
    );
  });

  it('refuses ICE servers that are not JSON or not RTCIceServer entries, and a short TURN secret', () => {
    expect(() => parseConfig({ ...DEV, WEBRTC_ICE_SERVERS: 'stun:x' })).toThrow(/not valid JSON/);
    expect(() => parseConfig({ ...DEV, WEBRTC_ICE_SERVERS: '[{"url":"stun:x"}]' })).toThrow(/invalid entry/);
    expect(() => parseConfig({ ...DEV, TURN_SECRET: 'curto' })).toThrow(/at least 16/);
  });
});

describe('FILE_STORAGE', () => {
  const PG = { ...DEV, DATABASE_URL: 'postgres://aria@db.example/aria' };
  const S3 = {
    FILE_STORAGE: 's3',
    S3_ENDPOINT: 'http://minio.internal:9000',
    S3_BUCKET: 'aria-arquivos',
    S3_ACCESS_KEY_ID: 'chave',
    S3_SECRET_ACCESS_KEY: 'segredo',
  };

  it('keeps files in DATA_DIR/uploads on the embedded PGlite and in PostgreSQL on PostgreSQL', () => {
    expect(parseConfig(DEV).fileStorage).toEqual({ kind: 'local', dir: '/tmp/aria-config-test/uploads' });
    expect(parseConfig(PG).fileStorage).toEqual({ kind: 'database' });
    expect(parseConfig({ ...PG, FILE_STORAGE: 'local' }).fileStorage.kind).toBe('local');
  });

  it('takes an S3-compatible bucket with its endpoint and keys', () => {
    expect(parseConfig({ ...PG, ...S3 }).fileStorage).toEqual({
      kind: 's3',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      bucket: 'aria-arquivos',
      accessKeyId: 'chave',
      secretAccessKey: 'segredo',
    });
  });

  it('refuses S3 without its bucket or keys, and the database store without PostgreSQL', () => {
    expect(() => parseConfig({ ...PG, ...S3, S3_BUCKET: '' })).toThrow(/FILE_STORAGE=s3 needs S3_BUCKET/);
    expect(() => parseConfig({ ...PG, ...S3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(ConfigError);
    expect(() => parseConfig({ ...PG, ...S3, S3_ENDPOINT: 'não é url' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...DEV, FILE_STORAGE: 'database' })).toThrow(
      /FILE_STORAGE=database needs DATABASE_URL/,
    );
    expect(() => parseConfig({ ...DEV, FILE_STORAGE: 'disco' })).toThrow(ConfigError);
  });
});
