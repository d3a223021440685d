// The Niska's Debt definition: options, moves, setup, legal moves, apply, status, words and content lookups wired together.
import { defineGame, type GameDefinition } from '@cortex/engine';
import { applyNiskaMove } from './apply';
import { explainBlocked } from './blocked';
import { niskaLevels } from './botLevels';
import { explainIllegal } from './explain';
import { GUIDE } from './guide';
import { invariants } from './invariants';
import { awaitedAll, legalMoves } from './legal';
import { moveSchemas, openFields, type NiskaMove } from './moves';
import { niskaOptions, type NiskaOptions } from './options';
import { setupGame } from './rules/setup';
import { TIME_UP } from './rules/timeout';
import { resultOf } from './rules/turn';
import { gameSchema } from './schema';
import type { NiskaData } from './state';
import { cardName, cardText } from './text';
import { CARDS, describeZone } from './vocabulary';
import { describeMove, prompt } from './words';

export const niskasDebt = defineGame<NiskaData, NiskaMove, NiskaOptions>({
  id: 'niskas-debt',
  name: "Niska's Debt",
  minPlayers: 2,
  maxPlayers: 6,
  mode: 'competitive',
  // The round cap ends the game on net worth with ties sharing first place (rule 31, the GM's additional rules), so a
  // shared result is part of the game: the Captains still in may agree to end it as a draw, as a GM would call it.
  drawByAgreement: true,
  pitch:
    'Owe Niska $6k, fly the Black, take jobs and misbehave: first back to Ezra with the money and two solid contacts wins.',
  options: niskaOptions,
  moves: moveSchemas,
  openFields,
  setup: (t, { players, options }) => setupGame(t, players, options),
  legalMoves,
  applyMove: applyNiskaMove,
  status(state, query) {
    const toAct = awaitedAll(state);
    if (toAct.length === 0) return { kind: 'finished', result: resultOf(state.game) };
    if (query?.mayAct === false || state.game.phase === 'setup') return { kind: 'active', toAct };
    // Rules 6.a and 30: anyone not awaited may still take free actions and make offers at any time.
    const mayAct = state.game.players.flatMap((_, s) =>
      !toAct.includes(s) && legalMoves(state, s).length > 0 ? [s] : [],
    );
    return mayAct.length > 0 ? { kind: 'active', toAct, mayAct } : { kind: 'active', toAct };
  },
  // Everything on the table is public (rule 4) and no legal move depends on a deck, so a seat's only move tells the
  // others nothing they cannot see: it is made at once (ending a turn with nothing left to do, the one misbehave
  // option the team can attempt, the only sector to evade to…). Names always offer several suggestions.
  autoplay: () => true,
  cardName,
  cardText,
  cards: CARDS,
  describeZone,
  gameSchema,
  describeMove,
  prompt,
  bots: niskaLevels((): GameDefinition<NiskaData, NiskaMove, unknown> => niskasDebt),
  explainBlocked: (view, seat) => explainBlocked(view, seat),
  explainIllegal,
  invariants,
  // Rule 6.b: on a missed deadline the GM moves play on (never a bot playing the turn, never a forfeit); in setup, with
  // no turn yet, the stand-in bot fills the seat's sheet.
  timeoutMove: (state, seat) => (legalMoves(state, seat).some((m) => m.type === 'timeUp') ? TIME_UP : undefined),
  guide: GUIDE,
});
