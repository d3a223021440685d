// Guards the user-facing wording that the e2e tests and support docs rely on.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { readApiUrl, toWebSocketUrl, DEFAULT_API_URL } from './api-url';
import { describeApiError, formatCountdown, playersLabel } from './format';

describe('playersLabel', () => {
  it('shows a range, or a single count when fixed', () => {
    expect(playersLabel(2, 4)).toBe('2–4 players');
    expect(playersLabel(2, 2)).toBe('2 players');
    expect(playersLabel(1, 1)).toBe('1 player');
  });
});

describe('describeApiError', () => {
  it.each([
    [
      'an unreachable server',
      new TypeError('Failed to fetch'),
      'Cortex cannot reach the game server right now; check your connection and try again.',
    ],
    [
      "the server's own words",
      new CombinedGraphQLErrors({ errors: [{ message: 'That lobby is full.', extensions: { code: 'CONFLICT' } }] }),
      'That lobby is full.',
    ],
    [
      'a value GraphQL could not read',
      new CombinedGraphQLErrors({
        errors: [
          {
            message: 'Variable "$status" got invalid value "zzz"; Value "zzz" does not exist in "MatchStatus" enum.',
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          },
        ],
      }),
      'This page asked for something Cortex does not know; check the address.',
    ],
    [
      'a failure inside the server',
      new CombinedGraphQLErrors({
        errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
      'Something went wrong on the game server; try again in a moment.',
    ],
  ])('words %s without URLs or internal names', (_, error, text) => {
    expect(describeApiError(error)).toBe(text);
  });
});

describe('api url', () => {
  it('defaults when API_URL is unset or blank', () => {
    expect(readApiUrl({})).toBe(DEFAULT_API_URL);
    expect(readApiUrl({ API_URL: '  ' })).toBe(DEFAULT_API_URL);
    expect(readApiUrl({ API_URL: 'http://localhost:4100/graphql' })).toBe('http://localhost:4100/graphql');
  });
  it('maps http(s) to ws(s) on the same path', () => {
    expect(toWebSocketUrl('http://localhost:4100/graphql')).toBe('ws://localhost:4100/graphql');
    expect(toWebSocketUrl('https://cortex.example/graphql')).toBe('wss://cortex.example/graphql');
    expect(toWebSocketUrl('not a url')).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('keeps a stable shape', () => {
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000)).toBe('2d 03h');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
