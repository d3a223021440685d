// Legendary Encounters' campaign order in the site: the lobby form's mix-and-match choices and each campaign game's Objectives.
import { campaignGames, fireflyOptions, objective, type CampaignGameObjectives } from '@cortex/game-legendary-firefly';

export const FIREFLY_GAME = 'legendary-firefly';
export const LETTERS = ['a', 'b', 'c'] as const;
export type Letter = (typeof LETTERS)[number];

/** Form field names of the campaign order and of game `game`'s Objective `letter`. */
export const ORDER_FIELD = 'lf-campaign-order';
export const objectiveField = (game: number, letter: Letter) => `lf-campaign-${game}-${letter}`;

/** The Campaign Variant's five games as the form holds them, or undefined for the series order (the server checks them). */
export function readCampaignGames(form: FormData, games: number): CampaignGameObjectives[] | undefined {
  if (form.get(ORDER_FIELD) !== 'mix') return undefined;
  const pick = (game: number, letter: Letter) => String(form.get(objectiveField(game, letter)) ?? '');
  return Array.from({ length: games }, (_, g) => ({ a: pick(g, 'a'), b: pick(g, 'b'), c: pick(g, 'c') }));
}

/** An Objective's name with its letter, e.g. "A · Ariel". */
export const objectiveLabel = (kind: string): string => {
  const o = objective(kind);
  return `${o.letter} · ${o.name}`;
};

/**
 * Each game's Objectives (A, B, C kinds) from the campaign lobby's options: the mix-and-match list or the series order;
 * null for other games or options that are not known.
 */
export function campaignObjectives(gameId: string, lobbyOptions: unknown): string[][] | null {
  if (gameId !== FIREFLY_GAME || typeof lobbyOptions !== 'object' || lobbyOptions === null) return null;
  const chosen = fireflyOptions.shape.campaignGames.safeParse(
    (lobbyOptions as { campaignGames?: unknown }).campaignGames,
  );
  if (!chosen.success) return null;
  return campaignGames(chosen.data).map((g) => [g.a, g.b, g.c]);
}
