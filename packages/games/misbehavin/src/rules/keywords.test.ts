// The keyword table: every effect keyword is one entry that some card uses, and a choice's target travels as the same string as before the table.
import { describe, expect, test } from 'vitest';
import { CARDS } from '../content/index';
import { KEYWORDS, handlerOf } from './keywords';
import { decodeTarget, encodeTarget } from '../target';
import type { Effect } from '../content/types';

const effectsOnCards: Effect[] = Object.values(CARDS).flatMap((d) => [
  ...d.abilities.flatMap((a) => a.effects),
  ...(d.onPlay ?? []),
  ...(d.specials ?? []).flat(),
]);

describe('effect keywords', () => {
  test('every keyword in the table is used by some card, and each used effect has its card text and button words', () => {
    const used = new Set(effectsOnCards.map((e) => e.e));
    expect([...used].sort()).toEqual(Object.keys(KEYWORDS).sort());
    for (const e of effectsOnCards) {
      expect(handlerOf(e).text(e)).not.toBe('');
      expect(handlerOf(e).short(e)).not.toBe('');
    }
  });

  test('a choice target is the same string on the wire as before: s<seat>, a card id, yes or no', () => {
    const wire = ['s0', 's1', 's2', 's3', 'yes', 'no', 'x1', 'x12'];
    for (const w of wire) expect(encodeTarget(decodeTarget(w))).toBe(w);
    expect(decodeTarget('s2')).toEqual({ kind: 'seat', seat: 2 });
    expect(decodeTarget('x12')).toEqual({ kind: 'card', id: 'x12' });
    expect(decodeTarget('yes')).toEqual({ kind: 'yes' });
  });
});
