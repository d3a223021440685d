// The registry of games this server hosts. Each game issue adds its definition here; the test game only on request.
import { z } from 'zod';
import type { AnyGame } from '@cortex/engine';
import { pairsGame } from '@cortex/engine/testing';
import { legendaryFirefly } from '@cortex/game-legendary-firefly';
import { misbehavin } from '@cortex/game-misbehavin';
import { niskasDebt } from '@cortex/game-niskas-debt';
import { outToTheBlack } from '@cortex/game-out-to-the-black';

/** The product games, in the order the site lists them. */
const productGames: readonly AnyGame[] = [legendaryFirefly, outToTheBlack, misbehavin, niskasDebt];

export interface GameRegistry {
  list(): readonly AnyGame[];
  get(id: string): AnyGame | undefined;
}

export function createGameRegistry(opts: { includeTestGames: boolean; extra?: readonly AnyGame[] }): GameRegistry {
  const games = [...productGames, ...(opts.includeTestGames ? [pairsGame] : []), ...(opts.extra ?? [])];
  const byId = new Map(games.map((g) => [g.id, g]));
  return { list: () => games, get: (id) => byId.get(id) };
}

/** JSON Schema of a game's lobby options, as published by the API. */
export function optionsJsonSchema(game: AnyGame): unknown {
  return z.toJSONSchema(game.options, { io: 'input', unrepresentable: 'any' });
}
