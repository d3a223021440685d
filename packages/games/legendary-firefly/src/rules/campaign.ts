// "Playing a Campaign": five games over the fifteen Episodes (in order or mixed and matched), what a won game carries over, End of Episode text, the score.
import {
  countOf,
  type CampaignDefinition,
  type CampaignGameRecord,
  type MatchResult,
  type SetupTable,
} from '@cortex/engine';
import type { Effect } from '../content/vocabulary';
import { z } from 'zod';
import { MAIN_CHARACTERS, objective, SHIP_SLOTS, TRIO_IDS, UPGRADE_SLOTS } from '../content';
import { SUGGESTED_MAIN_CHARACTERS } from '../content/presets';
import { campaignGames } from './campaignOrder';
import { CAMPAIGN_GAMES, campaignScore } from './campaignScore';
import { trioOf } from './modes';
import type { FireflyOptions } from './setup';
import { defeatMc } from './ops';
import { damage, data, type FireflyData, type FState, type FTable, health, Z } from '../state';

const kindOf = (type: 'upgrade' | 'shipStrike' | 'crewStrike') =>
  z
    .string()
    .max(60)
    .refine((k) => data(k)?.type === type, `not a ${type} card`);

/** What the next game of a campaign inherits from the one before. */
export const campaignCarrySchema = z
  .object({
    /** Upgrade kinds by Serenity's upgrade slot (null: empty); empty after a loss. */
    upgrades: z.array(kindOf('upgrade').nullable()).max(UPGRADE_SLOTS),
    /** Ship Strike kinds by Serenity's strike slot (null: empty). */
    shipStrikes: z.array(kindOf('shipStrike').nullable()).max(SHIP_SLOTS),
    /** Crew Strike kinds on each Main Character, in Main Character order. */
    crewStrikes: z.array(z.array(kindOf('crewStrike')).max(20)).max(MAIN_CHARACTERS),
    /** The previous game's Episode C Objective after a loss: its End of Episode text applies when this game is set up. */
    after: z
      .string()
      .max(60)
      .refine((k) => data(k)?.type === 'objective', 'not an Objective')
      .nullable(),
  })
  .strict();
export type CampaignCarry = z.infer<typeof campaignCarrySchema>;

/** The lobby option a campaign sets on each of its games (never chosen by hand: the API keeps `campaign` for campaigns). */
export const campaignOption = z
  .object({
    game: z
      .number()
      .int()
      .min(0)
      .max(CAMPAIGN_GAMES - 1),
    carry: campaignCarrySchema.nullable(),
  })
  .strict()
  .describe('Set by a campaign on each of its games: which game this is and what it inherits');
export type CampaignOption = z.infer<typeof campaignOption>;

/** Campaign facts a game keeps in its state. */
export interface CampaignState {
  readonly game: number;
  /** Set while the special Inter-Mission after a won game runs. */
  final: boolean;
}

/**
 * Setting up a campaign game: the Upgrades and Strikes a won game left, taken out of their stacks (or made, for the
 * labelled Ship Strikes of earlier Episode decks), then the previous Episode C's End of Episode text, due first.
 */
export function applyCampaignCarry(t: SetupTable, carry: CampaignCarry | null): readonly Effect[] {
  if (!carry) return [];
  const place = (kind: string, stack: string, to: string): void => {
    const found = t.cards(stack).find((c) => c.kind === kind);
    if (found) t.move(found.id, to);
    else t.createCards(to, [kind]);
  };
  carry.upgrades.forEach((kind, k) => kind && place(kind, Z.upgrades, Z.upgrade(k)));
  carry.shipStrikes.forEach((kind, k) => kind && place(kind, Z.shipDeck, Z.slot(k)));
  carry.crewStrikes.forEach((kinds, m) => kinds.forEach((kind) => place(kind, Z.crewStrikes, Z.strikes(m))));
  const carried =
    carry.upgrades.filter(Boolean).length + carry.shipStrikes.filter(Boolean).length + carry.crewStrikes.flat().length;
  if (carried > 0)
    t.logAbout(null)`Carried over from the last game: ${countOf(carried, 'card')} (Upgrades and Strikes).`;
  const after = carry.after ? objective(carry.after) : undefined;
  if (!after?.endOfEpisode) return [];
  t.logAbout(null)`End of Episode, ${after.name}: its instructions apply now.`;
  return after.endOfEpisode;
}

/**
 * Carried strikes are still on the Avatars, and "if you ever have damage greater than or equal to your Avatar's Health,
 * you are defeated" (a non-player, by any damage): such a Main Character starts the game defeated, a player with their
 * deck reset. Call once the hands are drawn; true when someone was.
 */
export function defeatCarriedLethal(t: FTable): boolean {
  const g = t.game;
  let any = false;
  g.mcs.forEach((mc, m) => {
    const hurt = damage(t, m);
    if (mc.down || hurt === 0 || (mc.seat !== null && hurt < health(t, m))) return;
    if (!any)
      t.logAbout(null)`The strikes carried over from the last game leave some of the crew defeated from the start.`;
    any = true;
    defeatMc(t, m);
  });
  return any;
}

/**
 * The cards of an Objective's Episode deck, less the labelled Ship Strikes a won game left on Serenity: each is a single
 * card, and it stays on the ship when a mix-and-match campaign plays its Episode deck again.
 */
export function episodeDeckCards(kind: string, carry: CampaignCarry | null): string[] {
  const labelled = (k: string | null): k is string => {
    const d = k === null ? undefined : data(k);
    return d?.type === 'shipStrike' && d.label !== undefined;
  };
  const onSerenity = new Set(carry?.shipStrikes.filter(labelled));
  return objective(kind)
    .deck.flatMap(([k, n]) => Array.from({ length: n }, () => k))
    .filter((k) => !onSerenity.has(k));
}

/**
 * What a finished game hands on: after a win its Upgrades and Strikes; after a loss its Episode C's End of Episode text,
 * due when the next game is set up (after a win it was resolved in the special Inter-Mission, its first step).
 */
export function carryOf(state: FState, won: boolean): CampaignCarry {
  const kinds = (zone: string) => (state.zones[zone]?.cards ?? []).map((c) => c.kind);
  return {
    upgrades: won ? Array.from({ length: UPGRADE_SLOTS }, (_, k) => kinds(Z.upgrade(k))[0] ?? null) : [],
    shipStrikes: won ? Array.from({ length: SHIP_SLOTS }, (_, k) => kinds(Z.slot(k))[0] ?? null) : [],
    crewStrikes: won ? Array.from({ length: MAIN_CHARACTERS }, (_, m) => kinds(Z.strikes(m))) : [],
    after: won ? null : (state.game.trio[2] ?? null),
  };
}

/**
 * The campaign: game i plays the i-th trio of Episodes, or the i-th game of the lobby's mix-and-match list, with the
 * lobby's other options (the same Main Characters throughout).
 */
export const fireflyCampaign: CampaignDefinition<FireflyData, FireflyOptions> = {
  games: CAMPAIGN_GAMES,
  campaignOptions: ['campaignGames'],
  gameOptions(index, options, previous) {
    // The same Main Characters in every game (the suggested five of the first game, if chosen); the difficulty options
    // stay as the lobby set them, the same for all five games as the rulebook asks.
    const { campaignGames: mixed, ...lobby } = options;
    const games = campaignGames(mixed);
    const mainCharacters =
      options.mainCharactersPreset === 'suggested'
        ? [...SUGGESTED_MAIN_CHARACTERS[trioOf(games[0]!.a)]]
        : options.mainCharacters;
    const campaign = { game: index, carry: (previous.at(-1)?.carry as CampaignCarry | undefined) ?? null };
    const common = { ...lobby, mainCharactersPreset: 'custom' as const, mainCharacters, campaign };
    if (!mixed)
      return {
        ...common,
        episodes: TRIO_IDS[index]!,
        objectiveA: 'episodes',
        objectiveB: 'episodes',
        objectiveC: 'episodes',
      };
    // The Campaign Variant: this game's own A, B and C Objectives; `episodes` names the trio of its Objective A.
    const game = games[index]!;
    return { ...common, episodes: trioOf(game.a), objectiveA: game.a, objectiveB: game.b, objectiveC: game.c };
  },
  gameRecord(index, state, result: MatchResult) {
    const won = result.winners.length > 0;
    const points = state.game.result?.vp ?? 0;
    const next =
      index >= CAMPAIGN_GAMES - 1
        ? '; the campaign is over'
        : won
          ? '; Upgrades and Strikes carry over'
          : '; the next game starts afresh';
    const summary = `${won ? 'Won' : 'Lost'} with ${points} Victory Point${points === 1 ? '' : 's'}${next}.`;
    return { won, score: points, carry: carryOf(state, won), summary };
  },
  score: (records: readonly CampaignGameRecord[]) =>
    campaignScore(records.map((r) => ({ won: r.won, points: r.score }))),
};
