// Campaigns module resolvers: Query.campaign(s), continueCampaign, the Campaign type, Match.campaign and the campaign board.
import type { Campaign } from '@cortex/db';
import type { Context } from '../../context';
import { requireCaller } from '../../lib/auth';
import { badInput } from '../../lib/errors';
import { connection, decodeTimeIdCursor, encodeCursor, pageSize } from '../../lib/pagination';
import type { MatchModel } from '../matches/service';
import { memoized } from '../matches/viewerMemo';

const campaignCursor = (c: Campaign) => encodeCursor([c.createdAt.toISOString(), c.id]);

export const campaignsResolvers = {
  Query: {
    campaign: async (_: unknown, args: { id: string }, ctx: Context) =>
      (await ctx.services.campaigns.get(args.id)) ?? null,
    campaigns: async (
      _: unknown,
      args: { username?: string | null; gameId?: string | null; first?: number | null; after?: string | null },
      ctx: Context,
    ) => {
      const first = pageSize(args.first);
      const cursor = decodeTimeIdCursor(args.after);
      const who = await ctx.services.accounts.userFilter(args.username);
      if (!who) return connection([], first, () => '');
      const rows = await ctx.services.campaigns.list({
        limit: first + 1,
        gameId: args.gameId,
        ...who,
        ...(ctx.caller ? { viewerId: ctx.caller.userId } : {}),
        ...(cursor ? { after: cursor } : {}),
      });
      return connection(rows, first, campaignCursor);
    },
  },
  Mutation: {
    continueCampaign: async (_: unknown, args: { campaignId: string }, ctx: Context) => {
      const id = await ctx.services.campaigns.continue(requireCaller(ctx), args.campaignId);
      return ctx.services.matches.modelFor(id, ctx.caller);
    },
  },
  Campaign: {
    game: (c: Campaign, _: unknown, ctx: Context) => ctx.services.games.get(c.gameId),
    host: (c: Campaign, _: unknown, ctx: Context) => ctx.services.accounts.userById(c.hostId),
    players: async (c: Campaign, _: unknown, ctx: Context) =>
      (await ctx.services.campaigns.seats(c.id)).map((s) => ({
        seat: s.seat,
        user: s.userId ? { id: s.userId, username: s.username } : null,
        bot: s.bot,
      })),
    options: (c: Campaign) => c.options,
    gamesTotal: (c: Campaign) => c.games,
    games: async (c: Campaign, _: unknown, ctx: Context) => {
      const played = await ctx.services.campaigns.matchIds(c.id);
      const models = await Promise.all(played.map((m) => ctx.services.matches.modelFor(m.id, ctx.caller)));
      return played.flatMap((m, i) => {
        const match = models[i];
        if (!match) return [];
        // The carry-over stays on the server: it is derived from full end states.
        const record = c.records.find((r) => r.matchId === m.id);
        return [
          {
            number: m.index,
            match,
            finished: record !== undefined,
            won: record?.won ?? null,
            score: record?.score ?? null,
            summary: record?.summary ?? null,
          },
        ];
      });
    },
    scoreLines: (c: Campaign, _: unknown, ctx: Context) =>
      ctx.services.games.get(c.gameId)?.campaign?.score(c.records).lines ?? [],
    nextGame: async (c: Campaign, _: unknown, ctx: Context) => {
      if (c.status !== 'ACTIVE') return null;
      const played = await ctx.services.campaigns.matchIds(c.id);
      return played.some((m) => m.status === 'ACTIVE') ? null : c.records.length;
    },
  },
  Match: {
    // Read once per version of a match being played, not once per push: a campaign's row changes only in the
    // transaction that ends one of its games, and its games are played one at a time, so while this one is on, nothing
    // changes it. An ended match's campaign goes on (its later games), and is read every time.
    campaign: (m: MatchModel, _: unknown, ctx: Context) => {
      const id = m.match.row.campaignId;
      if (!id) return null;
      const read = async () => (await ctx.services.campaigns.get(id)) ?? null;
      return m.match.row.status === 'ACTIVE' ? memoized(m.match, 'campaign', read) : read();
    },
    campaignGame: (m: MatchModel) => m.match.row.campaignGame,
  },
  Lobby: {
    campaign: (l: { campaign: boolean }) => l.campaign,
  },
  Game: {
    campaignGames: (game: { campaign?: { games: number } }) => game.campaign?.games ?? null,
  },
};

/** The CAMPAIGNS board of Query.leaderboard: best finished campaign per player; "wins" are campaigns won game by game. */
export async function campaignBoard(ctx: Context, gameId: string, offset: number, limit: number) {
  const game = ctx.services.games.get(gameId);
  if (!game?.campaign) throw badInput(`${game?.name ?? gameId} has no campaigns.`, { field: 'board' });
  const rows = await ctx.services.campaigns.leaderboard(gameId, offset, limit);
  return rows.map((r, i) => ({
    rank: offset + i + 1,
    user: { id: r.userId, username: r.username },
    rating: null,
    deviation: null,
    score: r.best,
    matches: r.finished,
    wins: r.perfect,
    winRate: r.finished > 0 ? r.perfect / r.finished : null,
  }));
}
