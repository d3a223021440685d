// Leaderboards module resolvers: one board per game, paginated by rank.
import type { Context } from '../../context';
import { badInput } from '../../lib/errors';
import { connection, decodeIndexCursor, encodeCursor, pageSize } from '../../lib/pagination';
import { campaignBoard } from '../campaigns/resolvers';
import { leaderboardPage } from './service';

export const leaderboardsResolvers = {
  Query: {
    leaderboard: async (
      _: unknown,
      args: { gameId: string; first?: number | null; after?: string | null; board?: 'MATCHES' | 'CAMPAIGNS' | null },
      ctx: Context,
    ) => {
      const game = ctx.services.games.get(args.gameId);
      if (!game) throw badInput(`This server hosts no game "${args.gameId}".`, { field: 'gameId' });
      const first = pageSize(args.first, 50);
      const offset = decodeIndexCursor(args.after) ?? 0;
      if (args.board === 'CAMPAIGNS')
        return connection(await campaignBoard(ctx, game.id, offset, first + 1), first, (e) => encodeCursor([e.rank]));
      const rows = await leaderboardPage(ctx.services.db, game, offset, first + 1);
      const entries = rows.map((r, i) => ({
        rank: offset + i + 1,
        user: { id: r.userId, username: r.username },
        rating: game.mode === 'competitive' ? r.ordinal : null,
        deviation: game.mode === 'competitive' ? r.sigma : null,
        score: r.bestScore,
        matches: r.matches,
        wins: r.wins,
        winRate: r.matches > 0 ? r.wins / r.matches : null,
      }));
      return connection(entries, first, (e) => encodeCursor([e.rank]));
    },
  },
  LeaderboardEntry: {
    user: (e: { user: { id: string } }, _: unknown, ctx: Context) => ctx.services.accounts.userById(e.user.id),
  },
};
