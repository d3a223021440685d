// The paths table: one row per operation and path, figures as the bench prints them.
import { describe, expect, test } from 'vitest';
import { pathsTable, type PathRow } from './paths';

const row = (path: PathRow['path'], operation: PathRow['operation'], cpuUsRounds: number[]): PathRow => ({
  path,
  operation,
  count: 3000,
  p50: 0.534,
  p95: 0.7,
  p99: 2.81,
  cpuUs: [...cpuUsRounds].sort((a, b) => a - b)[1]!,
  cpuUsRounds,
});

describe('pathsTable', () => {
  const lines = pathsTable([row('HTTP', 'query', [1028, 1051, 1781]), row('WebSocket', 'move', [377, 413, 522])]).split(
    '\n',
  );

  test('a header, its rule and one line per row', () => {
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('server CPU µs/operation');
  });

  test.each([
    [2, 'signed-in query (viewer) | HTTP | 3000 | 0.53 | 0.70 | 2.81 | 1,051 | 1,028–1,781'],
    [3, 'move (submitMove) | WebSocket | 3000 | 0.53 | 0.70 | 2.81 | 413 | 377–522'],
  ])('line %i reads %s', (at, text) => {
    expect(lines[at]).toBe(`| ${text} |`);
  });
});
