// Tests for the rated-or-casual rule: bot seats, standard options compared canonically, campaign options, the host's wish.
import { describe, expect, test } from 'vitest';
import { parseOptions, type AnyGame } from '@cortex/engine';
import { pairsGame } from '@cortex/engine/testing';
import { legendaryFirefly, SERIES_ORDER } from '@cortex/game-legendary-firefly';
import { misbehavin } from '@cortex/game-misbehavin';
import { createGameRegistry } from '../../games';
import { casualReason, hasStandardOptions } from './rated';

const pairs = pairsGame as unknown as AnyGame;
const firefly = legendaryFirefly as unknown as AnyGame;
const misb = misbehavin as unknown as AnyGame;
const people = [{ bot: null }, { bot: null }];

describe('standard options', () => {
  test('nothing set, or the defaults spelled out in any key order, is standard', () => {
    expect(hasStandardOptions(pairs, {})).toBe(true);
    expect(hasStandardOptions(pairs, { maxTurns: 40, targetPairs: 3 })).toBe(true);
    expect(hasStandardOptions(pairs, { targetPairs: 3, maxTurns: 40 })).toBe(true);
    const defaults = parseOptions(misb, {}) as Record<string, unknown>;
    const reversed = Object.fromEntries(Object.entries(defaults).reverse());
    expect(Object.keys(reversed)).not.toEqual(Object.keys(defaults));
    expect(hasStandardOptions(misb, reversed)).toBe(true);
  });

  test('any change, or options the game refuses, is not', () => {
    expect(hasStandardOptions(pairs, { maxTurns: 4 })).toBe(false);
    expect(hasStandardOptions(pairs, { maxTurns: 3 })).toBe(false);
    expect(hasStandardOptions(misb, { reavers: true })).toBe(false);
    // A campaign's carry-over in a one-off game's options is not the standard game (the API refuses it anyway).
    expect(hasStandardOptions(firefly, { campaign: { game: 1, carry: null } })).toBe(false);
  });

  test.each([
    ['a chosen faction', { faction1: 'niska' }, true],
    ['who goes first', { firstPlayer: 'random' }, true],
    ['a faction and who goes first, with a changed rule besides', { faction2: 'browncoats', reavers: true }, false],
    ['a board side', { side1: 'B' }, false],
  ])("Misbehavin', %s: standard is %s (the game's ratedOptions)", (_name, options, standard) => {
    expect(hasStandardOptions(misb, options)).toBe(standard);
  });

  test('a mix-and-match campaign order is a choice like any other option', () => {
    const order = SERIES_ORDER.map((g) => ({ ...g }));
    expect(hasStandardOptions(firefly, { campaignGames: order })).toBe(false);
  });
});

test.each(
  createGameRegistry({ includeTestGames: true })
    .list()
    .map((g) => [g.id, g] as const),
)('%s: every option it lets a rated match choose is one of its options', (_id, game) => {
  const options = Object.keys(parseOptions(game, {}) as Record<string, unknown>);
  for (const key of game.ratedOptions ?? []) expect(options).toContain(key);
});

describe('casual reasons', () => {
  test('people, standard options, rated lobby: rated', () => {
    expect(casualReason(pairs, { hostRated: true, options: {}, seats: people })).toBeNull();
  });

  test('a bot comes first, then the options, then the host', () => {
    expect(
      casualReason(pairs, { hostRated: false, options: { maxTurns: 4 }, seats: [{ bot: null }, { bot: 'random' }] }),
    ).toBe('BOTS');
    expect(casualReason(pairs, { hostRated: false, options: { maxTurns: 4 }, seats: people })).toBe('OPTIONS');
    expect(casualReason(pairs, { hostRated: false, options: {}, seats: people })).toBe('HOST');
  });
});
