// Bot-only games finish, and (with OTTB_BOT_STATS=1) the win rates over 500 seeds per player count.
import { describe, expect, test } from 'vitest';
import { playBotGame } from './simulate';

// eslint-disable-next-line no-restricted-globals
const stats = typeof process !== 'undefined' && process.env.OTTB_BOT_STATS === '1';
const SEEDS = stats ? 500 : 25;

describe('normal bot', () => {
  test.each([3, 4, 5])(`%i players: ${SEEDS} bot-only games finish`, (players) => {
    let wins = 0;
    let moves = 0;
    let events = 0;
    let longest = 0;
    const reasons = new Map<string, number>();
    for (let i = 0; i < SEEDS; i++) {
      const game = playBotGame(players, `bots:${players}:${i}`);
      if (game.won) wins++;
      moves += game.moves;
      events += game.events;
      longest = Math.max(longest, game.moves);
      const reason = game.summary.replace(/\d+/g, 'N');
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    console.log(
      `${players} players: ${wins}/${SEEDS} wins (${((100 * wins) / SEEDS).toFixed(1)}%), ${(moves / SEEDS).toFixed(0)} moves and ${(events / SEEDS).toFixed(1)} Events per game, longest ${longest} moves; ${JSON.stringify([...reasons])}`,
    );
    expect(wins).toBeGreaterThan(0);
  });
});

describe('random bot, for comparison', () => {
  test.each([3, 4, 5])(`%i players: ${SEEDS} random-bot games win less often than the normal bot`, (players) => {
    let wins = 0;
    let normalWins = 0;
    for (let i = 0; i < SEEDS; i++) {
      if (playBotGame(players, `bots:${players}:${i}`, 'random').won) wins++;
      if (playBotGame(players, `bots:${players}:${i}`).won) normalWins++;
    }
    console.log(`random bot, ${players} players: ${wins}/${SEEDS} wins; normal bot ${normalWins}/${SEEDS}`);
    expect(wins).toBeLessThan(normalWins);
  });
});
