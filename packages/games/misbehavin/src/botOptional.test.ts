// Bots and optional moments: an off-turn innate that draws a card; and answering another player's claimed deal, cancelling it for a card worth denying.
import { botInputFor, playBotMatch, Random, seedToRngState, type BotLevel } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { misbehavin } from './game';
import type { MisbehavinMove } from './moves';
import { act, has, legal, position, run, type State } from './testkit';

const bots = misbehavin.bots!;
const answer = (s: State, seat: number, level: BotLevel = 'normal') =>
  bots[level]!.chooseOptionalMove!(botInputFor(misbehavin, s, seat, new Random(seedToRngState('opt'))));

const market = {
  'core:row': ['core-pawnshop', 'core-hired-gun'], // x1 (cost 3) x2 (3)
  'border:row': ['border-saloon', 'border-gunslinger'], // x3 (4) x4 (5)
  'rim:row': ['rim-mining', 'rim-cruiser'], // x5 (6) x6 (8); then hand:0 x7, seat 2's hand x8 and command x9
};

/** Three players; seat 0 deals and claims `claim`, seat 1 is asked first, seat 2 holds `seat2` cards (hand and command). */
function claimed(
  claim: string,
  seat2: { hand?: readonly string[]; command?: readonly string[] } = { hand: ['sup-walkout'] },
  dealerCommand: readonly string[] = [],
): State {
  let s = position({
    players: 3,
    zones: {
      ...market,
      'hand:0': ['alliance-talker'],
      'hand:1': [],
      'command:0': dealerCommand,
      'assets:0': [],
      'hand:2': seat2.hand ?? [],
      'command:2': seat2.command ?? [],
    },
    players_: [{ faction: 'alliance', credits: 9 }, { faction: 'niska' }, { faction: 'eavesdown' }],
  });
  s = run(s, { type: 'deal', card: 'x7' });
  // Just enough credits, committed at once, to claim the card.
  const amount = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((n) =>
    has(run(s, { type: 'dealCredit', amount: n }), { type: 'claim', card: claim }),
  )!;
  return run(s, { type: 'dealCredit', amount }, { type: 'claim', card: claim });
}

const informant = (extra: Record<string, readonly string[]> = {}): State =>
  position({
    zones: {
      'hand:0': ['alliance-talker'],
      'command:1': ['core-informant'],
      'deck:1': ['niska-fighter', 'niska-weapon'],
      'hand:1': [],
      ...extra,
    },
    players_: [{ faction: 'alliance' }, { faction: 'niska' }],
  });

describe('Misbehavin optional policy', () => {
  test.each<[string, () => State, number, MisbehavinMove | null]>([
    [
      "another player's turn: the informant's innate draws a card for nothing",
      () => informant(),
      1,
      { type: 'innate', card: 'x2' },
    ],
    [
      "another player's turn: the Cortex Hacker's innate cycle is let pass",
      () => informant({ 'command:1': ['border-cortex-hack'] }),
      1,
      null,
    ],
    [
      "our own turn, another seat awaited: the informant waits (triggered now, it would cost a card at our turn's end)",
      () => claimed('x1', {}, ['core-informant']),
      0,
      null,
    ],
    [
      'a deal not yet claimed: wait to see the claim',
      () => run(informant({ 'hand:1': ['sup-negotiation'], 'command:1': [] }), { type: 'deal', card: 'x1' }),
      1,
      null,
    ],
  ])('%s', (_, build, seat, expected) => {
    const s = build();
    expect(answer(s, seat)).toEqual(expected);
    if (expected) expect(legal(s, seat)).toContainEqual(expected);
  });

  // Once claimed, a deal is answered by every other player at once: an awaited decision, not an optional moment.
  test.each<[string, () => State, MisbehavinMove]>([
    [
      'a claimed deal for a card costing 5: a player answering it cancels with its card',
      () => claimed('x4'),
      { type: 'cancel', card: 'x8' },
    ],
    ['a claimed deal for a card costing 3: let it go ahead', () => claimed('x1'), { type: 'allow' }],
    // As when the first of the players asked in turn answered before answers were simultaneous: the first cancel listed.
    [
      'with a cancel card in hand and one on the tableau, the first listed (from hand) is used',
      () => claimed('x4', { hand: ['sup-walkout'], command: ['core-lawyer'] }),
      { type: 'cancel', card: 'x8' },
    ],
  ])('%s', (_, build, expected) => {
    const s = build();
    const status = misbehavin.status(s);
    expect(status.kind === 'active' && status.toAct).toContain(2);
    for (const level of ['normal', 'hard'] as const)
      expect(bots[level]!.chooseMove(botInputFor(misbehavin, s, 2, new Random(seedToRngState('opt'))))).toEqual(
        expected,
      );
    expect(legal(s, 2)).toContainEqual(expected);
  });

  test.each(['hard', 'normal'] as const)(
    '%s answers by the policy; using the innate triggers it, so it is not offered again',
    (level) => {
      const s = informant();
      const move = answer(s, 1, level);
      expect(move).toEqual({ type: 'innate', card: 'x2' });
      expect(legal(act(s, 1, move!), 1)).toEqual([]);
    },
  );

  test.each(['random', 'easy', 'normal'] as const)(
    '%s bots offered every optional moment still finish their matches',
    (level) => {
      let optional = 0;
      // Draw innates come up in few matches now that bot matches end when a bot reaches its POWER: normal plays more of them.
      const matches = level === 'normal' ? 12 : 3;
      for (let i = 0; i < matches; i++) {
        const out = playBotMatch(misbehavin, {
          players: 3,
          seed: `optional:${level}:${i}`,
          bots: [0, 1, 2].map(() => bots[level]!),
          offerOptional: true,
          maxMoves: 6000,
        });
        expect(out.result).toBeDefined();
        optional += out.optionalMoves;
      }
      if (level === 'normal') expect(optional).toBeGreaterThan(0);
    },
  );
});
