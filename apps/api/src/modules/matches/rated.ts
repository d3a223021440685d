// Rated or casual: only people, playing the game's standard options, in a lobby the host left rated, move the ratings.
import { canonicalJson, parseOptions, SetupError, type AnyGame } from '@cortex/engine';

/** Why a match is casual, first reason first: a bot seat, options that differ from the standard game, the host's choice. */
export type CasualReason = 'BOTS' | 'OPTIONS' | 'HOST';

/**
 * Whether options are the game's standard ones: what `parseOptions(game, {})` gives, compared as canonical JSON so key
 * order does not matter, leaving out the options a rated match may choose (Game.ratedOptions). The options are parsed again first, so options stored before a game gained a new option (with
 * its default) still compare equal; options the game no longer accepts are not standard.
 */
export function hasStandardOptions(game: AnyGame, options: unknown): boolean {
  let parsed: unknown;
  try {
    parsed = parseOptions(game, options ?? {});
  } catch (error) {
    if (error instanceof SetupError) return false;
    throw error;
  }
  // Who plays what and who starts may be chosen in a rated match (Game.ratedOptions); the rest must be the defaults.
  const free = new Set<string>(game.ratedOptions ?? []);
  const judged = (o: unknown): unknown =>
    o !== null && typeof o === 'object' ? Object.fromEntries(Object.entries(o).filter(([key]) => !free.has(key))) : o;
  return canonicalJson(judged(parsed)) === canonicalJson(judged(parseOptions(game, {})));
}

/**
 * Why a match with these seats and options would be casual, or null when it is rated. For a campaign's games `options`
 * are the campaign's lobby options, not the game's own: each game's options are derived by the campaign (its Episodes,
 * its fixed Main Characters, the carry-over in CAMPAIGN_OPTION) and are the standard campaign's, so a campaign opened
 * with standard options keeps all its games rated. A campaign-only key the host sets (a mix-and-match order of play,
 * `campaignOptions`) is a choice of which Objectives to play like any other option, and makes the campaign casual.
 * A seat that becomes "away" later (a stand-in bot after missed deadlines) does not count: only the seats at the start do.
 */
export function casualReason(
  game: AnyGame,
  input: {
    readonly hostRated: boolean;
    readonly options: unknown;
    readonly seats: readonly { readonly bot: string | null }[];
  },
): CasualReason | null {
  // Bots first: the host picks their level, so a win over one says nothing about the winner (and is the cheapest to farm).
  if (input.seats.some((s) => s.bot !== null)) return 'BOTS';
  if (!hasStandardOptions(game, input.options)) return 'OPTIONS';
  if (!input.hostRated) return 'HOST';
  return null;
}
