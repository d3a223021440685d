// Challenges module resolvers: myChallenges, challenge / accept / decline / cancel, and the Challenge type.
import type { Challenge } from '@cortex/db';
import type { Context } from '../../context';
import { requireCaller } from '../../lib/auth';
import { connection, decodeTimeIdCursor, encodeCursor, pageSize } from '../../lib/pagination';
import type { CreateLobbyInput } from '../lobbies/service';

const challengeCursor = (c: Challenge) => encodeCursor([c.createdAt.toISOString(), c.id]);

export const challengesResolvers = {
  Query: {
    myChallenges: async (_: unknown, args: { first?: number | null; after?: string | null }, ctx: Context) => {
      const caller = requireCaller(ctx);
      const first = pageSize(args.first);
      const after = decodeTimeIdCursor(args.after);
      const rows = await ctx.services.challenges.list(caller, { limit: first + 1, ...(after ? { after } : {}) });
      return connection(rows, first, challengeCursor);
    },
  },
  Mutation: {
    challenge: (_: unknown, args: { username: string; input: CreateLobbyInput }, ctx: Context) =>
      ctx.services.challenges.challenge(requireCaller(ctx), args.username, args.input, ctx.ip),
    acceptChallenge: (_: unknown, args: { id: string }, ctx: Context) =>
      ctx.services.challenges.accept(requireCaller(ctx), args.id),
    declineChallenge: (_: unknown, args: { id: string }, ctx: Context) =>
      ctx.services.challenges.decline(requireCaller(ctx), args.id),
    cancelChallenge: (_: unknown, args: { id: string }, ctx: Context) =>
      ctx.services.challenges.cancel(requireCaller(ctx), args.id),
  },
  Challenge: {
    challenger: (c: Challenge, _: unknown, ctx: Context) => ctx.services.accounts.userById(c.challengerId),
    challenged: (c: Challenge, _: unknown, ctx: Context) => ctx.services.accounts.userById(c.challengedId),
    lobby: (c: Challenge, _: unknown, ctx: Context) => ctx.services.lobbies.get(c.lobbyId),
  },
};
