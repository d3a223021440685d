// Bot decisions run in worker threads: the event loop keeps turning while a hard bot thinks, and the move is a legal one.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, describe, expect, test } from 'vitest';
import { canonicalJson, createMatch, legalMovesFor, type AnyGame } from '@cortex/engine';
import { niskasDebt } from '@cortex/game-niskas-debt';
import { decideBotMove } from '../src/lib/botDecision';
import { BotPool } from '../src/lib/botPool';

// A game with a searching `hard` bot (the engine's test game has none, so it would play at random).
const game = niskasDebt as unknown as AnyGame;
const { state } = createMatch(game, { players: 2, seed: 'pool' });
const status = game.status(state);
const seat = status.kind === 'active' ? status.toAct[0]! : 0;
const job = { gameId: game.id, state, seat, level: 'hard', seed: 'pool:bot', budgetMs: 400 };

/** Event-loop turns completed while `work` was pending. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  // An object, not a let: the work's end sets it from another async step, which the type checker cannot follow.
  const work$ = { done: false };
  let turns = 0;
  void work.finally(() => {
    work$.done = true;
  });
  while (!work$.done) {
    await nextTurn();
    turns++;
  }
  return turns;
}

describe('BotPool', () => {
  let pool: BotPool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  test('a hard decision in a worker leaves the event loop free and returns a legal move', async () => {
    pool = new BotPool({ workers: 1, hosted: new Set([game.id]) });
    await pool.decide(game, { ...job, level: 'normal' }); // starts the worker (loading the games takes a while)
    expect(legalMovesFor(game, state, seat).length).toBeGreaterThan(1);
    const decision = pool.decide(game, job);
    const turns = await turnsDuring(decision);
    const legal = legalMovesFor(game, state, seat).map((m) => canonicalJson(m));
    expect(legal).toContain(canonicalJson(await decision));
    // In-process the loop turns at most once (below); a busy machine still gives the main thread many turns in 400 ms.
    expect(turns).toBeGreaterThan(20);
  });

  test('decided in-process (no workers), the same search blocks the event loop until it is done', async () => {
    pool = new BotPool({ workers: 0, hosted: new Set([game.id]) });
    expect(await turnsDuring(pool.decide(game, job))).toBeLessThanOrEqual(1);
  });

  test('warm() starts every worker before any bot move, and the warm workers answer', async () => {
    pool = new BotPool({ workers: 2, hosted: new Set([game.id]) });
    expect(pool.started).toBe(0);
    pool.warm();
    expect(pool.started).toBe(2);
    const moves = await Promise.all([
      pool.decide(game, { ...job, level: 'normal' }),
      pool.decide(game, { ...job, level: 'random' }),
    ]);
    expect(pool.started).toBe(2);
    const legal = legalMovesFor(game, state, seat).map((m) => canonicalJson(m));
    for (const move of moves) expect(legal).toContain(canonicalJson(move));
  });

  test('a quick level (random) is decided in-process, the others on a worker', async () => {
    pool = new BotPool({ workers: 1, hosted: new Set([game.id]) });
    const random = { ...job, level: 'random' };
    const decision = pool.decide(game, random);
    expect(pool.started).toBe(0);
    // Its seed decides it, as on a worker: the same move as deciding it here.
    expect(canonicalJson(await decision)).toBe(canonicalJson(decideBotMove(game, random)));
    expect(pool.started).toBe(0);
    await pool.decide(game, { ...job, level: 'normal' });
    expect(pool.started).toBe(1);
  });

  test('a game the workers do not host is decided in-process', async () => {
    pool = new BotPool({ workers: 1, hosted: new Set() });
    const move = await pool.decide(game, { ...job, level: 'random' });
    expect(legalMovesFor(game, state, seat).map((m) => canonicalJson(m))).toContain(canonicalJson(move));
  });
});
