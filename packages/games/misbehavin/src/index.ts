// Public surface of the Firefly: Misbehavin' rules package: the definition, its bot and its content data.
export { misbehavin, resultOf } from './game';
export { misbehavinBot, cardValue } from './bot';
export * from './content';
export * from './types';
export type { GameData, Frame, PlayerData } from './state';
export type { MisbehavinMove } from './moves';
export { misbehavinOptions, type MisbehavinOptions } from './setup';
export { cardName, cardText } from './text';
