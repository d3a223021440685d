// The Niska's Debt definition: options, moves, setup, legal moves, apply, status and content lookups wired together.
import { defineGame, type GameDefinition } from '@cortex/engine';
import { applyNiskaMove } from './apply';
import { niskaLevels } from './botLevels';
import { invariants } from './invariants';
import { awaited, legalMoves } from './legal';
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
  status(state) {
    const seat = awaited(state.game);
    return seat === null ? { kind: 'finished', result: resultOf(state.game) } : { kind: 'active', toAct: [seat] };
  },
  cardName,
  cardText,
  bots: niskaLevels((): GameDefinition<NiskaData, NiskaMove, unknown> => niskasDebt),
  explainIllegal,
  invariants,
});
