// Bot-only full games finish, for every player count, and the bot only ever picks listed moves.
import { describe, expect, test } from 'vitest';
import { playBotMatch } from './botMatch';

describe('bot-only games', () => {
  test.each([1, 2, 3, 4, 5])('%i players: bot-only games finish', (players) => {
    for (let i = 0; i < 2; i++) {
      const r = playBotMatch(players, `bot-test:${players}:${i}`);
      expect(r.state.game.result).not.toBeNull();
      expect(r.moves).toBeLessThan(50_000);
    }
  });

  test('a bot game reaches the end of Episode C or a loss, and scores Victory Points 0-6', () => {
    const r = playBotMatch(2, 'bot-test:vp');
    expect(r.vp).toBeGreaterThanOrEqual(0);
    expect(r.vp).toBeLessThanOrEqual(6);
  });
});
