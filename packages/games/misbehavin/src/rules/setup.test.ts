// Rule sections "Setup" and "Supply Sets" (recommended setups and the player-determined draft, 3-player case included).
import { createMatch, SetupError } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { SUPPLY_SETS, SUPPLY_SETUPS, supplyCards } from '../content/index';
import { gainable, powerNeeded, zonesOf } from '../state';
import { misbehavin } from '../game';
import { draftOrder } from './setup';
import { kinds, legal, position, run, toAct } from '../testkit';

describe('Setup', () => {
  test.each([2, 3, 4])(
    '%i players: distinct factions, 1 credit and 1 verse each, hands of 5, two face-up cards per market deck',
    (players) => {
      const s = createMatch(misbehavin, { players, seed: `setup${players}` }).state;
      expect(new Set(s.game.players.map((p) => p.faction)).size).toBe(players);
      for (let i = 0; i < players; i++) {
        expect(s.game.players[i]).toMatchObject({ credits: 1, verse: 1, side: 'A', immune: false });
        expect(s.zones[`hand:${i}`]!.cards).toHaveLength(5);
        expect(s.zones[`deck:${i}`]!.cards).toHaveLength(5);
        expect(s.zones[`hand:${i}`]!.visibility).toEqual([i]);
        expect(s.zones[`deck:${i}`]!.visibility).toEqual([]);
      }
      for (const d of ['core', 'border', 'rim']) {
        expect(s.zones[`${d}:row`]!.cards).toHaveLength(2);
        expect(s.zones[`${d}:deck`]!.visibility).toEqual([]);
      }
      expect(s.game.turn).toBe(0);
      expect(s.game.supplySets).toEqual(SUPPLY_SETUPS.standard);
    },
  );

  test.each(Object.entries(SUPPLY_SETUPS))(
    'Supply Sets: recommended setup %s puts its sets on the board',
    (name, sets) => {
      const s = position({ options: { supply: name } });
      expect(s.game.supplySets).toEqual(sets);
      for (const set of sets) expect(s.zones[`supply:${set}`]!.cards.length).toBeGreaterThan(0);
    },
  );

  test.each(Object.entries(SUPPLY_SETUPS))(
    'Supply Sets: %s offers one face-up card of each different kind in each set (never The Black)',
    (name, sets) => {
      const s = position({ options: { supply: name } });
      const c = { g: s.game, z: zonesOf(s.zones), players: 2 };
      const offered = gainable(c).filter((x) => x.kind.startsWith('sup-'));
      const expected = sets
        .filter((set) => set !== 'black')
        .flatMap((set) => SUPPLY_SETS[set].cards.map(([kind]) => kind));
      expect(offered.map((x) => x.kind).sort()).toEqual([...expected].sort());
      for (const set of sets) {
        expect(s.zones[`supply:${set}`]!.cards).toHaveLength(supplyCards(set).length);
        if (set !== 'shiny' && set !== 'black') expect(new Set(supplyCards(set)).size).toBeGreaterThanOrEqual(2);
      }
    },
  );

  test("Supply Sets: the recommended setups are exactly the rulebook's lists", () => {
    expect(SUPPLY_SETUPS.downNDirty).toEqual(['shiny', 'black', 'negotiation', 'misbehave', 'fullBurn', 'crazyIvan']);
    expect(SUPPLY_SETUPS.wheelAndDeal).toEqual(['shiny', 'black', 'palaver', 'doubleCross', 'feiWu', 'dart']);
    expect(SUPPLY_SETUPS.xieXie).toEqual(['shiny', 'black', 'negotiation', 'dart', 'fullBurn', 'feiWu']);
  });

  test('side B (or an episode that asks for it) lowers the POWER needed', () => {
    expect(position({ options: { side: 'B' } }).game.players[0]!.side).toBe('B');
    expect(position({ options: { episode: 'ep-safe-harbor' } }).game.players[1]!.side).toBe('B');
  });
});

describe('Setup: factions and board sides', () => {
  const match = (players: number, options: Record<string, unknown>) =>
    createMatch(misbehavin, { players, seed: 'sides', options }).state;

  test.each<[string, number, Record<string, unknown>, readonly (string | null)[], readonly string[]]>([
    ['every seat chooses', 2, { faction1: 'browncoats', faction2: 'niska' }, ['browncoats', 'niska'], ['A', 'A']],
    [
      'one seat chooses, the others are dealt the rest at random',
      3,
      { faction2: 'alliance' },
      [null, 'alliance', null],
      ['A', 'A', 'A'],
    ],
    ['one seat plays side B as a handicap', 2, { side2: 'B' }, [null, null], ['A', 'B']],
    ['side B for the table, side A for one seat', 3, { side: 'B', side3: 'A' }, [null, null, null], ['B', 'B', 'A']],
    [
      'an episode that asks for side B sets it for everyone',
      2,
      { side1: 'A', episode: 'ep-safe-harbor' },
      [null, null],
      ['B', 'B'],
    ],
  ])(
    '"Each player takes a starting faction deck and the matching player board": %s',
    (_, players, options, factions, sides) => {
      const s = match(players, options);
      const c = { g: s.game, z: zonesOf(s.zones), players };
      expect(new Set(s.game.players.map((p) => p.faction)).size).toBe(players);
      s.game.players.forEach((p, seat) => {
        if (factions[seat]) expect(p.faction).toBe(factions[seat]);
        expect(p.side).toBe(sides[seat]);
        expect(powerNeeded(c, seat)).toBe(13 - (players - 2) - (p.side === 'B' ? 2 : 0));
        const owned = [...s.zones[`hand:${seat}`]!.cards, ...s.zones[`deck:${seat}`]!.cards];
        expect(owned.every((card) => card.kind.startsWith(`${p.faction}-`))).toBe(true);
      });
    },
  );

  test('the options default to factions dealt at random and side A, and two seats cannot choose the same faction', () => {
    const defaults = misbehavin.options.parse({});
    expect([1, 2, 3, 4].map((n) => [defaults[`faction${n}` as 'faction1'], defaults[`side${n}` as 'side1']])).toEqual(
      [1, 2, 3, 4].map(() => ['random', 'table']),
    );
    expect(() => match(2, { faction1: 'niska', faction2: 'niska' })).toThrow(SetupError);
  });
});

describe('Setup: the first player', () => {
  test('"Choose a player to go first": seat 1 unless the lobby has the first player chosen at random; in a draft that player chooses first', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const s = createMatch(misbehavin, { players: 3, seed: `first:${i}`, options: { firstPlayer: 'random' } }).state;
      expect(s.game.turn).toBe(s.game.firstPlayer);
      firsts.add(s.game.firstPlayer);
      const drafted = createMatch(misbehavin, {
        players: 3,
        seed: `first:${i}`,
        options: { firstPlayer: 'random', supply: 'draft' },
      }).state;
      const chooser = drafted.game.draft!.order[0]!;
      // The chooser picks first and last; the player to their left takes the first turn.
      expect(drafted.game.draft!.order).toEqual([chooser, (chooser + 2) % 3, (chooser + 1) % 3, chooser]);
      expect(drafted.game.draft!.first).toBe((chooser + 1) % 3);
    }
    expect(firsts.size).toBe(3);
    expect(createMatch(misbehavin, { players: 3, seed: 'first:0' }).state.game.firstPlayer).toBe(0);
  });
});

describe('Supply Sets: player-determined', () => {
  test.each([
    [2, [0, 1, 0, 1], 1],
    [3, [0, 2, 1, 0], 1],
    [4, [0, 3, 2, 1], 1],
  ])('%i players choose in order %j; seat %i goes first', (players, order, first) => {
    expect(draftOrder(players)).toEqual({ order, first });
  });

  test.each([
    [2, [0, 1, 0, 1], 1],
    [4, [0, 3, 2, 1], 1],
  ])('%i players: sets are chosen counter-clockwise and the last chooser goes first', (players, order, first) => {
    let s = position({ players, options: { supply: 'draft' } });
    const picks = [
      { type: 'draftSet', set: 'misbehave', slot: 'fight' },
      { type: 'draftSet', set: 'palaver', slot: 'deal' },
      { type: 'draftSet', set: 'fullBurn', slot: 'maneuver' },
      { type: 'draftSet', set: 'dart', slot: 'any' },
    ] as const;
    picks.forEach((m, i) => {
      expect(toAct(s)).toBe(order[i]);
      s = run(s, m);
    });
    expect(s.game).toMatchObject({ phase: 'play', turn: first, firstPlayer: first });
    expect(s.zones['box']!.cards.some((c) => supplyCards('dart').includes(c.kind))).toBe(false);
  });

  test('3 players: the first chooser also picks last, the player to their left goes first', () => {
    let s = position({ players: 3, options: { supply: 'draft' } });
    expect(s.game.phase).toBe('draft');
    expect(toAct(s)).toBe(0);
    // 8 sets; fight sets fit fight/any, deal sets deal/any, maneuvers maneuver/any, The Dart fight/maneuver/any.
    expect(legal(s)).toHaveLength(2 + 2 + 2 * 2 + 3 * 2 + 3);
    s = run(s, { type: 'draftSet', set: 'dart', slot: 'fight' });
    expect(toAct(s)).toBe(2);
    s = run(s, { type: 'draftSet', set: 'palaver', slot: 'deal' });
    expect(toAct(s)).toBe(1);
    s = run(s, { type: 'draftSet', set: 'negotiation', slot: 'any' });
    expect(toAct(s)).toBe(0);
    expect(
      legal(s)
        .map((m) => (m as { set: string }).set)
        .sort(),
    ).toEqual(['crazyIvan', 'feiWu', 'fullBurn']);
    s = run(s, { type: 'draftSet', set: 'feiWu', slot: 'maneuver' });
    expect(s.game.phase).toBe('play');
    expect(s.game.turn).toBe(1);
    expect(s.game.firstPlayer).toBe(1);
    expect(s.game.supplySets).toEqual(['shiny', 'black', 'dart', 'palaver', 'negotiation', 'feiWu']);
    expect(kinds(s, 'supply:feiWu')).toHaveLength(3);
    expect(s.game.draft?.slots).toEqual({ fight: 'dart', deal: 'palaver', any: 'negotiation', maneuver: 'feiWu' });
  });
});
