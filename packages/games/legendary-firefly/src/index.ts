// Public surface of the Legendary Encounters: Firefly rules package: the definition, its bot and its content data.
export { legendaryFirefly } from './game';
export { fireflyBot } from './bot';
export * from './content';
export type { FireflyData } from './state';
export type { FireflyMove } from './moves';
export { fireflyOptions, DEFAULT_MAIN_CHARACTERS } from './setup';
export { dataText } from './text';
// Read helpers for boards: zone names and the derived numbers (costs, Attack, Health, damage) the rules themselves use.
export { damage, enemyAttack, health, liveSpaces, mods, repairCost, scanCost, Z, type Reader } from './state';
