// The map's geometry: 8-way neighbours, Chebyshev distance, reachability around the Reaver, sector names.
import { describe, expect, test } from 'vitest';
import { distance, neighbours, reachable, sectorAt, sectorCode, sectorName, sectorOf } from './map';

describe('map', () => {
  test.each([
    [sectorAt(0, 0), 3],
    [sectorAt(4, 0), 5],
    [sectorAt(4, 4), 8],
  ])('sector %i has %i neighbours', (s, n) => {
    expect(neighbours(s)).toHaveLength(n);
  });
  test('distance is the number of 8-way steps', () => {
    expect(distance(sectorAt(0, 0), sectorAt(3, 5))).toBe(5);
  });
  test('reachability goes around a blocked sector and never into it', () => {
    const from = sectorAt(0, 0);
    const blocked = sectorAt(1, 1);
    expect(reachable(from, 2, blocked).has(sectorAt(2, 2))).toBe(false);
    const r = reachable(from, 3, blocked);
    expect(r.has(blocked)).toBe(false);
    expect(r.get(sectorAt(2, 2))).toBe(3);
    expect(reachable(sectorAt(0, 0), 1, sectorAt(1, 1)).size).toBe(3);
  });
  test('names read like the map', () => {
    expect(sectorName(sectorOf('ezra'))).toBe('Ezra');
    expect(sectorCode(sectorOf('ezra'))).toBe('E9');
    expect(sectorName(sectorAt(0, 0))).toBe('sector A1');
  });
});
