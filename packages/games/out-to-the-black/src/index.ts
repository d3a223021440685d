// Public surface of the Firefly: Out to the Black rules package: the definition, its bot, content data, words and chat phrases.
export { outToTheBlack } from './game';
export { ottbOptions, type OttbOptions } from './options';
export { DEAL, STARTING_CREDITS, STARTING_HONOR } from './rules/setup';
export { normalBot } from './bot';
export { chatPhrases } from './chat';
export { GUIDE } from './guide';
export { explainBlocked } from './explain';
export {
  CHARACTERS,
  CHARACTER_IDS,
  type CharacterId,
  type Character,
  type CrewAction,
  type CrewEffect,
} from './content/characters';
export { EVENTS, EVENT_KINDS, type EventCard, type Outcome } from './content/events';
export { SERENITY, SERENITY_KINDS, SERENITY_TYPES, type SerenityCard } from './content/serenity';
export { ALLIANCE, ALLIANCE_KINDS, type AllianceCard } from './content/alliance';
export { GORRAMIT, GORRAMIT_KINDS, type GorramitCard } from './content/gorramit';
export { SKILLS, SKILL_NAMES, type Skill } from './content/skills';
export { cardName, cardText } from './text';
export { abilityText, abilityTiming, actionBody, actionText, characterName, characterText } from './rules/characters';
export { modsText } from './rules/phrase';
export { rowText } from './rules/outcome';
export { serenityPhaseLetter } from './rules/serenity';
export type { OttbData, Pending, GamePhase } from './state';
export { Z as zones } from './state';
export type { OttbMove } from './moves';
export { baseTotals, finalTotals, targets, victoryLevel, bestWildAssignment, type ZoneReader } from './rules/scoring';
export { awaited } from './legal';
export { wildPlacements } from './rules/resolution';
export { playBotGame, type BotGame } from './simulate';
export { describeMove, prompt, waitingText } from './words';
export { CARDS, describeZone } from './cards';
export { gameSchema } from './schema';
