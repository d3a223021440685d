// Campaigns: several matches of one game in a row, each game's options following from the games before it.
import type { GameDefinition } from './game';
import type { MatchResult, MatchState, Move } from './types';

/** How one finished game counts in its campaign. */
export interface CampaignGameRecord {
  /** 0-based position of the game in the campaign. */
  readonly index: number;
  readonly won: boolean;
  /** The game's own score (Legendary Encounters: 0-6 points). */
  readonly score: number;
  /** What the next game inherits, as JSON; null when nothing carries over (after a loss, say). */
  readonly carry: unknown;
  /** One line in words, e.g. "Won with 5 points; Upgrades and Strikes carry over." */
  readonly summary: string;
}

export interface CampaignScore {
  readonly total: number;
  /** The rating in words once the campaign is complete (e.g. a Final Score Chart line), null before. */
  readonly rating: string | null;
  /** How the total adds up, one line per part. */
  readonly lines: readonly string[];
}

/**
 * The option key a game's campaign uses to pass its carry-over to the next game. Only campaigns set it: the API refuses
 * it in a lobby's options.
 */
export const CAMPAIGN_OPTION = 'campaign';

export interface CampaignDefinition<G, O> {
  /** Games in a campaign. */
  readonly games: number;
  /** Lobby options only a campaign reads (a campaign's order of play, say): a one-off lobby setting one is refused. */
  readonly campaignOptions?: readonly string[];
  /** The options of game `index`, from the lobby's options and the records of the games before it. */
  gameOptions(index: number, lobbyOptions: O, previous: readonly CampaignGameRecord[]): O;
  /** How a finished game counts; `index` is its position in the campaign. */
  gameRecord(index: number, state: MatchState<G>, result: MatchResult): Omit<CampaignGameRecord, 'index'>;
  /** The campaign's score from the games played so far (complete when there are `games` records). */
  score(records: readonly CampaignGameRecord[]): CampaignScore;
}

export class CampaignError extends Error {
  override readonly name = 'CampaignError';
}

/**
 * The next game of a campaign: its position and its options (checked against the game's option schema, so a
 * carry-over can never produce options the game would refuse), or null once every game has been played.
 */
export function nextCampaignGame<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  lobbyOptions: unknown,
  records: readonly CampaignGameRecord[],
): { readonly index: number; readonly options: O } | null {
  const campaign = game.campaign;
  if (!campaign) throw new CampaignError(`${game.name} has no campaign.`);
  if (records.length >= campaign.games) return null;
  records.forEach((r, i) => {
    if (r.index !== i) throw new CampaignError(`Campaign record ${i} says it is game ${r.index}.`);
  });
  const base = game.options.safeParse(lobbyOptions);
  if (!base.success)
    throw new CampaignError(
      `The campaign's options do not fit ${game.name}: ${base.error.issues.map((i) => i.message).join('; ')}`,
    );
  const next = game.options.safeParse(campaign.gameOptions(records.length, base.data, records));
  if (!next.success)
    throw new CampaignError(
      `Game ${records.length + 1}'s options do not fit ${game.name}: ${next.error.issues.map((i) => i.message).join('; ')}`,
    );
  return { index: records.length, options: next.data };
}

/** The record of a finished campaign game. */
export function campaignRecord<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  index: number,
  state: MatchState<G>,
  result: MatchResult,
): CampaignGameRecord {
  if (!game.campaign) throw new CampaignError(`${game.name} has no campaign.`);
  return { index, ...game.campaign.gameRecord(index, state, result) };
}
