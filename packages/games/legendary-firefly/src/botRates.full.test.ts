// Bot-only win rates over 200 seeds per player count (`npm run bot-rates`): wins, Victory Points, game length, how games end.
import { describe, expect, test } from 'vitest';
import { playBotMatch } from './botMatch';

const SEEDS = 200;

describe('bot-only win rates', () => {
  test.each([1, 2, 3, 4, 5])('%i players over 200 seeds', (players) => {
    let wins = 0;
    let vp = 0;
    let moves = 0;
    let turns = 0;
    let longest = 0;
    const endings: Record<string, number> = {};
    for (let i = 0; i < SEEDS; i++) {
      const r = playBotMatch(players, `rates:${players}:${i}`);
      if (r.won) wins++;
      vp += r.vp;
      moves += r.moves;
      turns += r.turns;
      longest = Math.max(longest, r.moves);
      const why = (r.state.game.result?.summary ?? 'unfinished').replace(/ Victory Points.*/, '');
      endings[why] = (endings[why] ?? 0) + 1;
    }
    console.log(
      JSON.stringify({
        players,
        seeds: SEEDS,
        winRate: wins / SEEDS,
        meanVp: vp / SEEDS,
        meanMoves: moves / SEEDS,
        meanTurns: turns / SEEDS,
        longest,
        endings,
      }),
    );
    expect(wins + Object.values(endings).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
