// The bot: bot-only matches finish with a winner well inside the round cap, and every bot move is legal.
import { botInputFor, Random, randomBot, seedToRngState, type Bot } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { misbehavin } from './game';
import type { MisbehavinMove } from './moves';
import { misbehavinBot } from './bot';
import { botMatch } from './sim';
import { position } from './testkit';
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
    for (const [i, options] of [
      { episode: 'ep-train-job' },
      { reavers: true },
      { supply: 'draft' },
      { episode: 'ep-big-score', side: 'B' },
    ].entries()) {
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

describe('the bot at the POWER needed', () => {
  // Seat 0 has 13 POWER, the 2-player goal: Skyplex 4, Cruiser 4, Pawnshop 1 (a full asset area), Gunslinger 3, Crowbar 1.
  const atGoal = (stack: 'cleanup' | 'open') =>
    position({
      zones: {
        'hand:0': [],
        'assets:0': ['rim-skyplex', 'rim-cruiser', 'core-pawnshop'],
        'command:0': ['border-gunslinger', 'core-crowbar'],
      },
      game: stack === 'cleanup' ? { stack: [{ kind: 'cleanup', seat: 0 }], activations: 0 } : { activations: 0 },
    });
  const choice = (stack: 'cleanup' | 'open') =>
    misbehavinBot.chooseMove(botInputFor(misbehavin, atGoal(stack), 0, new Random(seedToRngState('goal'))));

  test('"A player wins a standard game by starting their turn with the required amount of POWER": it keeps every card with POWER at the end of its turn', () => {
    expect(choice('open')).toEqual({ type: 'endTurn', tableau: 'keep' });
    expect(choice('cleanup')).toEqual({ type: 'finish' });
  });
});

describe('the bot spends its turn on what it can still use', () => {
  const choose = (s: ReturnType<typeof position>) =>
    misbehavinBot.chooseMove(botInputFor(misbehavin, s, 0, new Random(seedToRngState('use'))));

  test('"You have 1 activation opportunity on your turn": with one left and a card with POWER to play, it plays it rather than dealing for a card it could not play before its hand is discarded', () => {
    const s = position({
      zones: {
        'hand:0': ['border-gunslinger', 'alliance-talker'],
        'command:0': [],
        'assets:0': [],
        'rim:row': ['rim-cruiser', 'rim-mining'],
      },
      players_: [{ faction: 'alliance', credits: 8 }],
    });
    expect(choose(s)).toEqual({ type: 'play', card: 'x1' });
    // With a second activation the deal comes first: the card it gains can then be played.
    expect(choose({ ...s, game: { ...s.game, activations: 2 } })).toEqual({ type: 'deal', card: 'x2' });
  });

  test('"The attacker may use those cards for other actions they can still perform on their turn": with no action left to use it in, it keeps its \'verse instead of retaining a card', () => {
    const retaining = (game: Record<string, unknown>) =>
      position({
        zones: { 'hand:0': [], 'display:0': ['rim-mining'] },
        players_: [{ verse: 4 }],
        game: { stack: [{ kind: 'retain', seats: [0], clear: [0] }], ...game },
      });
    expect(choose(retaining({ activations: 0, recruitments: 0 }))).toEqual({ type: 'retainDone' });
    expect(choose(retaining({ activations: 1, recruitments: 0 }))).toEqual({ type: 'retain', card: 'x1' });
  });
});
