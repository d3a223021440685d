// Bot-only figures for the report (`npm run bot-figures`): 300 seeds per player count, match length in rounds, wins by
// seat, and what the winners built: crew aboard, jobs done, how many of those were illegal (misbehaving, rule 23) and how
// many dropped off goods they did not pick up (brought in from a contact, a derelict or a trade, rule 15).
import { describe, expect, test } from 'vitest';
import { playBotMatch } from './botplay';
import { broughtIn } from './botSupply';
import { isIllegal, jobCard } from './content/jobs';
import { Z } from './rules/common';

const SEEDS = 300;

const mean = (xs: readonly number[]): number =>
  xs.length === 0 ? 0 : Number((xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2));

describe('bot-only figures', () => {
  test.each([2, 3, 4, 5, 6])('%i bots over 300 seeds', (players) => {
    const rounds: number[] = [];
    const wins = Array.from({ length: players }, () => 0);
    const winnersCrew: number[] = [];
    const winnersJobs: number[] = [];
    const winnersIllegal: number[] = [];
    const winnersBroughtIn: number[] = [];
    let capped = 0;
    for (let i = 0; i < SEEDS; i++) {
      const m = playBotMatch(players, `figures-${players}-${i}`);
      rounds.push(m.rounds);
      if (m.winner === null) {
        capped++;
        continue;
      }
      wins[m.winner]!++;
      winnersCrew.push(Object.keys(m.state.game.players[m.winner]!.crew).length);
      const done = (m.state.zones[Z.done(m.winner)]?.cards ?? []).flatMap((c) => jobCard(c.kind) ?? []);
      winnersJobs.push(done.length);
      winnersIllegal.push(done.filter(isIllegal).length);
      winnersBroughtIn.push(done.filter((d) => Object.keys(broughtIn(d)).length > 0).length);
    }
    rounds.sort((a, b) => a - b);
    const crewed = winnersCrew.filter((n) => n > 0).length;
    const crewSizes = Object.fromEntries(
      [...new Set(winnersCrew)].sort((a, b) => a - b).map((n) => [n, winnersCrew.filter((x) => x === n).length]),
    );
    console.log(
      JSON.stringify({
        players,
        seeds: SEEDS,
        meanRounds: mean(rounds),
        medianRounds: rounds[SEEDS >> 1],
        minRounds: rounds[0],
        maxRounds: rounds.at(-1),
        winsBySeat: wins,
        roundCapEndings: capped,
        winnersWithCrew: crewed,
        winnersCrewMean: mean(winnersCrew),
        winnersCrewSizes: crewSizes,
        winnersJobsMean: mean(winnersJobs),
        winnersIllegalJobsMean: mean(winnersIllegal),
        winnersBroughtInJobsMean: mean(winnersBroughtIn),
      }),
    );
    expect(capped).toBeLessThan(SEEDS / 10);
  });
});
