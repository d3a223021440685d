// Bots and the Action phase's optional moment: another player's Sacrifice, played when the crew is low and the hand can spare it.
import {
  botInputFor,
  determinize,
  playBotMatch,
  Random,
  seedToRngState,
  type Bot,
  type BotLevel,
  type Seat,
} from '@cortex/engine';
import { checkNoPeeking } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from './game';
import type { OttbMove } from './moves';
import { Z, type OttbData } from './state';
import { cardIn, inEvent, moves, scene, type Spec, type St, withGame } from './testkit';

const bots = outToTheBlack.bots!;
const answer = (s: St, seat: Seat, level: BotLevel = 'normal') =>
  bots[level]!.chooseOptionalMove!(botInputFor(outToTheBlack, s, seat, new Random(seedToRngState('opt'))));
const fourWithSacrifice: Spec[] = ['sacrifice', 'fightin1', 'flyin1', 'thinkin1'];
const at = (hands: Record<number, readonly Spec[]>, credits: number, honor: number): St =>
  withGame(scene({ hands }), { credits, honor });

describe('Out to the Black optional policy', () => {
  test.each([
    ['Credits low, four cards: sacrifices', at({ 1: fourWithSacrifice }, 3, 8), 1, true],
    ['Honor low, four cards: sacrifices', at({ 2: fourWithSacrifice }, 9, 2), 2, true],
    ['Credits and Honor comfortable: lets it pass', at({ 1: fourWithSacrifice }, 6, 6), 1, false],
    [
      'only three cards (one left after discarding two): lets it pass',
      at({ 1: ['sacrifice', 'fightin1', 'flyin1'] }, 2, 2),
      1,
      false,
    ],
    ['no Sacrifice in hand: lets it pass', at({ 1: ['fightin1', 'flyin1', 'thinkin1', 'fightin1'] }, 1, 1), 1, false],
    ['the Active player is awaited, not optional: no answer', at({ 0: fourWithSacrifice }, 2, 2), 0, false],
    ['the Active player has acted: the moment is over', inEvent(at({ 1: fourWithSacrifice }, 2, 2)), 1, false],
  ] as const)('%s', (_, state, seat, acts) => {
    const got = answer(state, seat);
    if (!acts) return expect(got).toBeNull();
    expect(got).toEqual({ type: 'playCard', card: cardIn(state, seat, 'sacrifice') });
    expect(moves(state, seat)).toContainEqual(got);
  });

  test.each(['hard', 'normal'] as const)('%s answers by the policy', (level) => {
    expect(answer(at({ 1: fourWithSacrifice }, 3, 8), 1, level)).toMatchObject({ type: 'playCard' });
    expect(answer(at({ 1: fourWithSacrifice }, 6, 6), 1, level)).toBeNull();
  });

  test('the optional no-peeking check catches a policy that reads the Serenity deck through a leaky sample', () => {
    // Acts when the (hidden) top of the Serenity deck has an even-length kind: only a peek can know that.
    const peeking: Bot<OttbData, OttbMove> = {
      ...bots.normal!,
      chooseOptionalMove: (input) =>
        (input.sample?.([1, 2, 3, 4]).zones[Z.serenity]?.cards[0]?.kind.length ?? 1) % 2 === 0
          ? (input.legalMoves[0] ?? null)
          : null,
    };
    const report = checkNoPeeking(outToTheBlack, peeking, {
      players: 3,
      positions: 40,
      maxDepth: 150,
      optional: true,
      sampler: (state, seat, rng) => determinize(state, seat, rng),
    });
    expect(report.mismatches.length).toBeGreaterThan(0);
  });

  test.each(['random', 'easy', 'normal'] as const)(
    '%s bots offered every optional moment still finish their matches',
    (level) => {
      for (let i = 0; i < 6; i++) {
        const out = playBotMatch(outToTheBlack, {
          players: 4,
          seed: `optional:${level}:${i}`,
          bots: [0, 1, 2, 3].map(() => bots[level]!),
          offerOptional: true,
          maxMoves: 3000,
        });
        expect(out.result).toBeDefined();
      }
    },
  );

  test('normal bots do play Sacrifice off-turn in some matches (the crew runs low only now and then)', () => {
    let optional = 0;
    for (let i = 0; i < 30; i++) {
      optional += playBotMatch(outToTheBlack, {
        players: 4,
        seed: `c:${i}`,
        bots: [0, 1, 2, 3].map(() => bots.normal!),
        offerOptional: true,
        maxMoves: 3000,
      }).optionalMoves;
    }
    expect(optional).toBeGreaterThan(0);
  });
});
