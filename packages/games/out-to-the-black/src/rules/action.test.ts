// Action Phase: the Active player's one action, and Sacrifice "during ANY action phase".
import { describe, expect, test } from 'vitest';
import { SERENITY } from '../content/serenity';
import { outToTheBlack } from '../game';
import { Z } from '../state';
import { cardIn, endActionPhase, moves, play, scene, toAct } from '../testkit';

describe('Action Phase', () => {
  test('only the Active player is awaited; the others may play Sacrifice (optional moves) but have nothing to pass', () => {
    const s = scene({ hands: { 0: ['fightin1', 'regroup'], 1: ['sacrifice', 'flyin1', 'idea'], 2: ['thinkin1'] } });
    expect(toAct(s)).toEqual([0]);
    // Jayne holds one card: a Sacrifice needs itself and two more, so (as everyone can count) he is not offered the moment.
    expect(outToTheBlack.status(s)).toMatchObject({ mayAct: [1] });
    expect(moves(s, 2)).toEqual([]);
    expect(moves(s, 1)).toEqual([{ type: 'playCard', card: cardIn(s, 1, 'sacrifice') }]);
    expect(moves(s, 0).map((m) => m.type)).toEqual([
      'pass',
      'playCard',
      'useAbility',
      'useAction',
      'useAction',
      'useAction',
    ]);
  });

  test('"a player may play the Sacrifice Serenity card during ANY action phase": once the Active player has acted, the others who could are awaited until each has played it or passed', () => {
    let s = scene({
      hands: { 0: ['fightin1'], 1: ['sacrifice', 'flyin1', 'idea'], 2: ['thinkin1', 'flyin1', 'copilot'] },
    });
    s = play(s, 0, { type: 'pass' });
    // Still the Action phase: Zoe and Jayne hold three cards each, so either might hold the Sacrifice; both are asked.
    expect([s.game.phase, toAct(s), outToTheBlack.status(s)]).toMatchObject(['action', [1, 2], { mayAct: [] }]);
    expect(moves(s, 1)).toEqual([{ type: 'pass' }, { type: 'playCard', card: cardIn(s, 1, 'sacrifice') }]);
    expect(moves(s, 2)).toEqual([{ type: 'pass' }]);
    expect(moves(s, 0)).toEqual([]);
    s = play(s, 2, { type: 'pass' });
    expect(toAct(s)).toEqual([1]);
    s = play(s, 1, { type: 'playCard', card: cardIn(s, 1, 'sacrifice') });
    s = play(s, 1, { type: 'chooseCard', card: cardIn(s, 1, 'idea') });
    s = play(s, 1, { type: 'chooseOption', option: 'credits' });
    expect(s.game.credits).toBe(9);
    expect(s.game.phase).toBe('event');
  });

  test.each([
    [
      'the others hold fewer than the three cards a Sacrifice needs',
      { 0: ['fightin1'], 1: ['sacrifice', 'flyin1'], 2: ['thinkin1'] },
      false,
    ],
    [
      'the Sacrifice lies face up in the discard pile, so no hand can hold it',
      { 0: ['fightin1'], 1: ['fightin1', 'flyin1', 'idea'], 2: ['thinkin1', 'flyin1', 'copilot'] },
      true,
    ],
  ] as const)('a Sacrifice window nobody can use costs no click: %s', (_, hands, discarded) => {
    let s = scene({ hands });
    if (discarded)
      s = {
        ...s,
        zones: {
          ...s.zones,
          [Z.discard]: {
            visibility: 'all',
            cards: s.zones[Z.serenity]!.cards.filter((c) => SERENITY[c.kind]!.type === 'sacrifice'),
          },
          [Z.serenity]: {
            visibility: [],
            cards: s.zones[Z.serenity]!.cards.filter((c) => SERENITY[c.kind]!.type !== 'sacrifice'),
          },
        },
      };
    expect(outToTheBlack.status(s)).toMatchObject({ toAct: [0], mayAct: [] });
    s = play(s, 0, { type: 'pass' });
    expect(s.game.phase).toBe('event');
  });

  test('one action, then the Event is revealed', () => {
    let s = scene({});
    s = play(s, 0, { type: 'useAction', action: 0 });
    expect(s.game.phase).toBe('event');
    expect(s.zones[Z.event]!.cards).toHaveLength(1);
  });

  test("Sacrifice in another player's Action phase: discard two cards, the crew gains 1 Credit or Honor, the Active player still acts", () => {
    let s = scene({ hands: { 0: ['fightin1'], 1: ['sacrifice', 'flyin1', 'idea'], 2: ['thinkin1'] } });
    s = play(s, 1, { type: 'playCard', card: cardIn(s, 1, 'sacrifice') });
    expect(toAct(s)).toEqual([1]);
    s = play(s, 1, { type: 'chooseCard', card: cardIn(s, 1, 'flyin1') });
    // The last card in hand is the only one left to discard: it goes at once.
    expect(s.zones[Z.discard]!.cards.map((c) => c.id)).toContain(
      cardIn(scene({ hands: { 0: ['fightin1'], 1: ['sacrifice', 'flyin1', 'idea'], 2: ['thinkin1'] } }), 1, 'idea'),
    );
    s = play(s, 1, { type: 'chooseOption', option: 'honor' });
    expect(s.game.honor).toBe(9);
    expect(s.zones[Z.hand(1)]!.cards).toHaveLength(0);
    expect(s.game.phase).toBe('action');
    expect(toAct(s)).toEqual([0]);
    expect(moves(s, 0)).toContainEqual({ type: 'pass' });
  });

  test("the Active player's own Sacrifice is his one action (playing a Serenity card): the Event follows", () => {
    let s = scene({ hands: { 0: ['sacrifice', 'fightin1', 'flyin1'], 1: [], 2: [] } });
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'sacrifice') });
    s = play(s, 0, { type: 'chooseCard', card: cardIn(s, 0, 'fightin1') });
    // Flyin' +1, the last card, is discarded at once.
    expect(s.zones[Z.hand(0)]!.cards).toHaveLength(0);
    expect(s.game.phase).toBe('action');
    s = play(s, 0, { type: 'chooseOption', option: 'credits' });
    expect(s.game.credits).toBe(9);
    expect(s.game.phase).toBe('event');
  });

  test('Sacrifice needs two other cards to discard', () => {
    const s = scene({ hands: { 0: ['fightin1'], 1: ['sacrifice', 'flyin1'], 2: ['thinkin1'] } });
    expect(moves(s, 1)).toEqual([]);
  });

  test("Regroup is the Active player's action: each player draws one card, limit 3 in hand", () => {
    let s = scene({ hands: { 0: ['regroup'], 1: ['flyin1', 'flyin1', 'flyin1', 'flyin1'], 2: ['thinkin1'] } });
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'regroup') });
    expect([0, 1, 2].map((x) => s.zones[Z.hand(x)]!.cards.length)).toEqual([1, 4, 2]);
    // Zoe, with four cards, may still play Sacrifice before the Event: she lets it go.
    s = endActionPhase(s);
    expect(s.game.phase).toBe('event');
  });
});
