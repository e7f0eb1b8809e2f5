import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('the per-client key (ADR 081)', () => {
  it('is one key for every address of an IPv6 /64, however it is written, and the IPv4 address itself', () => {
    const same = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2:a::b%eth0'];
    expect(new Set(same.map(clientKey))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('unknown')).toBe('unknown');
  });
});
