import { describe, expect, test } from 'vitest';
import { readEnv } from './env';

describe('PEER_HOST and PEER_PORT', () => {
  test('default to this machine on any free port', () => {
    const env = readEnv({});
    expect([env.PEER_HOST, env.PEER_PORT]).toEqual(['127.0.0.1', 0]);
  });

  test.each(['10.0.0.5', 'api-2.internal', 'off', '::1'])('take %s', (host) => {
    expect(readEnv({ PEER_HOST: host }).PEER_HOST).toBe(host);
  });

  // The address is also what the others are told: a wildcard would send them nowhere.
  test.each(['0.0.0.0', '::', '[::]'])('refuse the wildcard %s, in words', (host) => {
    expect(() => readEnv({ PEER_HOST: host })).toThrow(
      /PEER_HOST: PEER_HOST is the address other instances connect to/,
    );
  });

  test.each(['-1', '65536', 'x'])('refuse the port %s', (port) => {
    expect(() => readEnv({ PEER_PORT: port })).toThrow(/PEER_PORT/);
  });
});
