// The Campaign Variant: five mixed-and-matched A-B-C games, their options, refused choices, carry-over and score in a mixed order.
import { campaignRecord, CampaignError, createMatch, nextCampaignGame, type CampaignGameRecord } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import type { CampaignCarry } from './campaign';
import { objectivesOf, SERIES_ORDER, shuffledCampaign, type CampaignGameObjectives } from './campaignOrder';
import { campaignScore } from './campaignScore';
import { playBotMatch } from '../botMatch';
import { objective, TRIO_IDS } from '../content';
import { SUGGESTED_MAIN_CHARACTERS } from '../content/presets';
import { legendaryFirefly } from '../game';
import { trioOf } from './modes';
import { fireflyOptions } from './setup';
import { type FState, Z } from '../state';

const kinds = (s: FState, zone: string) => (s.zones[zone]?.cards ?? []).map((c) => c.kind);
const everywhere = (s: FState, kind: string) =>
  Object.values(s.zones)
    .flatMap((z) => z.cards)
    .filter((c) => c.kind === kind).length;
const logLines = (log: readonly { parts: readonly unknown[] }[]) =>
  log.map((e) => e.parts.filter((p) => typeof p === 'string').join(''));
const lost = (index: number, carry: CampaignCarry | null = null): CampaignGameRecord => ({
  index,
  won: false,
  score: 0,
  carry,
  summary: '',
});
const trioStarted = (options: unknown) =>
  createMatch(legendaryFirefly, { players: 2, seed: 'mix', options }).state.game.trio;

/** A mix across the series: every game takes its Objectives from three different trios, Safe's End of Episode early. */
const MIXED: CampaignGameObjectives[] = [
  { a: 'obj-the-message', b: 'obj-serenity-2', c: 'obj-safe' },
  { a: 'obj-ariel', b: 'obj-jaynestown', c: 'obj-train-job' },
  { a: 'obj-serenity-1', b: 'obj-heart-of-gold', c: 'obj-out-of-gas' },
  { a: 'obj-mrs-reynolds', b: 'obj-shindig', c: 'obj-objects-in-space' },
  { a: 'obj-bushwhacked', b: 'obj-war-stories', c: 'obj-trash' },
];

/** A small deterministic stand-in for Math.random. */
const lcg = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

describe('the options of each game of a mixed campaign', () => {
  test.each(MIXED.map((g, i) => [i, g] as const))(
    "game %i plays the Objectives %o, A-B-C, with the lobby's other options",
    (index, game) => {
      const lobby = {
        campaignGames: MIXED,
        mainCharacters: ['river', 'simon', 'wash', 'inara', 'book'],
        superHard: true,
      };
      const next = nextCampaignGame(
        legendaryFirefly,
        lobby,
        Array.from({ length: index }, (_, i) => lost(i)),
      )!;
      expect(next.index).toBe(index);
      expect([next.options.objectiveA, next.options.objectiveB, next.options.objectiveC]).toEqual([
        game.a,
        game.b,
        game.c,
      ]);
      expect(next.options.episodes).toBe(trioOf(game.a));
      expect(next.options.mainCharacters).toEqual(['river', 'simon', 'wash', 'inara', 'book']);
      expect(next.options.superHard).toBe(true);
      expect(next.options.campaignGames).toBeUndefined(); // each game's options describe that game only
      expect(trioStarted(next.options)).toEqual([game.a, game.b, game.c]);
    },
  );

  test("the suggested Main Characters are those of game 1's Objective A, in all five games", () => {
    const lobby = { campaignGames: MIXED, mainCharactersPreset: 'suggested' };
    for (let i = 0; i < 5; i++) {
      const next = nextCampaignGame(
        legendaryFirefly,
        lobby,
        Array.from({ length: i }, (_, k) => lost(k)),
      )!;
      expect(next.options.mainCharacters).toEqual(SUGGESTED_MAIN_CHARACTERS['the-message-objects-in-space']);
    }
  });

  test('an Objective may be played in several games: five times the same trio is a campaign too', () => {
    const same = Array.from({ length: 5 }, () => ({ a: 'obj-ariel', b: 'obj-shindig', c: 'obj-safe' }));
    const next = nextCampaignGame(legendaryFirefly, { campaignGames: same }, [lost(0), lost(1), lost(2)])!;
    expect(trioStarted(next.options)).toEqual(['obj-ariel', 'obj-shindig', 'obj-safe']);
  });

  test("a lobby without campaignGames plays the series as before: the trio of the game's number, Objectives from the Episodes", () => {
    TRIO_IDS.forEach((trio, i) => {
      const next = nextCampaignGame(
        legendaryFirefly,
        {},
        Array.from({ length: i }, (_, k) => lost(k)),
      )!;
      expect(next.options).toMatchObject({
        episodes: trio,
        objectiveA: 'episodes',
        objectiveB: 'episodes',
        objectiveC: 'episodes',
      });
      expect(trioStarted(next.options)).toEqual([SERIES_ORDER[i]!.a, SERIES_ORDER[i]!.b, SERIES_ORDER[i]!.c]);
    });
  });
});

describe('refused choices', () => {
  const with0 = (game: unknown) => [game, ...MIXED.slice(1)];
  test.each([
    [
      'a B Objective as Objective A',
      with0({ a: 'obj-shindig', b: 'obj-shindig', c: 'obj-safe' }),
      '"obj-shindig" is not an A Objective',
    ],
    [
      'an unknown Objective',
      with0({ a: 'obj-ariel', b: 'obj-nowhere', c: 'obj-safe' }),
      '"obj-nowhere" is not a B Objective',
    ],
    ['a missing letter', with0({ a: 'obj-ariel', b: 'obj-shindig' }), 'Objective C is missing'],
    ['an extra key', with0({ a: 'obj-ariel', b: 'obj-shindig', c: 'obj-safe', d: 'obj-trash' }), 'Unrecognized key'],
    ['four games', MIXED.slice(0, 4), 'names the A, B and C Objectives of all 5 games'],
    ['six games', [...MIXED, MIXED[0]], 'names the A, B and C Objectives of all 5 games'],
    ['not a list', 'mixed', 'campaignGames is a list of 5 games'],
  ])('%s is refused with a clear message', (_name, campaignGames, message) => {
    const parsed = fireflyOptions.safeParse({ campaignGames });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message).join('; ')).toContain(message);
    expect(() => nextCampaignGame(legendaryFirefly, { campaignGames }, [])).toThrow(CampaignError);
  });
});

describe('a shuffled mix-and-match campaign', () => {
  test.each([1, 2, 3, 42, 2026])(
    "seed %i deals each letter's five Objectives once, and the lobby accepts it",
    (seed) => {
      const games = shuffledCampaign(lcg(seed));
      expect(games).toHaveLength(5);
      expect(games.map((g) => g.a).sort()).toEqual(objectivesOf('A').sort());
      expect(games.map((g) => g.b).sort()).toEqual(objectivesOf('B').sort());
      expect(games.map((g) => g.c).sort()).toEqual(objectivesOf('C').sort());
      expect(fireflyOptions.safeParse({ campaignGames: games }).success).toBe(true);
      expect(shuffledCampaign(lcg(seed))).toEqual(games);
    },
  );

  test('different draws give different campaigns (not the series every time)', () => {
    const drawn = new Set([1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(shuffledCampaign(lcg(seed)))));
    expect(drawn.size).toBeGreaterThan(1);
  });
});

describe('carry-over in a mixed order', () => {
  test('a labelled Ship Strike carried from a won game stays one card when its Episode deck is played again', () => {
    const carry: CampaignCarry = {
      upgrades: [],
      shipStrikes: ['ls-reaver-harpoon'],
      crewStrikes: [],
      after: 'obj-train-job',
    };
    const options = { episodes: 'serenity-train-job', campaign: { game: 1, carry } };
    const s = createMatch(legendaryFirefly, { players: 2, seed: 'labelled', options }).state;
    const fresh = createMatch(legendaryFirefly, {
      players: 2,
      seed: 'labelled',
      options: { episodes: 'serenity-train-job' },
    }).state;
    expect(kinds(s, Z.slot(0))).toEqual(['ls-reaver-harpoon']);
    expect(everywhere(s, 'ls-reaver-harpoon')).toBe(1);
    expect(everywhere(fresh, 'ls-reaver-harpoon')).toBe(1);
    expect(everywhere(s, 's1-reavers-pass')).toBe(1); // the rest of the deck is as before
  });
});

describe('a mixed campaign of five bot games', () => {
  const records: CampaignGameRecord[] = [];
  const states: FState[] = [];
  const lobby = { campaignGames: MIXED };
  for (
    let next = nextCampaignGame(legendaryFirefly, lobby, records);
    next;
    next = nextCampaignGame(legendaryFirefly, lobby, records)
  ) {
    const out = playBotMatch(2, `campaign-mix:${next.index}`, next.options);
    const status = legendaryFirefly.status(out.state);
    if (status.kind !== 'finished') throw new Error('a campaign game did not finish');
    states.push(out.state);
    records.push(campaignRecord(legendaryFirefly, next.index, out.state, status.result));
  }
  const startOf = (i: number) =>
    createMatch(legendaryFirefly, {
      players: 2,
      seed: `campaign-mix:${i}`,
      options: nextCampaignGame(legendaryFirefly, lobby, records.slice(0, i))!.options,
    });

  test('the seeds give both outcomes, so both carry-over paths are exercised', () => {
    expect(records.map((r) => r.won)).toContain(true);
    expect(records.map((r) => r.won)).toContain(false);
  });

  test('each game played its own mixed Objectives', () => {
    expect(states.map((s) => s.game.trio)).toEqual(MIXED.map((g) => [g.a, g.b, g.c]));
  });

  test('a won game before the last has the special Inter-Mission, whichever trio it plays; the last ends at once', () => {
    states.forEach((s, i) => expect(s.game.campaign?.final ?? false).toBe(records[i]!.won && i < 4));
  });

  test("what each game leaves is what the next starts with, and the previous game's C gives its End of Episode text", () => {
    for (let i = 1; i < states.length; i++) {
      const before = states[i - 1]!;
      const { state: start, log } = startOf(i);
      const won = records[i - 1]!.won;
      // After a win the End of Episode text was resolved in the special Inter-Mission; after a loss it is due now.
      expect(records[i - 1]!.carry).toMatchObject({ after: won ? null : MIXED[i - 1]!.c });
      const upgrades = (s: FState) => [0, 1].flatMap((k) => kinds(s, Z.upgrade(k)));
      expect(upgrades(start)).toEqual(won ? upgrades(before) : []);
      const c = objective(MIXED[i - 1]!.c);
      expect(logLines(log).some((l) => l.includes(`End of Episode, ${c.name}`))).toBe(
        !won && c.endOfEpisode !== undefined,
      );
    }
  });

  test("Safe's End of Episode (game 1's C here) strikes Book in the special Inter-Mission after a win, or when game 2 is set up after a loss", () => {
    const carried = (records[0]!.carry as CampaignCarry).crewStrikes[4]?.length ?? 0; // Book is the fifth default Main Character
    if (records[0]!.won) expect(carried).toBeGreaterThan(0);
    expect(kinds(startOf(1).state, Z.strikes(4)).length).toBe(records[0]!.won ? carried : carried + 1);
  });

  test("the campaign score is the rulebook's sum of game scores and bonuses", () => {
    const score = legendaryFirefly.campaign!.score(records);
    expect(score).toEqual(campaignScore(records.map((r) => ({ won: r.won, points: r.score }))));
    expect(score.rating).not.toBeNull();
    expect(records.every((r) => r.score === states[r.index]!.game.result!.vp)).toBe(true);
  });
});
