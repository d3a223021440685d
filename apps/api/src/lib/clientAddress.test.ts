// Per-address limits see the browser behind the site's proxy, and nobody else can pretend to be someone.
import { expect, test } from 'vitest';
import { clientAddress, compileTrust } from './clientAddress';

const req = (peer: string, forwarded?: string | string[]) => ({
  socket: { remoteAddress: peer } as never,
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
});

test.each([
  ['a direct caller is its peer', req('203.0.113.9'), '203.0.113.9'],
  ['a remote caller cannot forge a forwarded address', req('203.0.113.9', '10.0.0.1'), '203.0.113.9'],
  ['behind the local proxy: the address the proxy saw', req('127.0.0.1', '198.51.100.7'), '198.51.100.7'],
  ['an entry a client forged before the proxy is not believed', req('::1', '10.0.0.1, 198.51.100.7'), '198.51.100.7'],
  ['IPv4-mapped loopback counts as the proxy', req('::ffff:127.0.0.1', ['198.51.100.8']), '198.51.100.8'],
  ['a local caller without the header is itself', req('127.0.0.1'), '127.0.0.1'],
])('%s', (_, r, address) => {
  expect(clientAddress(r)).toBe(address);
});

test.each([
  ['a configured proxy elsewhere is believed', 'loopback, 10.1.2.3', req('10.1.2.3', '198.51.100.9'), '198.51.100.9'],
  ['with "none", no header is believed, even from this machine', 'none', req('127.0.0.1', '198.51.100.9'), '127.0.0.1'],
  ['a CIDR of proxies is walked through', '10.0.0.0/8', req('10.0.0.2', '198.51.100.1, 10.0.0.9'), '198.51.100.1'],
])('TRUST_PROXY: %s', (_, setting, r, address) => {
  expect(clientAddress(r, compileTrust(setting))).toBe(address);
});

test('a bad TRUST_PROXY entry is refused at start-up', () => {
  expect(() => compileTrust('not-an-address')).toThrow();
});
