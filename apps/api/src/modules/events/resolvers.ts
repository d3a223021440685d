// Events module resolvers: the signed-in caller's `events` subscription and the UserEvent type.
import type { Context } from '../../context';
import { requireCaller } from '../../lib/auth';
import type { UserEvent } from './service';

export const eventsResolvers = {
  Subscription: {
    events: {
      subscribe: (_: unknown, __: unknown, ctx: Context) => ctx.services.events.stream(requireCaller(ctx).userId),
      resolve: (event: UserEvent) => event,
    },
  },
  UserEvent: {
    // Every challenge event goes to one of its two parties, so whoever receives it may read it.
    challenge: async (e: UserEvent, _: unknown, ctx: Context) =>
      e.challengeId ? ((await ctx.services.challenges.get(e.challengeId)) ?? null) : null,
  },
};
