// The narrator's proof-reading: seeded matches at every player count, read as every seat and as a spectator (every log
// line, prompt, move label and group, and the result), must show none of the patterns ("You takes", "1 Credits",
// "a A…", "!.", "seat 2", "undefined"…). Random moves cover odd corners; the bot's moves (with random lobby options, the
// series trios and campaign games) reach the Inter-Missions, Episodes B and C and the end.
import { redactView, type MatchState, type Move, type Random, type Seat } from '@cortex/engine';
import { scanWording } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { chooseFireflyMove } from './bot';
import type { CampaignCarry } from './rules/campaign';
import { TRIO_IDS } from './content';
import { legendaryFirefly } from './game';
import type { FireflyMove } from './moves';
import type { FireflyData } from './state';
import { randomLobbyOptions } from './testkit';

/** Mostly the bot's move, now and then a random one (so that the bot's habits do not hide a line). */
const botChoice = (state: MatchState<unknown>, seat: Seat, legal: readonly Move[], random: Random): Move =>
  random.int(0, 9) === 0
    ? random.pick(legal)
    : chooseFireflyMove({
        seat,
        view: redactView(state as MatchState<FireflyData>, seat),
        legalMoves: legal as readonly FireflyMove[],
      });

const carry: CampaignCarry = {
  upgrades: ['up-enhanced-sensors', null, 'up-armory'],
  shipStrikes: ['ss-hull-breach', 'ls-reaver-harpoon'],
  crewStrikes: [['cs-gunshot'], [], ['cs-flesh-wound'], [], []],
  after: 'obj-safe',
};

/** The options of a campaign game: one of the five, with or without a carry-over, on its trio. */
const campaignOptions = (r: Random): unknown => {
  const game = r.int(0, 4);
  return {
    episodes: TRIO_IDS[game],
    campaign: { game, carry: game === 0 || r.int(0, 1) === 0 ? null : carry },
    bonusCredits: r.int(0, 4),
  };
};

const RUNS = [
  { name: 'random moves', matches: 8, choose: undefined, options: undefined },
  {
    name: 'bot moves, random lobby options',
    matches: 6,
    choose: botChoice,
    options: (r: Random) => randomLobbyOptions(r),
  },
  { name: 'bot moves, campaign games', matches: 4, choose: botChoice, options: campaignOptions },
] as const;

describe('the log, prompts, labels and results read well', () => {
  test.each([1, 2, 3, 4, 5])('%i players', (players) => {
    const counts: string[] = [];
    const problems: string[] = [];
    for (const run of RUNS) {
      const report = scanWording(legendaryFirefly, players, {
        matches: run.matches,
        maxMoves: 3000,
        seed: `lf-wording:${run.name}`,
        ...(run.options ? { options: run.options } : {}),
        ...(run.choose ? { choose: run.choose } : {}),
      });
      counts.push(`${run.name}: ${report.lines} lines, ${report.labels} labels`);
      problems.push(...report.problems);
    }
    console.log(`legendary-firefly wording, ${players} players: ${counts.join('; ')}`);
    expect(problems).toEqual([]);
  });
});
