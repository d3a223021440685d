// The Niska's Debt definition: options, moves, setup, legal moves, apply, status and content lookups wired together.
import { defineGame, type GameDefinition } from '@cortex/engine';
import { applyNiskaMove } from './apply';
import { niskaLevels } from './botLevels';
import { invariants } from './invariants';
import { awaitedAll, legalMoves } from './legal';
import { moveSchemas, type NiskaMove } from './moves';
import { niskaOptions, type NiskaOptions } from './options';
import { setupGame } from './rules/setup';
import { resultOf } from './rules/turn';
import type { NiskaData } from './state';
import { cardName, cardText } from './text';
import { explainIllegal } from './explain';

export const niskasDebt = defineGame<NiskaData, NiskaMove, NiskaOptions>({
  id: 'niskas-debt',
  name: "Niska's Debt",
  minPlayers: 2,
  maxPlayers: 6,
  mode: 'competitive',
  pitch: 'Owe Niska $6k, fly the Black, take jobs and misbehave: first back to Ezra with the money and two solid contacts wins.',
  options: niskaOptions,
  moves: moveSchemas,
  setup: (t, { players, options }) => setupGame(t, players, options),
  legalMoves,
  applyMove: applyNiskaMove,
  status(state, query) {
    const toAct = awaitedAll(state.game);
    if (toAct.length === 0) return { kind: 'finished', result: resultOf(state.game) };
    if (query?.mayAct === false) return { kind: 'active', toAct };
    // Rules 6.a and 30: anyone not awaited may still take free actions and make offers at any time.
    const mayAct = state.game.players.flatMap((_, s) => (!toAct.includes(s) && legalMoves(state, s).length > 0 ? [s] : []));
    return mayAct.length > 0 ? { kind: 'active', toAct, mayAct } : { kind: 'active', toAct };
  },
  cardName,
  cardText,
  bots: niskaLevels((): GameDefinition<NiskaData, NiskaMove, unknown> => niskasDebt),
  explainIllegal,
  invariants,
});
