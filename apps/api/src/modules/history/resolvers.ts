// History module resolvers: Query.matches, newest first, with the privacy of private lobbies respected.
import type { MatchStatus } from '@cortex/db';
import type { Context } from '../../context';
import { connection, decodeTimeIdCursor, encodeCursor, pageSize } from '../../lib/pagination';
import type { MatchModel } from '../matches/service';
import { historyPage } from './service';

interface MatchesArgs {
  username?: string | null;
  gameId?: string | null;
  status?: MatchStatus | null;
  result?: 'WON' | 'LOST' | null;
  first?: number | null;
  after?: string | null;
}

export const historyResolvers = {
  Query: {
    matches: async (_: unknown, args: MatchesArgs, ctx: Context) => {
      const first = pageSize(args.first);
      const cursor = decodeTimeIdCursor(args.after);
      const who = await ctx.services.accounts.userFilter(args.username);
      if (!who) return connection([], first, () => '');
      const rows = await historyPage(ctx.services.db, {
        limit: first + 1,
        gameId: args.gameId,
        status: args.status,
        result: args.result,
        ...who,
        ...(ctx.caller ? { viewerId: ctx.caller.userId } : {}),
        ...(cursor ? { after: cursor } : {}),
      });
      const models = (await ctx.services.matches.loadMany(rows.map((r) => r.id))).map(
        (match): MatchModel => ({ match, caller: ctx.caller }),
      );
      return connection(models, first, (m) => encodeCursor([m.match.row.createdAt.toISOString(), m.match.row.id]));
    },
  },
};
