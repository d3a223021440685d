// The registry of games this server hosts. Each game issue adds its definition here; the test game only on request.
import { z } from 'zod';
import type { AnyGame } from '@cortex/engine';
import { pairsGame } from '@cortex/engine/testing';

/** The product games. Empty until the game packages land. */
const productGames: readonly AnyGame[] = [];

export interface GameRegistry {
  list(): readonly AnyGame[];
  get(id: string): AnyGame | undefined;
}

export function createGameRegistry(opts: { includeTestGames: boolean; extra?: readonly AnyGame[] }): GameRegistry {
  const games = [...productGames, ...(opts.includeTestGames ? [pairsGame as unknown as AnyGame] : []), ...(opts.extra ?? [])];
  const byId = new Map(games.map((g) => [g.id, g]));
  return { list: () => games, get: (id) => byId.get(id) };
}

/** JSON Schema of a game's lobby options, as published by the API. */
export function optionsJsonSchema(game: AnyGame): unknown {
  return z.toJSONSchema(game.options, { io: 'input', unrepresentable: 'any' });
}
