import { describe, expect, test } from 'vitest';
import { medianRows, ratioTable, serverTable, turnOrder, type ServerRow } from './server-bench';

/** A row with only what the tables read set to something telling. */
function row(server: string, matches: number, round: number, movesPerSecond: number, p99 = 1): ServerRow {
  return {
    server,
    matches,
    round,
    figures: {
      movesPerSecond,
      moves: movesPerSecond,
      errors: 0,
      latency: { count: 1, p50: p99, p95: p99, p99, mean: p99 },
    },
    cpuPercent: 0,
    cpuPerMoveUs: 0,
    ioCallsPerMove: 0,
    pgCpuPerMoveUs: null,
    clientCpuPerMoveUs: 0,
    machineCpuPercent: 0,
    machineCpuPerMoveUs: 0,
    rssMiB: 0,
    behind: 0,
  };
}

describe('medianRows', () => {
  test('keeps the median round of each (server, concurrency), whole, and every round beside it', () => {
    const rows = [row('a', 1, 1, 300), row('a', 1, 2, 100), row('a', 1, 3, 200), row('a', 10, 1, 50)];
    const result = medianRows(rows);
    expect(result.map((m) => [m.row.server, m.row.matches, m.row.round])).toEqual([
      ['a', 1, 3],
      ['a', 10, 1],
    ]);
    expect(result[0]!.rounds).toHaveLength(3);
  });

  test('of an even count takes the lower of the middle two (a real round, not an average)', () => {
    const result = medianRows([row('a', 1, 1, 400), row('a', 1, 2, 100), row('a', 1, 3, 300), row('a', 1, 4, 200)]);
    expect(result[0]!.row.round).toBe(4);
  });
});

test('ratioTable divides rows of the same round, then takes the median with the spread beside it', () => {
  // Round 2 is slow for both servers (a machine drifting): within-round ratios stay 0.5, across rounds they would not.
  const rows = [
    row('cortex-pg', 1, 1, 500, 2),
    row('bgio-memory', 1, 1, 1000, 1),
    row('cortex-pg', 1, 2, 250, 4),
    row('bgio-memory', 1, 2, 500, 2),
    row('cortex-pg', 1, 3, 600, 3),
    row('bgio-memory', 1, 3, 1000, 1),
  ];
  const lines = ratioTable(rows, 2).split('\n');
  expect(lines[2]).toBe('| cortex-pg / bgio-memory | 1 | 0.50 | 0.50–0.60 | 2.00 | 2.00–3.00 | — |');
  expect(lines).toHaveLength(3);
});

test('a server run from another checkout (name@dir) is compared with the same case from this one, round by round', () => {
  const rows = [row('cortex-pg', 1, 1, 400), row('cortex-pg@/tmp/base', 1, 1, 500)];
  expect(ratioTable(rows, 2).split('\n')[2]).toBe(
    '| cortex-pg / cortex-pg@/tmp/base | 1 | 0.80 | 0.80–0.80 | 1.00 | 1.00–1.00 | — |',
  );
});

test("the ratio table sets the first server's machine ceiling against the second's moves/s, round by round", () => {
  // 2 cores: 500 µs of the machine a move caps cortex-pg at 4,000 moves/s; 250 µs at 8,000.
  const rows = [
    { ...row('cortex-pg', 10, 1, 3000), machineCpuPerMoveUs: 500 },
    row('bgio-memory', 10, 1, 5000),
    { ...row('cortex-pg', 10, 2, 3000), machineCpuPerMoveUs: 250 },
    row('bgio-memory', 10, 2, 4000),
    { ...row('cortex-pg', 10, 3, 3000), machineCpuPerMoveUs: 500 },
    row('bgio-memory', 10, 3, 4000),
  ];
  // Ceilings over boardgame.io's moves/s: 0.8, 2.0, 1.0; the median is 1.0.
  const cells = ratioTable(rows, 2)
    .split('\n')[2]!
    .split('|')
    .map((cell) => cell.trim());
  expect(cells.at(-2)).toBe('1.00');
});

describe('turnOrder', () => {
  test.each([
    [1, ['a', 'b', 'c']],
    [2, ['b', 'c', 'a']],
    [3, ['c', 'a', 'b']],
    [4, ['a', 'b', 'c']],
  ])('round %i measures the servers in the order %j: each leads in turn', (round, order) => {
    expect(turnOrder(['a', 'b', 'c'], round)).toEqual(order);
  });

  test('no servers, no order', () => {
    expect(turnOrder([], 2)).toEqual([]);
  });
});

test.each([
  // machine µs per move, cores, the ceiling that cost sets
  [500, 2, '4,000'],
  [250, 2, '8,000'],
  [500, 4, '8,000'],
])('the server table: %d µs of the machine a move on %d cores caps it at %s moves/s', (us, cores, ceiling) => {
  const lines = serverTable(
    [{ ...row('cortex-pg', 10, 1, 3000), machineCpuPerMoveUs: us, machineCpuPercent: 75 }],
    cores,
  )
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const header = lines[0]!;
  const cells = lines[2]!;
  expect(cells[header.indexOf(`ceiling moves/s (${cores} cores)`)]).toBe(ceiling);
  expect(cells[header.indexOf('machine µs/move')]).toBe(String(us));
  expect(cells[header.indexOf('machine CPU %')]).toBe('75');
});
