// Each effect primitive of the vocabulary, run through the interpreter from a fixed solo position (table-driven).
import { describe, expect, test } from 'vitest';
import { effectText } from '../text';
import { damage, type FState, reader, Z } from '../state';
import { act, cardsIn, clearBoard, edit, moves, start } from '../testkit';
import type { Effect } from '../content/vocabulary';

function run(fx: Effect, prepare?: Parameters<typeof edit>[1]): FState {
  const base = edit(start(2, 'effects'), (t) => {
    clearBoard(t);
    t.game.window = [];
    prepare?.(t);
  });
  return edit(
    base,
    (t) => {
      t.game.queue.push({ fx, you: t.game.active });
    },
    true,
  );
}

describe('effect primitives', () => {
  const hand = (s: FState): number => cardsIn(s, Z.hand(s.game.active)).length;
  test.each<[string, Effect, (s: FState) => void]>([
    ['draw', { do: 'draw', n: 2 }, (s) => expect(hand(s)).toBe(8)],
    ['attack', { do: 'attack', n: 3 }, (s) => expect(s.game.attack).toBe(3)],
    ['recruit', { do: 'recruit', n: 2 }, (s) => expect(s.game.recruit).toBe(2)],
    ['avoid', { do: 'avoid' }, (s) => expect(s.game.avoid).toBe(1)],
    ['credits', { do: 'credits', n: 2 }, (s) => expect(s.game.credits).toBe(2)],
    [
      'gainTalent',
      { do: 'gainTalent', who: 'each' },
      (s) => expect(cardsIn(s, Z.discard(1)).map((c) => c.kind)).toEqual(['talent']),
    ],
    [
      'gainFlaw',
      { do: 'gainFlaw', who: 'you' },
      (s) => expect(cardsIn(s, Z.discard(s.game.active)).map((c) => c.kind)).toEqual(['flaw']),
    ],
    [
      'crewStrike (non-player by name)',
      { do: 'crewStrike', who: 'book' },
      (s) => expect(cardsIn(s, Z.strikes(4)).length + cardsIn(s, Z.crewDiscard).length).toBe(1),
    ],
    ['shipStrike', { do: 'shipStrike' }, (s) => expect(cardsIn(s, Z.slot(0))).toHaveLength(1)],
    ['addEpisode', { do: 'addEpisode' }, (s) => expect(cardsIn(s, Z.down(4))).toHaveLength(1)],
    ['eachDraws', { do: 'eachDraws', n: 1 }, (s) => expect(cardsIn(s, Z.hand(1))).toHaveLength(7)],
    ['discardRandom', { do: 'discardRandom', n: 2 }, (s) => expect(hand(s)).toBe(4)],
    ['gainBrowncoat', { do: 'gainBrowncoat' }, (s) => expect(cardsIn(s, Z.browncoats)).toHaveLength(4)],
    [
      'ifPlayer (Mal plays)',
      { do: 'ifPlayer', crew: 'mal', then: [{ do: 'attack', n: 1 }] },
      (s) => expect(s.game.attack).toBe(1),
    ],
    [
      'ifPlayer (Book does not)',
      { do: 'ifPlayer', crew: 'book', then: [{ do: 'attack', n: 1 }] },
      (s) => expect(s.game.attack).toBe(0),
    ],
    ['scan with nothing to scan does nothing', { do: 'scan' }, (s) => expect(s.game.pending).toBeNull()],
    ['cancel', { do: 'cancel' }, (s) => expect(s.game.cancel).toBe(1)],
    [
      'ifClear (the leftmost space is clear)',
      { do: 'ifClear', space: 0, then: [{ do: 'attack', n: 2 }] },
      (s) => expect(s.game.attack).toBe(2),
    ],
    [
      'byDefense (Kaylee, Defense 2, draws; Mal, Defense 4, does not)',
      { do: 'byDefense', max: 2, then: [{ do: 'draw', n: 1 }] },
      (s) => {
        expect(cardsIn(s, Z.hand(0))).toHaveLength(6);
        expect(cardsIn(s, Z.hand(1))).toHaveLength(7);
      },
    ],
    [
      'attach without a card to attach does nothing',
      { do: 'attach' },
      (s) => expect(cardsIn(s, Z.attached(4))).toHaveLength(0),
    ],
  ])('%s', (_, fx, check) => {
    check(run(fx));
    expect(effectText(fx).length).toBeGreaterThan(5);
  });

  test.each<[string, Effect, Parameters<typeof edit>[1] | undefined, string]>([
    [
      'scan',
      { do: 'scan' },
      (t) => {
        t.createCards(Z.down(2), ['tj-guards']);
      },
      'scan',
    ],
    [
      'heal',
      { do: 'heal' },
      (t) => {
        t.createCards(Z.strikes(0), ['cs-gunshot']);
      },
      'heal',
    ],
    [
      'repair',
      { do: 'repair' },
      (t) => {
        t.createCards(Z.slot(0), ['ss-hull-breach']);
      },
      'repair',
    ],
    [
      'weaken',
      { do: 'weaken', n: 2 },
      (t) => {
        t.createCards(Z.combat, ['tj-crow']);
      },
      'weaken',
    ],
    [
      'defeatEnemy',
      { do: 'defeatEnemy', max: 5 },
      (t) => {
        t.createCards(Z.combat, ['tj-crow']);
      },
      'defeatEnemy',
    ],
    ['defeatOwn', { do: 'defeatOwn' }, undefined, 'defeatOwn'],
    ['discard', { do: 'discard', n: 2 }, undefined, 'discard'],
    ['playersDraw', { do: 'playersDraw', count: 2 }, undefined, 'playerDraw'],
  ])('%s opens a decision for the player', (_, fx, prepare, kind) => {
    const s = run(fx, prepare);
    expect(s.game.pending?.kind).toBe(kind);
    expect(moves(s, s.game.active).every((m) => m.type === 'choose')).toBe(true);
  });

  test('heal takes a strike off and the damage drops', () => {
    const s = run({ do: 'heal' }, (t) => {
      t.createCards(Z.strikes(0), ['cs-gunshot']);
    });
    expect(damage(reader(s), 0)).toBe(2);
    const after = act(s, 0, moves(s, 0)[0]!);
    expect(damage(reader(after), 0)).toBe(0);
  });
});
