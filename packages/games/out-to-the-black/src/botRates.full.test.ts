// Bot-only win rates for the report: 500 seeds per player count with the normal bot in every seat, with how each match ended.
import { describe, expect, test } from 'vitest';
import { playBotGame } from './simulate';

const SEEDS = 500;

describe('normal bot: win rates of all-bot tables', () => {
  test.each([3, 4, 5])('%i players over 500 seeds', (players) => {
    let wins = 0;
    let events = 0;
    const endings = new Map<string, number>();
    for (let i = 0; i < SEEDS; i++) {
      const game = playBotGame(players, `rates:${players}:${i}`);
      if (game.won) wins++;
      events += game.events;
      const ending = game.summary.replace(/\d+/g, 'N');
      endings.set(ending, (endings.get(ending) ?? 0) + 1);
    }
    const p = wins / SEEDS;
    // A 95 % normal-approximation interval, to show what 500 seeds can tell apart.
    const half = 1.96 * Math.sqrt((p * (1 - p)) / SEEDS);
    console.log(
      JSON.stringify({
        players,
        seeds: SEEDS,
        wins,
        rate: `${(100 * p).toFixed(1)} % ± ${(100 * half).toFixed(1)}`,
        eventsPerGame: Number((events / SEEDS).toFixed(2)),
        endings: Object.fromEntries(endings),
      }),
    );
    expect(wins).toBeGreaterThan(0);
    expect(wins).toBeLessThan(SEEDS);
  });
});
