// The engine's test game under the conformance harness (≥ 1,000 playouts per player count), plus scenarios and move-count pins.
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../canonical';
import { applyMove, awaitedSeats, createMatch, legalMovesFor } from '../match';
import type { MatchState } from '../types';
import { redactView } from '../view';
import { renderLogEntry } from '../log';
import { runConformance } from './conformance';
import { hand, pairsGame, type PairsData } from './pairs';

describe('Pairs conformance', () => {
  test.each([2, 3, 4])('%i players: 1,000 random playouts', (players) => {
    const report = runConformance(pairsGame, players, {
      playouts: 1000,
      maxMoves: 2000,
      options: (r) => ({ targetPairs: r.int(1, 5), maxTurns: r.int(4, 60) }),
    });
    expect(report.finished).toBe(1000);
    expect(report.deepChecks).toBeGreaterThan(1000);
    expect(report.moves).toBeGreaterThan(1000);
  });
});

/** Builds a position by playing the given moves from a seed. */
function play(
  seed: string,
  players: number,
  moves: (s: MatchState<PairsData>) => [number, unknown][],
): MatchState<PairsData> {
  let state = createMatch(pairsGame, { players, seed }).state;
  for (const [seat, move] of moves(state)) {
    const r = applyMove(pairsGame, state, seat, move);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.reason}`);
    state = r.state;
  }
  return state;
}

describe('Pairs scenarios', () => {
  test('peeking reveals the top card to the peeker only, and the log says so per viewer', () => {
    const state = createMatch(pairsGame, { players: 2, seed: 'peek' }).state;
    const r = applyMove(pairsGame, state, 0, { type: 'peek' });
    if (!r.ok) throw new Error(r.error.reason);
    const top = r.state.zones.deck!.cards[0]!;
    expect(redactView(r.state, 0).zones.deck!.cards[0]).toEqual({ id: top.id, kind: top.kind });
    expect(redactView(r.state, 1).zones.deck!.cards[0]).toBeNull();
    const names = { seatName: (s: number) => `P${s}`, cardName: (k: string) => pairsGame.cardName(k) };
    expect(renderLogEntry(r.log[0]!, 0, names)).toBe(
      `You looked at the top card of the deck: ${pairsGame.cardName(top.kind)}.`,
    );
    expect(renderLogEntry(r.log[0]!, 1, names)).toBe('P0 looked at the top card of the deck: a card.');
    expect(legalMovesFor(pairsGame, r.state, 0).some((m) => m.type === 'peek')).toBe(false);
  });

  test('discarding a Five makes the next seat decide out of turn', () => {
    // Find a seed where seat 0 is dealt a Five.
    let seed = 0;
    while (
      !createMatch(pairsGame, { players: 3, seed: `five${seed}` }).state.zones[hand(0)]!.cards.some(
        (c) => c.kind === 'r5',
      )
    )
      seed++;
    const state = play(`five${seed}`, 3, (s) => [
      [0, { type: 'discard', card: s.zones[hand(0)]!.cards.find((c) => c.kind === 'r5')!.id }],
    ]);
    expect(pairsGame.status(state)).toEqual({ kind: 'active', toAct: [1] });
    expect(legalMovesFor(pairsGame, state, 0)).toEqual([]);
    const moves = legalMovesFor(pairsGame, state, 1);
    expect(moves.map((m) => m.type).sort()).toEqual(['give', 'give', 'give', 'refuse']);
    const given = moves[0]!;
    const r = applyMove(pairsGame, state, 1, given);
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.state.zones[hand(0)]!.cards).toHaveLength(3);
    expect(pairsGame.status(r.state)).toEqual({ kind: 'active', toAct: [1] });
  });

  test('drawing from an empty deck reshuffles the discard pile', () => {
    let state = createMatch(pairsGame, {
      players: 2,
      seed: 'reshuffle',
      options: { maxTurns: 400, targetPairs: 10 },
    }).state;
    while (state.zones.deck!.cards.length > 0 || state.game.reshuffles === 0) {
      const seat = awaitedSeats(pairsGame.status(state))[0]!;
      const moves = legalMovesFor(pairsGame, state, seat);
      const move =
        moves.find((m) => m.type === 'draw' && state.zones.deck!.cards.length > 0) ??
        moves.find((m) => m.type === 'discard') ??
        moves[0]!;
      const r = applyMove(pairsGame, state, seat, move);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
      if (state.game.reshuffles > 0) break;
    }
    expect(state.game.reshuffles).toBe(1);
    expect(state.zones.discard!.cards).toHaveLength(0);
  });
});

describe('Pairs legal-move counts from fixed positions (perft-style)', () => {
  // Pinned from the deals these seeds produce; a change in setup, shuffling or move generation breaks them.
  test.each([
    ['perft-a', 2],
    ['perft-b', 3],
    ['perft-c', 4],
  ])('seed %s with %i players', (seed, players) => {
    const state = createMatch(pairsGame, { players, seed }).state;
    const moves = legalMovesFor(pairsGame, state, 0);
    const kinds = state.zones[hand(0)]!.cards.map((c) => c.kind);
    const pairs = kinds.flatMap((k, i) => kinds.slice(i + 1).filter((l) => l === k)).length;
    // draw + peek + one discard per card + one per pair of equal cards.
    expect(moves).toHaveLength(2 + kinds.length + pairs);
    expect(canonicalJson(moves)).toMatchSnapshot();
  });
});
