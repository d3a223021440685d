// Public surface of the Firefly: Misbehavin' rules package: the definition, its bot and its content data.
export { misbehavin, resultOf } from './game';
export { misbehavinBot, cardValue } from './bot';
export * from './content/index';
export * from './content/types';
export type { GameData, Frame, PlayerData } from './state';
export type { MisbehavinMove } from './moves';
export { misbehavinOptions, type MisbehavinOptions } from './rules/setup';
export { cardName, cardText, effectText } from './text';
// Read helpers a board uses to show what the rules compute (fight and deal totals, POWER), from the same code the rules run.
export { fightTotals } from './rules/fight';
export { dealTotal, recruitTotal, displayInfluence } from './rules/deal';
export { awaited, awaitedSeats } from './legal';
export { describeMove, prompt, situation, outcome } from './words';
export { CARD_INFO, describeZone } from './vocabulary';
export { gameSchema } from './schema';
export { GUIDE } from './guide';
export { explainBlocked } from './explain';
export { MAX_CREDIT_COMMIT } from './moves';
export { tableauPower, powerNeeded, verseInSupply, supplyPiles, type Ctx as ReadCtx, type Zones } from './state';
