// Games module: the games this server hosts and their lobby options schemas.
import type { AnyGame } from '@cortex/engine';
import { optionsJsonSchema } from '../../games';
import type { Context } from '../../context';

export const gamesResolvers = {
  Query: {
    games: (_: unknown, __: unknown, ctx: Context): readonly AnyGame[] => ctx.services.games.list(),
    game: (_: unknown, args: { id: string }, ctx: Context): AnyGame | null => ctx.services.games.get(args.id) ?? null,
  },
  Game: {
    optionsSchema: (game: AnyGame): unknown => optionsJsonSchema(game),
  },
};
