// Games module: the games this server hosts, their lobby options schemas and bot levels.
import { BOT_LEVELS, type AnyGame } from '@cortex/engine';
import type { Context } from '../../context';
import { optionsJsonSchema } from '../../games';

export const gamesResolvers = {
  Query: {
    games: (_: unknown, __: unknown, ctx: Context): readonly AnyGame[] => ctx.services.games.list(),
    game: (_: unknown, args: { id: string }, ctx: Context): AnyGame | null => ctx.services.games.get(args.id) ?? null,
  },
  Game: {
    optionsSchema: (game: AnyGame): unknown => optionsJsonSchema(game),
    mode: (game: AnyGame): string => game.mode.toUpperCase(),
    pitch: (game: AnyGame): string => game.pitch ?? game.name,
    botLevels: (): readonly string[] => BOT_LEVELS,
    chatPhrases: (game: AnyGame): readonly string[] | null => game.chatPhrases ?? null,
  },
};
