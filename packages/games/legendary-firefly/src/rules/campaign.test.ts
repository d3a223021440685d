// The campaign of "Playing a Campaign": Episodes in order, carry-over after a win and not after a loss, End of Episode text,
// the special Inter-Mission after a won game, and five bot games scored as the rulebook scores them.
import { campaignRecord, createMatch, nextCampaignGame, type CampaignGameRecord } from '@cortex/engine';
import { runConformance } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { carryOf, type CampaignCarry } from './campaign';
import { campaignScore } from './campaignScore';
import { playBotMatch } from '../botMatch';
import { TRIO_IDS } from '../content';
import { legendaryFirefly } from '../game';
import { fireflyOptions } from './setup';
import { type FState, Z } from '../state';
import { edit } from '../testkit';

const kinds = (s: FState, zone: string) => (s.zones[zone]?.cards ?? []).map((c) => c.kind);
const BOOK = 4; // Book is the fifth default Main Character

const carry: CampaignCarry = {
  upgrades: ['up-enhanced-sensors', null],
  shipStrikes: ['ss-hull-breach'],
  crewStrikes: [['cs-gunshot'], [], [], [], []],
  after: 'obj-safe',
};

describe('campaign games', () => {
  test.each(TRIO_IDS.map((trio, i) => [i, trio] as const))(
    "game %i plays the Episodes %s, with the lobby's Main Characters",
    (index, trio) => {
      const previous: CampaignGameRecord[] = Array.from({ length: index }, (_, i) => ({
        index: i,
        won: true,
        score: 6,
        carry,
        summary: '',
      }));
      const next = nextCampaignGame(
        legendaryFirefly,
        { mainCharacters: ['river', 'simon', 'wash', 'inara', 'book'] },
        previous,
      )!;
      expect(next.options.episodes).toBe(trio);
      expect(next.options.mainCharacters).toEqual(['river', 'simon', 'wash', 'inara', 'book']);
      expect(next.options.campaign).toEqual({ game: index, carry: index === 0 ? null : carry });
    },
  );

  test('the suggested Main Characters of the first game stay for all five; objective choices give way to the order', () => {
    const lobby = { mainCharactersPreset: 'suggested', objectiveA: 'random', defenseAsHealth: true };
    for (let i = 0; i < 5; i++) {
      const previous: CampaignGameRecord[] = Array.from({ length: i }, (_, k) => ({
        index: k,
        won: false,
        score: 0,
        carry: null,
        summary: '',
      }));
      const next = nextCampaignGame(legendaryFirefly, lobby, previous)!;
      const s = createMatch(legendaryFirefly, { players: 1, seed: `preset:${i}`, options: next.options }).state;
      expect(s.game.mcs.map((m) => m.crew)).toEqual(['mal', 'kaylee', 'zoe', 'jayne', 'book']);
      expect(s.game.trio).toEqual(
        createMatch(legendaryFirefly, { players: 1, seed: 'x', options: { episodes: TRIO_IDS[i] } }).state.game.trio,
      );
      expect(next.options.defenseAsHealth).toBe(true);
    }
  });

  test("a game set up with a carry-over holds the Upgrades and Strikes it inherits, taken out of their stacks, and Safe's End of Episode strikes Book", () => {
    const fresh = createMatch(legendaryFirefly, {
      players: 2,
      seed: 'carry',
      options: { episodes: 'mrs-reynolds-out-of-gas' },
    }).state;
    const s = createMatch(legendaryFirefly, {
      players: 2,
      seed: 'carry',
      options: { episodes: 'mrs-reynolds-out-of-gas', campaign: { game: 2, carry } },
    }).state;
    expect(kinds(s, Z.upgrade(0))).toEqual(['up-enhanced-sensors']);
    expect(kinds(s, Z.upgrade(1))).toEqual([]);
    expect(kinds(s, Z.slot(0))).toEqual(['ss-hull-breach']);
    expect(kinds(s, Z.strikes(0))).toContain('cs-gunshot');
    expect(kinds(s, Z.upgrades).length).toBe(kinds(fresh, Z.upgrades).length - 1);
    expect(kinds(s, Z.crewStrikes).length).toBe(kinds(fresh, Z.crewStrikes).length - 2); // the carried one and Book's
    // End of Episode (Safe): Book draws a Crew Strike when this game is set up; a fresh game has none on him.
    expect(kinds(fresh, Z.strikes(BOOK))).toEqual([]);
    expect(kinds(s, Z.strikes(BOOK)).length).toBe(1);
    expect(s.game.campaign).toEqual({ game: 2, final: false });
  });

  test('"If you ever have damage greater than or equal to your Avatar\'s Health, you are defeated": lethal carried strikes start the next game defeated', () => {
    // Mal (seat 0, Health 10) carries 12 damage; non-player Zoe carries the Gunshot of "Zoe Takes a Hit" (any damage defeats a non-player).
    const lethal: CampaignCarry = {
      upgrades: [],
      shipStrikes: [],
      crewStrikes: [Array.from({ length: 4 }, () => 'cs-knocked-cold'), [], ['cs-gunshot'], [], []],
      after: null,
    };
    const s = createMatch(legendaryFirefly, {
      players: 2,
      seed: 'lethal',
      options: { episodes: 'bushwhacked-safe', campaign: { game: 1, carry: lethal } },
    }).state;
    expect(s.game.mcs.map((m) => m.down)).toEqual([true, false, true, false, false]);
    // A defeated player holds no hand (the deck is reset) and Mal no longer has a Rank: Kaylee takes the first turn.
    expect(kinds(s, Z.hand(0))).toEqual([]);
    expect(kinds(s, Z.deck(0))).toHaveLength(13);
    expect(s.game.active).toBe(1);
    expect(kinds(s, Z.strikes(0))).toHaveLength(4);
    expect(kinds(s, Z.strikes(2))).toEqual(['cs-gunshot']);
  });

  test('Inter-Mission step 1, "Resolve any End of Episode effects from the Objective card": after a won campaign game Trash\'s +3 Credits are spent in the special Inter-Mission, not at the next game\'s setup', () => {
    const s0 = createMatch(legendaryFirefly, {
      players: 1,
      seed: 'trash',
      options: { episodes: 'ariel-trash', campaign: { game: 3, carry: null } },
    }).state;
    // Episode C of game 4 with every part completed: the game is won and its special Inter-Mission begins.
    const s = edit(
      s0,
      (t) => {
        t.game.episode = 2;
        t.game.parts = ['done', 'done', 'done'];
        t.game.credits = 0;
        t.game.queue = [];
        t.game.pending = null;
        t.game.endEpisode = true;
      },
      true,
    );
    expect(s.game.step).toBe('intermission');
    expect(s.game.campaign).toEqual({ game: 3, final: true });
    expect(s.game.credits).toBe(3);
    // Resolved here, so the next game does not follow them a second time.
    expect(carryOf(s, true).after).toBeNull();
    expect(carryOf(s, false).after).toBe('obj-trash');
  });

  test('the conformance harness over campaign games with a carry-over (conservation, no leaks, replay)', () => {
    const report = runConformance(legendaryFirefly, 2, {
      playouts: 8,
      maxMoves: 20_000,
      seed: 'campaign',
      options: (random) => ({ episodes: random.pick(TRIO_IDS), campaign: { game: random.int(0, 4), carry } }),
    });
    expect(report.finished).toBe(8);
  });

  test('carry-over options are checked: unknown or wrong kinds are refused', () => {
    expect(
      fireflyOptions.safeParse({ campaign: { game: 1, carry: { ...carry, upgrades: ['cs-gunshot'] } } }).success,
    ).toBe(false);
    expect(fireflyOptions.safeParse({ campaign: { game: 5, carry: null } }).success).toBe(false);
    expect(fireflyOptions.safeParse({ campaign: { game: 1, carry } }).success).toBe(true);
  });

  test('after a loss only the End of Episode text carries over; after a win the Upgrades and Strikes do too', () => {
    const s = createMatch(legendaryFirefly, {
      players: 2,
      seed: 'carry',
      options: { campaign: { game: 0, carry } },
    }).state;
    expect(carryOf(s, false)).toEqual({ upgrades: [], shipStrikes: [], crewStrikes: [], after: 'obj-train-job' });
    const won = carryOf(s, true);
    expect(won.upgrades[0]).toBe('up-enhanced-sensors');
    expect(won.shipStrikes[0]).toBe('ss-hull-breach');
    expect(won.crewStrikes[0]).toContain('cs-gunshot');
  });
});

describe('a campaign of five bot games', () => {
  // Two players, the default Main Characters; each game is a real bot match with the options the campaign gives it.
  const records: CampaignGameRecord[] = [];
  const states: FState[] = [];
  for (
    let next = nextCampaignGame(legendaryFirefly, {}, records);
    next;
    next = nextCampaignGame(legendaryFirefly, {}, records)
  ) {
    const out = playBotMatch(2, `campaign-b:${next.index}`, next.options);
    const status = legendaryFirefly.status(out.state);
    if (status.kind !== 'finished') throw new Error('a campaign game did not finish');
    states.push(out.state);
    records.push(campaignRecord(legendaryFirefly, next.index, out.state, status.result));
  }

  test('the seeds give both outcomes, so both paths below are exercised', () => {
    expect(records.map((r) => r.won)).toContain(true);
    expect(records.map((r) => r.won)).toContain(false);
  });

  test('each record says in words what follows: carry-over after a win, a fresh start after a loss, the end after game 5', () => {
    records.forEach((r, i) => {
      const follows =
        i === 4 ? 'the campaign is over' : r.won ? 'Upgrades and Strikes carry over' : 'the next game starts afresh';
      expect(r.summary).toBe(
        `${r.won ? 'Won' : 'Lost'} with ${r.score} Victory Point${r.score === 1 ? '' : 's'}; ${follows}.`,
      );
    });
  });

  test('five games over the five trios in order', () => {
    expect(states.map((s) => s.game.trio[0])).toEqual(
      TRIO_IDS.map(
        (t) => createMatch(legendaryFirefly, { players: 1, seed: 'x', options: { episodes: t } }).state.game.trio[0],
      ),
    );
  });

  test('a won game before the last has the special Inter-Mission; the last game ends at once', () => {
    states.forEach((s, i) => {
      const won = records[i]!.won;
      expect(s.game.campaign?.final ?? false).toBe(won && i < 4);
    });
  });

  test('what each game leaves is what the next one starts with', () => {
    for (let i = 1; i < states.length; i++) {
      const before = states[i - 1]!;
      const start = createMatch(legendaryFirefly, {
        players: 2,
        seed: `campaign-b:${i}`,
        options: nextCampaignGame(legendaryFirefly, {}, records.slice(0, i))!.options,
      }).state;
      if (records[i - 1]!.won) {
        expect(kinds(start, Z.upgrade(0))).toEqual(kinds(before, Z.upgrade(0)));
        expect(kinds(start, Z.slot(0))).toEqual(kinds(before, Z.slot(0)));
      } else {
        expect(kinds(start, Z.upgrade(0))).toEqual([]);
      }
    }
  });

  test("the campaign score is the rulebook's sum of game scores and bonuses", () => {
    const score = legendaryFirefly.campaign!.score(records);
    expect(score).toEqual(campaignScore(records.map((r) => ({ won: r.won, points: r.score }))));
    expect(score.rating).not.toBeNull();
    expect(records.every((r) => r.score === states[r.index]!.game.result!.vp)).toBe(true);
  });
});
