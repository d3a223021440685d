// The harness must catch broken games: each faulty variant of the test game below is refused with the right complaint.
import { describe, expect, test } from 'vitest';
import { defineGame, type GameDefinition } from '../game';
import type { Move } from '../types';
import { runConformance } from './conformance';
import { pairsGame, type PairsData, type PairsMove } from './pairs';

type Pairs = GameDefinition<PairsData & { leak?: string }, PairsMove, { targetPairs: number; maxTurns: number }>;
const variant = (patch: Partial<Pairs>): Pairs => defineGame({ ...(pairsGame as Pairs), ...patch });
const run =
  <G, M extends Move, O>(game: GameDefinition<G, M, O>) =>
  () =>
    runConformance(game, 2, { playouts: 30, maxMoves: 300, deepCheckEvery: 1 });

describe('runConformance catches', () => {
  test('the sound game passes', () => {
    expect(run(pairsGame)().finished).toBe(30);
  });

  test('a hidden card identity copied into public game data', () => {
    const leaky = variant({
      applyMove(t, seat, move) {
        pairsGame.applyMove(t, seat, move);
        t.game = { ...t.game, leak: t.cards('deck')[0]?.kind ?? '' };
      },
    });
    expect(run(leaky)).toThrow(/sees depends on cards it cannot see/);
  });

  test('a game that never ends', () => {
    const endless = variant({
      status(s) {
        const real = pairsGame.status(s);
        return real.kind === 'active' ? real : { kind: 'active', toAct: [s.game.challenge?.to ?? s.game.turn] };
      },
    });
    expect(run(endless)).toThrow(/termination/);
  });

  test('a listed move that is refused', () => {
    expect(
      run(
        variant({
          legalMoves: (s, seat) => [
            ...pairsGame.legalMoves(s, seat),
            ...(s.game.turn === seat ? [{ type: 'discard' as const, card: 'c9999' }] : []),
          ],
        }),
      ),
    ).toThrow(/threw: Unknown card c9999/);
  });

  test('cards destroyed', () => {
    const lossy = variant({
      applyMove(t, seat, move) {
        pairsGame.applyMove(t, seat, move);
        const zones = (t as unknown as { zoneMap: Record<string, { cards: unknown[] }> }).zoneMap;
        zones.discard!.cards.pop();
      },
    });
    expect(run(lossy)).toThrow(/card conservation/);
  });

  test('non-JSON values in the state', () => {
    const dated = variant({
      applyMove(t, seat, move) {
        pairsGame.applyMove(t, seat, move);
        t.game = { ...t.game, leak: undefined };
      },
    });
    expect(run(dated)).toThrow(/not JSON|undefined/);
  });

  test('legal moves that depend on hidden cards', () => {
    const peeking = variant({
      legalMoves(s, seat) {
        const moves = pairsGame.legalMoves(s, seat);
        return s.zones.deck!.cards[0]?.kind === 'r1' ? moves.filter((m) => m.type !== 'peek') : moves;
      },
    });
    expect(run(peeking)).toThrow(/legal moves of seat .* depend on cards/);
  });

  test('a broken game invariant', () => {
    expect(run(variant({ invariants: (s) => (s.step > 3 ? ['boom'] : []) }))).toThrow(/invariant: boom/);
  });
});
