// Public surface of the Niska's Debt rules package: the definition, its bot, options and the content data.
export { niskasDebt } from './game';
export { niskaBot } from './bot';
export { niskaOptions, type NiskaOptions } from './options';
export type { NiskaMove } from './moves';
export type { NiskaData, PlayerState, Pending, Offer, WorkState, Action, Hold } from './state';
export * as map from './content/map';
export { PROFESSIONS, PERSONALITIES, CAPTAIN_NAMES, SHIP_NAMES, CREW_NAMES } from './content/captains';
export { MARKET_CARDS, MARKETS } from './content/cards';
export { JOBS, CONTACTS } from './content/jobs';
export { MISBEHAVES } from './content/misbehave';
export { cardName, cardText } from './text';
export { SKILLS, SKILL_NAMES } from './content/captains';
export { CREW_PROFESSION_NAMES, UPGRADE_EFFECT_NAMES, marketCard, type MarketKey } from './content/cards';
export { CONTACT_KEYS, GOODS, GOODS_NAMES, jobCard, type ContactKey, type Goods } from './content/jobs';
export { misbehaveCard } from './content/misbehave';
export { BASE, money } from './rules/common';
