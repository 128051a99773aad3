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
