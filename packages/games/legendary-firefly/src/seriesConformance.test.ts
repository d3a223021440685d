// The conformance harness over the campaign's other four trios (random playouts at 1 and 3 players), and its checks along bot games that reach Episodes B and C.
import { applyMove, createMatch, legalMovesFor, replay, redactView } from '@cortex/engine';
import { runConformance } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { checkPosition } from './positionChecks';
import { chooseFireflyMove } from './bot';
import { SERIES_TRIOS } from './content/episodes-series';
import { legendaryFirefly } from './game';
import type { FireflyMove } from './moves';
import type { FState } from './state';
import { randomMainCharacters } from './testkit';

const TRIOS = Object.keys(SERIES_TRIOS);
const PLAYOUTS = 20;

describe('conformance: the series trios', () => {
  test.each(TRIOS.flatMap((episodes) => [1, 3].map((players) => [episodes, players] as const)))(
    '%s, %i players: random playouts',
    (episodes, players) => {
      const report = runConformance(legendaryFirefly, players, {
        playouts: PLAYOUTS,
        maxMoves: 20_000,
        seed: `series:${episodes}`,
        options: (r) => ({ episodes, ...(randomMainCharacters(r) as object) }),
      });
      expect(report.finished).toBe(PLAYOUTS);
      expect(report.deepChecks).toBeGreaterThan(PLAYOUTS * 5);
    },
  );
});

const reached: number[] = [];

describe('harness checks along bot games of the series trios', () => {
  test.each(TRIOS.flatMap((episodes) => [1, 2, 3].map((players) => [episodes, players] as const)))(
    '%s, %i players, suggested Main Characters',
    (episodes, players) => {
      const seed = `series-bot:${episodes}:${players}`;
      const options = { episodes, mainCharactersPreset: 'suggested' };
      let state: FState = createMatch(legendaryFirefly, { players, seed, options }).state;
      const record: { seat: number; move: FireflyMove }[] = [];
      for (let step = 0; step < 50_000; step++) {
        if (step % 25 === 0) checkPosition(state, step, 'sc');
        const status = legendaryFirefly.status(state);
        if (status.kind === 'finished') break;
        const seat = status.toAct.find((s) => s !== state.game.active) ?? status.toAct[0]!;
        const move = chooseFireflyMove({
          seat,
          view: redactView(state, seat),
          legalMoves: legalMovesFor(legendaryFirefly, state, seat),
        });
        const r = applyMove(legendaryFirefly, state, seat, move);
        if (!r.ok) throw new Error(r.error.reason);
        record.push({ seat, move });
        state = r.state;
      }
      checkPosition(state, -1, 'sc');
      reached.push(state.game.episode);
      expect(legendaryFirefly.status(state).kind).toBe('finished');
      expect(JSON.stringify(replay(legendaryFirefly, { players, seed, options, moves: record }))).toBe(
        JSON.stringify(state),
      );
    },
  );

  test('most of these games reached Episode C', () => {
    expect(reached.filter((e) => e === 2).length).toBeGreaterThanOrEqual(TRIOS.length);
  });
});
