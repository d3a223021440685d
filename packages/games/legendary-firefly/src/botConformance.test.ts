// The harness's checks along bot-driven games, which (unlike random playouts) reach the Inter-Missions and Episodes B and C.
import { applyMove, createMatch, legalMovesFor, Random, replay, seedToRngState, redactView } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { checkPosition } from './positionChecks';
import { chooseFireflyMove } from './bot';
import { legendaryFirefly } from './game';
import type { FireflyMove } from './moves';
import type { FState } from './state';
import { randomLobbyOptions } from './testkit';

let reachedC = 0;

describe('harness checks along bot games', () => {
  // Plain games, then games with random lobby options (Objectives, preset, every difficulty item but super-hard, which ends them early).
  test.each(
    [1, 2, 3, 4, 5].flatMap(
      (players) =>
        [
          [players, false],
          [players, true],
        ] as const,
    ),
  )('%i players, random options: %s', (players, withOptions) => {
    for (let i = 0; i < 1; i++) {
      const seed = `bot-conf:${players}:${i}`;
      const options = withOptions
        ? { ...randomLobbyOptions(new Random(seedToRngState(`opts:${seed}`))), superHard: false }
        : {};
      let state: FState = createMatch(legendaryFirefly, { players, seed, options }).state;
      const record: { seat: number; move: FireflyMove }[] = [];
      for (let step = 0; step < 50_000; step++) {
        if (step % 25 === 0) checkPosition(state, step, 'bc');
        const status = legendaryFirefly.status(state);
        if (status.kind === 'finished') break;
        const seat = status.toAct.find((s) => s !== state.game.active) ?? status.mayAct?.[0] ?? status.toAct[0]!;
        const move = chooseFireflyMove({
          seat,
          view: redactView(state, seat),
          legalMoves: legalMovesFor(legendaryFirefly, state, seat),
        });
        const r = applyMove(legendaryFirefly, JSON.parse(JSON.stringify(state)) as FState, seat, move);
        if (!r.ok) throw new Error(r.error.reason);
        record.push({ seat, move });
        state = r.state;
      }
      checkPosition(state, -1, 'bc');
      if (state.game.episode === 2) reachedC++;
      expect(JSON.stringify(replay(legendaryFirefly, { players, seed, options, moves: record }))).toBe(
        JSON.stringify(state),
      );
    }
  });

  test('some of these games reached Episode C', () => {
    expect(reachedC).toBeGreaterThan(0);
  });
});
