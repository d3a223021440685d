// Bot-only figures for the report (`npm run bot-figures`): 300 seeds per player count, match length in rounds and wins by seat.
import { describe, expect, test } from 'vitest';
import { playBotMatch } from './botplay';

const SEEDS = 300;

describe('bot-only figures', () => {
  test.each([2, 3, 4, 5, 6])('%i bots over 300 seeds', (players) => {
    const rounds: number[] = [];
    const wins = Array.from({ length: players }, () => 0);
    let capped = 0;
    for (let i = 0; i < SEEDS; i++) {
      const m = playBotMatch(players, `figures-${players}-${i}`);
      rounds.push(m.rounds);
      if (m.winner === null) capped++;
      else wins[m.winner]!++;
    }
    rounds.sort((a, b) => a - b);
    const mean = rounds.reduce((a, b) => a + b, 0) / SEEDS;
    console.log(JSON.stringify({ players, seeds: SEEDS, meanRounds: Number(mean.toFixed(2)), medianRounds: rounds[SEEDS >> 1], minRounds: rounds[0], maxRounds: rounds.at(-1), winsBySeat: wins, roundCapEndings: capped }));
    expect(capped).toBeLessThan(SEEDS / 10);
  });
});
