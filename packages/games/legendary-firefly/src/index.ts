// Public surface of the Legendary Encounters: Firefly rules package: the definition, its bot and its content data.
export { legendaryFirefly } from './game';
export { fireflyBot } from './bot';
export * from './content';
export type { FireflyData } from './state';
export type { FireflyMove } from './moves';
export { fireflyOptions, DEFAULT_MAIN_CHARACTERS } from './rules/setup';
export { dataText } from './text';
// The campaign's order for lobby forms and campaign pages: the series or the Campaign Variant's mix-and-match games.
export {
  campaignGames,
  objectivesOf,
  SERIES_ORDER,
  shuffledCampaign,
  type CampaignGameObjectives,
} from './rules/campaignOrder';
// Read helpers for boards: zone names and the derived numbers (costs, Attack, Health, damage) the rules themselves use.
export { damage, enemyAttack, health, liveSpaces, mods, repairCost, scanCost, Z, type Reader } from './state';
// The game's words: card vocabulary, zones, move labels and prompts (the API serves them; boards and tests use them).
export { describeFireflyZone, FIREFLY_CARDS, TYPE_WORDS } from './catalog';
export { describeFireflyMove, fireflyPrompt } from './words';
// Decisions and their typed options: boards read a `choose` move's target and where the decision's cards lie.
export { decisionOf } from './rules/decisions';
export { decodeTarget, encodeTarget, type Target } from './rules/target';
// The rules in our own words and the glossary (the site's page to learn the game).
export { GUIDE } from './guide';
