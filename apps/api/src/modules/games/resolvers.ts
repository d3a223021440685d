// Games module: the games this server hosts, their lobby options schemas, bot levels and vocabulary (cards, move and view schemas).
import { BOT_LEVELS, moveJsonSchemas, viewJsonSchema, type AnyGame } from '@cortex/engine';
import type { Context } from '../../context';
import { optionsJsonSchema } from '../../games';

/** Schemas are derived once per game: they never change while the server runs. */
const schemas = new WeakMap<AnyGame, { moves: unknown; view: unknown }>();
function schemasOf(game: AnyGame): { moves: unknown; view: unknown } {
  let found = schemas.get(game);
  if (!found) schemas.set(game, (found = { moves: moveJsonSchemas(game), view: viewJsonSchema(game) }));
  return found;
}

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
    // Draws are between players competing; a cooperative team wins or loses together.
    drawByAgreement: (game: AnyGame): boolean => game.mode === 'competitive' && game.drawByAgreement === true,
    cards: (game: AnyGame) => game.cards,
    moveSchemas: (game: AnyGame): unknown => schemasOf(game).moves,
    viewSchema: (game: AnyGame): unknown => schemasOf(game).view,
    summary: (game: AnyGame): string | null => game.guide?.summary ?? null,
    rules: (game: AnyGame) => game.guide?.sections ?? [],
    glossary: (game: AnyGame) => game.guide?.glossary ?? [],
  },
  RuleSection: {
    sections: (section: { sections?: readonly unknown[] }) => section.sections ?? [],
  },
};
