// Shared helpers: where goods are stowed, money formatting, capacities with upgrades.
import { describe, expect, test } from 'vitest';
import { edit, place, started } from '../testing';
import { holdSize, loadGoods, money, readerOf, stashSize, Z } from './common';

describe('goods and capacities', () => {
  test('contraband and fugitives go to the stash first, cargo and passengers to the hold first; overflow spills over, then stops', () => {
    const s = edit(started(), (t) => {
      expect(loadGoods(t, 0, 'contraband', 5)).toBe(5);
      expect(loadGoods(t, 0, 'cargo', 4)).toBe(3);
    });
    const p = s.game.players[0]!;
    expect(p.stash).toEqual({ cargo: 0, contraband: 4, passenger: 0, fugitive: 0 });
    expect(p.hold).toEqual({ cargo: 3, contraband: 1, passenger: 0, fugitive: 0 });
  });
  test('upgrades add to the hold and stash', () => {
    const s = edit(started(), (t) => {
      place(t, 'm:cargobay', Z.upgrades(0));
      place(t, 'm:liner', Z.upgrades(0));
    });
    expect([holdSize(readerOf(s), 0), stashSize(readerOf(s), 0)]).toEqual([6, 5]);
  });
  test('money reads with thousands separators', () => {
    expect([money(0), money(1500), money(-200), money(12000)]).toEqual(['$0', '$1,500', '-$200', '$12,000']);
  });
});
