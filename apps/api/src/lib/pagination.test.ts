// Cursor decoding: the server's own cursors round-trip; forged ones (any shape Postgres or the page code would trip on) are BAD_USER_INPUT.
import { GraphQLError } from 'graphql';
import { describe, expect, test } from 'vitest';
import { decodeIndexCursor, decodeTimeIdCursor, encodeCursor } from './pagination';

const UUID = '00000000-0000-4000-8000-000000000000';
const cursor = (parts: unknown): string => Buffer.from(JSON.stringify(parts)).toString('base64url');

function refusal(decode: () => unknown): unknown {
  try {
    decode();
  } catch (e) {
    return e instanceof GraphQLError ? e.extensions['code'] : e;
  }
  return 'accepted';
}

describe('decodeTimeIdCursor', () => {
  test.each([
    ['a cursor this server gave out', '2026-12-01T18:25:07.123Z'],
    ['the first year Postgres stores', '0001-01-01T00:00:00.000Z'],
    ['the last four-digit year', '9999-12-31T23:59:59.999Z'],
  ])('%s round-trips', (_what, at) => {
    expect(decodeTimeIdCursor(encodeCursor([at, UUID]))).toEqual({ at, id: UUID });
  });

  test.each([
    ['a non-uuid id', cursor(['2026-12-01T00:00:00.000Z', 'not-a-uuid'])],
    ['an impossible date', cursor(['2020-13-45T00:00:00Z', UUID])],
    ['a date not in the server’s own format', cursor(['2020-01-01T00:00:00Z', UUID])],
    ['year 0, which Postgres does not have', cursor(['0000-01-01T00:00:00.000Z', UUID])],
    ['a six-digit year', cursor(['+275760-09-13T00:00:00.000Z', UUID])],
    ['a negative year', cursor(['-000001-01-01T00:00:00.000Z', UUID])],
    ['a number', cursor([1e300])],
    ['one word', cursor(['abc'])],
    ['an extra part', cursor(['2026-12-01T00:00:00.000Z', UUID, 'x'])],
    ['an object', cursor({ at: 1 })],
    ['not base64 JSON', '!!!'],
    ['an empty string', ''],
  ])('%s is refused', (_what, c) => {
    expect(refusal(() => decodeTimeIdCursor(c))).toBe('BAD_USER_INPUT');
  });

  test('no cursor is the first page', () => {
    expect(decodeTimeIdCursor(null)).toBeUndefined();
  });
});

describe('decodeIndexCursor', () => {
  test.each([0, 1, 2 ** 53 - 1])('[%d] round-trips', (n) => {
    expect(decodeIndexCursor(encodeCursor([n]))).toBe(n);
  });

  test.each([
    ['a negative number', cursor([-1])],
    ['a fraction', cursor([1.5])],
    ['a huge number', cursor([1e300])],
    ['a word', cursor(['abc'])],
    ['a numeric string', cursor(['1'])],
    ['two parts', cursor([1, 2])],
    ['an empty list', cursor([])],
    ['an empty string', ''],
  ])('%s is refused', (_what, c) => {
    expect(refusal(() => decodeIndexCursor(c))).toBe('BAD_USER_INPUT');
  });
});
