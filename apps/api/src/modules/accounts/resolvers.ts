// Accounts module resolvers: viewer, users, sign-up / sign-in / sign-out, password change, sessions, scoped API tokens.
import type { ApiToken, ApiTokenScope, Session, User } from '@cortex/db';
import { eq } from 'drizzle-orm';
import { ratings } from '@cortex/db';
import type { Context } from '../../context';
import { requireCaller, requireSession } from '../../lib/auth';
import { userRecord } from '../history/service';
import { preferencesOf, type ClientInfo } from './service';

export const accountsResolvers = {
  Query: {
    viewer: async (_: unknown, __: unknown, ctx: Context): Promise<User | null> =>
      ctx.caller ? ((await ctx.services.accounts.userById(ctx.caller.userId)) ?? null) : null,
    user: async (_: unknown, args: { username: string }, ctx: Context): Promise<User | null> =>
      (await ctx.services.accounts.userByName(args.username)) ?? null,
    apiTokens: (_: unknown, __: unknown, ctx: Context) => ctx.services.accounts.listApiTokens(requireCaller(ctx)),
    sessions: (_: unknown, __: unknown, ctx: Context) => ctx.services.accounts.listSessions(requireSession(ctx)),
  },
  Mutation: {
    signUp: async (_: unknown, args: { username: string; password: string }, ctx: Context) => {
      const { token, user } = await ctx.services.accounts.signUp(args.username, args.password, clientOf(ctx));
      ctx.cookies?.set(token);
      return { token, user };
    },
    logIn: async (_: unknown, args: { username: string; password: string }, ctx: Context) => {
      const { token, user } = await ctx.services.accounts.logIn(args.username, args.password, clientOf(ctx));
      ctx.cookies?.set(token);
      return { token, user };
    },
    logOut: async (_: unknown, __: unknown, ctx: Context): Promise<boolean> => {
      ctx.cookies?.clear();
      if (!ctx.caller) return false;
      await ctx.services.accounts.logOut(ctx.caller);
      return true;
    },
    createApiToken: async (
      _: unknown,
      args: { name: string; scopes?: readonly ('READ' | 'PLAY')[] | null },
      ctx: Context,
    ) => {
      const scopes = args.scopes?.map((s): ApiTokenScope => (s === 'READ' ? 'read' : 'play'));
      const { token, row } = await ctx.services.accounts.createApiToken(requireSession(ctx), args.name, scopes);
      return { token, name: row.name, apiToken: row };
    },
    revokeApiToken: async (_: unknown, args: { id: string }, ctx: Context): Promise<boolean> => {
      await ctx.services.accounts.revokeApiToken(requireCaller(ctx), args.id);
      return true;
    },
    changePassword: (
      _: unknown,
      args: { currentPassword: string; newPassword: string },
      ctx: Context,
    ): Promise<number> =>
      ctx.services.accounts.changePassword(requireSession(ctx), args.currentPassword, args.newPassword, clientOf(ctx)),
    revokeSession: async (_: unknown, args: { id: string }, ctx: Context): Promise<boolean> => {
      await ctx.services.accounts.revokeSession(requireSession(ctx), args.id);
      return true;
    },
    logOutEverywhere: async (
      _: unknown,
      args: { includeApiTokens?: boolean | null },
      ctx: Context,
    ): Promise<number> => {
      const ended = await ctx.services.accounts.logOutEverywhere(requireSession(ctx), args.includeApiTokens === true);
      ctx.cookies?.clear();
      return ended;
    },
    updatePreferences: (
      _: unknown,
      args: { input: Parameters<Context['services']['accounts']['updatePreferences']>[1] },
      ctx: Context,
    ) => ctx.services.accounts.updatePreferences(requireCaller(ctx), args.input),
  },
  User: {
    ratings: async (user: User, _: unknown, ctx: Context) => {
      const rows = await ctx.services.db.db.select().from(ratings).where(eq(ratings.userId, user.id));
      return rows
        .map((r) => {
          const game = ctx.services.games.get(r.gameId);
          if (!game) return null;
          return game.mode === 'competitive'
            ? { game, rating: r.ordinal, deviation: r.sigma, matches: r.matches }
            : { game, rating: r.wins, deviation: 0, matches: r.matches };
        })
        .filter((r) => r !== null);
    },
    record: (user: User, _: unknown, ctx: Context) => userRecord(ctx.services.db, user.id),
    // Private to the user: nobody else learns how they like to play.
    // Read afresh: the user row may come from publicUser's copy, and a user reads their own preferences right after a change.
    preferences: async (user: User, _: unknown, ctx: Context) => {
      if (ctx.caller?.userId !== user.id) return null;
      const fresh = await ctx.services.accounts.userById(user.id);
      return preferencesOf(fresh?.preferences ?? user.preferences);
    },
  },
  ApiToken: {
    lastUsedAt: (t: ApiToken) => t.lastUsedAt,
    scopes: (t: ApiToken) => t.scopes.map((s) => s.toUpperCase()),
  },
  Session: {
    current: (s: Session, _: unknown, ctx: Context) => ctx.caller?.credentialId === s.id,
  },
};

function clientOf(ctx: Context): ClientInfo {
  return { ip: ctx.ip, userAgent: ctx.userAgent };
}
