// The bot: bot-only matches finish with a winner well inside the round cap, and every bot move is legal.
import { randomBot, type Bot } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { misbehavin } from './game';
import type { MisbehavinMove } from './moves';
import { botMatch } from './sim';
import type { GameData } from './state';

describe('bot-only games', () => {
  test.each([2, 3, 4])('%i players: 8 seeded bot-only matches finish with a full ranking', (players) => {
    let winners = 0;
    for (let i = 0; i < 8; i++) {
      const r = botMatch(players, `bot-test:${players}:${i}`);
      const status = misbehavin.status(r.state);
      expect(status.kind).toBe('finished');
      if (status.kind === 'finished') {
        expect(status.result.ranks).toHaveLength(players);
        expect(status.result.ranks).toContain(1);
      }
      if (r.winner !== null) winners++;
    }
    expect(winners).toBeGreaterThanOrEqual(7);
  });

  test('the bot also finishes games with an episode, Reavers and the draft', () => {
    for (const [i, options] of [{ episode: 'ep-train-job' }, { reavers: true }, { supply: 'draft' }, { episode: 'ep-big-score', side: 'B' }].entries()) {
      const r = botMatch(3, `bot-variant:${i}`, options);
      expect(misbehavin.status(r.state).kind).toBe('finished');
    }
  });
});

describe('the bot plays to win', () => {
  test('it beats the random bot (which must still reach the round cap) in 2-player games', () => {
    const random = randomBot as unknown as Bot<GameData, MisbehavinMove>;
    let wins = 0;
    for (let i = 0; i < 6; i++) {
      const seat = i % 2;
      const bots = seat === 0 ? [undefined, random] : [random, undefined];
      const r = botMatch(2, `vs-random:${i}`, { maxRounds: 40 }, 40_000, bots);
      const st = misbehavin.status(r.state);
      if (st.kind === 'finished' && st.result.ranks[seat] === 1 && st.result.winners.length === 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  });
});
