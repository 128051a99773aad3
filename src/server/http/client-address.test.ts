import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address';

describe('rateLimitAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as that /64', () => {
    const key = rateLimitAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::');
    expect(rateLimitAddress('2001:db8:1:2::1')).toBe(key);
    expect(rateLimitAddress('2001:0DB8:0001:0002:ffff:0:0:9')).toBe(key);
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(key);
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitAddress('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(rateLimitAddress('::ffff:c633:6404')).toBe('198.51.100.4');
  });
});
