// The narrator's proof-reading: seeded matches at every player count, every log line read as every seat and a
// spectator, every prompt, label and group, and the result, against the wording patterns (you + verb-s, "1 credits",
// "a A…", seat numbers, program values…). Random lobby options, so drafts, episodes and Reavers are read too.
import { botInputFor, type MatchState } from '@cortex/engine';
import { scanWording } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { EPISODES } from './content/index';
import { misbehavin } from './game';
import { misbehavinBot } from './bot';
import type { GameData } from './state';

const options = (r: { pick: <T>(xs: readonly T[]) => T; int: (a: number, b: number) => number }) => ({
  supply: r.pick(['standard', 'downNDirty', 'wheelAndDeal', 'xieXie', 'draft']),
  side: r.pick(['A', 'B']),
  episode: r.pick(['none', ...Object.keys(EPISODES)]),
  reavers: r.int(0, 1) === 1,
  maxRounds: r.int(4, 12),
  firstPlayer: r.pick(['seat1', 'random']),
});

describe('wording', () => {
  test.each([2, 3, 4])(
    '%i players: every line, prompt and label reads well',
    (players) => {
      // Random moves reach odd corners (cancels, drafts, every special); the normal bot plays whole matches (fights won,
      // deals completed, POWER announced, the game won).
      const random = scanWording(misbehavin, players, { matches: 12, maxMoves: 600, options });
      const bot = scanWording(misbehavin, players, {
        matches: 5,
        maxMoves: 4000,
        seed: 'misbehavin:bot',
        options: (r) => ({ ...options(r), maxRounds: 60 }),
        choose: (state, seat, _legal, r) =>
          misbehavinBot.chooseMove(botInputFor(misbehavin, state as MatchState<GameData>, seat, r)),
      });
      for (const report of [random, bot]) {
        console.log(
          JSON.stringify({
            players,
            matches: report.matches,
            lines: report.lines,
            labels: report.labels,
            problems: report.problems.length,
          }),
        );
        expect(report.problems).toEqual([]);
      }
      expect(random.lines + bot.lines).toBeGreaterThan(3000);
    },
    60_000,
  );
});
