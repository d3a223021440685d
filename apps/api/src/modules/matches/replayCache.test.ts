import {
  applyMove,
  AWAITED_ONLY,
  canonicalJson,
  createMatch,
  legalMovesFor,
  Random,
  replay,
  seedToRngState,
  type AnyGame,
  type MatchState,
} from '@cortex/engine';
import { pairsGame } from '@cortex/engine/testing';
import { outToTheBlack } from '@cortex/game-out-to-the-black';
import { describe, expect, test } from 'vitest';
import { isSystemMove, ReplayCache, SNAPSHOT_EVERY, type ReplayMove } from './replayCache';

/** A whole match of random legal moves, as the move log would hold it. */
function randomMatch(game: AnyGame, players: number, seed: string): ReplayMove[] {
  let { state } = createMatch(game, { players, seed });
  const random = new Random(seedToRngState(`${seed}:moves`));
  const moves: ReplayMove[] = [];
  for (let n = 0; n < 3000; n++) {
    const status = game.status(state as MatchState<unknown>, AWAITED_ONLY);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0]!;
    const legal = legalMovesFor(game, state, seat);
    const move = legal[random.int(0, legal.length - 1)]!;
    const applied = applyMove(game, state, seat, move);
    if (!applied.ok) throw new Error(applied.error.reason);
    state = applied.state;
    moves.push({ seat, move: applied.move });
  }
  return moves;
}

describe.each([
  ['test-pairs', pairsGame as unknown as AnyGame, 2],
  ['out-to-the-black', outToTheBlack as unknown as AnyGame, 3],
])('replay cache on %s', (_name, game, players) => {
  // The first seed whose match is long enough to hold snapshots (how long one lasts depends on the game's rules).
  let seed = '';
  let moves: ReplayMove[] = [];
  for (let i = 0; moves.length <= SNAPSHOT_EVERY && i < 50; i++) {
    seed = `replay-cache-${_name}-${i}`;
    moves = randomMatch(game, players, seed);
  }
  const setup = { players, options: undefined, seed };
  const record = { ...setup, moves };

  test('every step equals a replay from the start, sought in any order, and the moves are read once', async () => {
    expect(moves.length).toBeGreaterThan(SNAPSHOT_EVERY);
    const cache = new ReplayCache<ReplayMove>();
    let reads = 0;
    const load = async () => {
      reads++;
      return moves;
    };
    const random = new Random(seedToRngState(seed));
    const steps = [moves.length, 0, ...Array.from({ length: 12 }, () => random.int(0, moves.length))];
    for (const step of steps) {
      const sought = await cache.stateAt(game, 'm1', setup, step, load);
      expect(canonicalJson(sought)).toBe(canonicalJson(replay(game, record, step)));
    }
    expect(reads).toBe(1);
    // Once the last step was sought, every snapshot exists and any step costs fewer than SNAPSHOT_EVERY moves.
    for (const step of steps) {
      const before = cache.applied;
      await cache.stateAt(game, 'm1', setup, step, load);
      expect(cache.applied - before).toBeLessThan(SNAPSHOT_EVERY);
    }
    expect(await cache.snapshotCount('m1')).toBeLessThanOrEqual(Math.floor(moves.length / SNAPSHOT_EVERY) + 1);
    await expect(cache.stateAt(game, 'm1', setup, moves.length + 1, load)).rejects.toThrow(RangeError);
  });
});

test.each([
  [{ type: '_forfeit' }, true],
  [{ type: '_resign' }, true],
  [{ type: 'draw' }, false],
  [null, false],
  ['_forfeit', false],
])('isSystemMove(%j) is %s', (move, expected) => {
  expect(isSystemMove({ seat: 0, move })).toBe(expected);
});
