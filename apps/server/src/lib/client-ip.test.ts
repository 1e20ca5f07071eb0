import { describe, expect, it } from 'vitest';
import { clientIpOf, trustedProxies } from './client-ip.ts';

const loopback = trustedProxies(['127.0.0.0/8', '::1/128']);
const withLb = trustedProxies(['127.0.0.0/8', '::1/128', '10.0.0.0/8']);

describe('clientIpOf: the rightmost untrusted hop', () => {
  it.each([
    // [x-forwarded-for, socket peer, trusted, expected]
    [undefined, '198.51.100.4', loopback, '198.51.100.4'],
    ['1.2.3.4', '198.51.100.4', loopback, '198.51.100.4'],
    ['1.2.3.4', '127.0.0.1', loopback, '1.2.3.4'],
    ['6.6.6.6, 1.2.3.4', '127.0.0.1', loopback, '1.2.3.4'],
    ['6.6.6.6, 1.2.3.4, 10.1.2.3', '127.0.0.1', withLb, '1.2.3.4'],
    ['6.6.6.6, 1.2.3.4, 10.1.2.3', '127.0.0.1', loopback, '10.1.2.3'],
    ['1.2.3.4', '::ffff:127.0.0.1', loopback, '1.2.3.4'],
    ['2001:db8::1', '::1', loopback, '2001:db8::1'],
    ['not-an-ip, 1.2.3.4', '127.0.0.1', loopback, '1.2.3.4'],
    ['1.2.3.4, garbage', '127.0.0.1', loopback, '127.0.0.1'],
    ['127.0.0.1', '127.0.0.1', loopback, '127.0.0.1'],
    ['', '127.0.0.1', loopback, '127.0.0.1'],
  ] as const)('%s via %s', (xff, peer, trusted, expected) => {
    expect(clientIpOf(xff, peer, trusted)).toBe(expected);
  });

  it('ignores the header when no proxy is trusted', () => {
    expect(clientIpOf('1.2.3.4', '127.0.0.1', null)).toBe('127.0.0.1');
  });
});
