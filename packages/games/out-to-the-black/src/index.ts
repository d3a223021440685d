// Public surface of the Firefly: Out to the Black rules package: the definition, its bot, content data and chat phrases.
export { outToTheBlack, ottbOptions, DEAL, STARTING_CREDITS, STARTING_HONOR } from './game';
export type { OttbOptions } from './game';
export { normalBot } from './bot';
export { chatPhrases } from './chat';
export { CHARACTERS, CHARACTER_IDS, type CharacterId, type Character, type CrewAction, type CrewEffect } from './content/characters';
export { EVENTS, EVENT_KINDS, type EventCard, type Outcome } from './content/events';
export { SERENITY, SERENITY_KINDS, SERENITY_TYPES, type SerenityCard } from './content/serenity';
export { ALLIANCE, ALLIANCE_KINDS, type AllianceCard } from './content/alliance';
export { GORRAMIT, GORRAMIT_KINDS, type GorramitCard } from './content/gorramit';
export { SKILLS, SKILL_NAMES, type Skill } from './content/skills';
export { cardName, cardText, characterText, actionText } from './text';
export type { OttbData, Pending, GamePhase } from './state';
export { Z as zones } from './state';
export type { OttbMove } from './moves';
export { baseTotals, finalTotals, targets, victoryLevel, bestWildAssignment, type ZoneReader } from './scoring';
export { awaited } from './legal';
export { playBotGame, type BotGame } from './simulate';
