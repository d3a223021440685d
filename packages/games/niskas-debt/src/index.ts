// Public surface of the Niska's Debt rules package: the definition, its bot, options and the content data.
export { niskasDebt } from './game';
export { niskaBot } from './bot';
export { explainBlocked } from './blocked';
export { niskaOptions, type NiskaOptions } from './options';
export type { NiskaMove } from './moves';
export type { NiskaData, PlayerState, Pending, Offer, WorkState, Action, Hold, SetupStage } from './state';
export * as map from './content/map';
export { PROFESSIONS, PERSONALITIES } from './content/captains';
export {
  CAPTAIN_FIRST_NAMES,
  CAPTAIN_SURNAMES,
  SHIP_ADJECTIVES,
  SHIP_NOUNS,
  CREW_NAMES,
  NAME_MAX,
  NAME_PATTERN,
  nameProblem,
  nameSchema,
} from './content/names';
export { describeMove, prompt, placeServices } from './words';
export { CARDS, describeZone } from './vocabulary';
export { gameSchema } from './schema';
export { GUIDE } from './guide';
export { setupStageOf } from './rules/setup';
export { MARKET_CARDS, MARKETS } from './content/cards';
export { JOBS, CONTACTS } from './content/jobs';
export { MISBEHAVES } from './content/misbehave';
export { cardName, cardText } from './text';
export { SKILLS, SKILL_NAMES } from './content/captains';
export { CREW_PROFESSION_NAMES, UPGRADE_EFFECT_NAMES, marketCard, type MarketKey } from './content/cards';
export { CONTACT_KEYS, GOODS, GOODS_NAMES, goodsCount, jobCard, type ContactKey, type Goods } from './content/jobs';
export { misbehaveCard } from './content/misbehave';
export { BASE, money } from './rules/common';
