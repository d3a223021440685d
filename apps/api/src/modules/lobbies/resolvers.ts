// Lobbies module resolvers: listing, lobby fields (seats, chat, removal), lobby mutations and the lobbyUpdated subscription.
import type { Lobby, LobbyStatus, TimeControl } from '@cortex/db';
import type { Context } from '../../context';
import { requireCaller } from '../../lib/auth';
import { isUuid, notFound } from '../../lib/errors';
import { connection, decodeTimeIdCursor, encodeCursor, pageSize } from '../../lib/pagination';
import { changeTicks } from '../../lib/pubsub';
import { chatConnection } from '../matches/chat';
import type { CreateLobbyInput } from './service';

export function timeControlOut(tc: TimeControl) {
  return tc.kind === 'realtime'
    ? { kind: 'REALTIME', seconds: tc.seconds, hours: null }
    : { kind: 'ASYNC', seconds: null, hours: tc.hours };
}

const lobbyCursor = (l: Lobby) => encodeCursor([l.createdAt.toISOString(), l.id]);

export const lobbiesResolvers = {
  Query: {
    lobbies: async (
      _: unknown,
      args: { gameId?: string | null; status?: LobbyStatus | null; first?: number | null; after?: string | null },
      ctx: Context,
    ) => {
      const first = pageSize(args.first);
      const after = decodeTimeIdCursor(args.after);
      const rows = await ctx.services.lobbies.list({
        gameId: args.gameId,
        status: args.status,
        limit: first + 1,
        ...(after ? { after } : {}),
      });
      return connection(rows, first, lobbyCursor);
    },
    lobby: async (_: unknown, args: { id: string }, ctx: Context) => (await ctx.services.lobbies.get(args.id)) ?? null,
  },
  Mutation: {
    createLobby: (_: unknown, args: { input: CreateLobbyInput }, ctx: Context) =>
      ctx.services.lobbies.create(requireCaller(ctx), args.input, ctx.ip),
    joinLobby: (_: unknown, args: { lobbyId: string }, ctx: Context) =>
      ctx.services.lobbies.join(requireCaller(ctx), args.lobbyId),
    takeAnotherSeat: (_: unknown, args: { lobbyId: string }, ctx: Context) =>
      ctx.services.lobbies.takeAnotherSeat(requireCaller(ctx), args.lobbyId),
    leaveLobby: (_: unknown, args: { lobbyId: string }, ctx: Context) =>
      ctx.services.lobbies.leave(requireCaller(ctx), args.lobbyId),
    addBot: (_: unknown, args: { lobbyId: string; level?: string | null }, ctx: Context) =>
      ctx.services.lobbies.addBot(requireCaller(ctx), args.lobbyId, args.level),
    removeBot: (_: unknown, args: { lobbyId: string; seat: number }, ctx: Context) =>
      ctx.services.lobbies.removeBot(requireCaller(ctx), args.lobbyId, args.seat),
    rematch: (_: unknown, args: { matchId: string }, ctx: Context) =>
      ctx.services.lobbies.rematch(requireCaller(ctx), args.matchId),
    removePlayer: (_: unknown, args: { lobbyId: string; userId: string }, ctx: Context) =>
      ctx.services.lobbies.removePlayer(requireCaller(ctx), args.lobbyId, args.userId),
    sendLobbyMessage: async (_: unknown, args: { lobbyId: string; text: string }, ctx: Context) => {
      const caller = requireCaller(ctx);
      await ctx.services.requests.takeChat(ctx.ip);
      return ctx.services.lobbies.sendMessage(caller, args.lobbyId, args.text);
    },
  },
  Subscription: {
    lobbyUpdated: {
      subscribe: async (_: unknown, args: { lobbyId: string }, ctx: Context) => {
        if (!isUuid(args.lobbyId) || !(await ctx.services.lobbies.get(args.lobbyId))) throw notFound('That lobby');
        return changeTicks(
          (tick) =>
            ctx.services.pubsub.onChangeOrResync('lobby', (p) => (p === null || p.lobbyId === args.lobbyId) && tick()),
          true,
        );
      },
      resolve: async (_tick: unknown, args: { lobbyId: string }, ctx: Context) => {
        const lobby = await ctx.services.lobbies.get(args.lobbyId);
        if (!lobby) throw notFound('That lobby');
        return lobby;
      },
    },
  },
  Lobby: {
    game: (l: Lobby, _: unknown, ctx: Context) => ctx.services.games.get(l.gameId),
    host: (l: Lobby, _: unknown, ctx: Context) => ctx.services.accounts.userById(l.hostId),
    players: async (l: Lobby, _: unknown, ctx: Context) => {
      const seats = await ctx.services.lobbies.seats(l.id);
      return seats.map((s) => ({
        seat: s.seat,
        user: s.userId ? { id: s.userId, username: s.username } : null,
        bot: s.bot,
      }));
    },
    match: async (l: Lobby, _: unknown, ctx: Context) => {
      const id = await ctx.services.lobbies.matchOf(l);
      return id ? ctx.services.matches.modelFor(id, ctx.caller) : null;
    },
    timeControl: (l: Lobby) => timeControlOut(l.timeControl),
    rematchOf: (l: Lobby) => l.rematchOf,
    rated: async (l: Lobby, _: unknown, ctx: Context) => (await ctx.services.lobbies.casualReason(l)) === null,
    casualReason: (l: Lobby, _: unknown, ctx: Context) => ctx.services.lobbies.casualReason(l),
    chat: (l: Lobby, args: { first?: number | null; after?: string | null; last?: number | null }, ctx: Context) =>
      chatConnection((opts) => ctx.services.lobbies.chatPage(l.id, opts), args),
    viewerRemoved: async (l: Lobby, _: unknown, ctx: Context) =>
      ctx.caller ? ctx.services.lobbies.wasRemoved(l.id, ctx.caller.userId) : false,
  },
  LobbySeat: {
    user: async (s: { user: { id: string } | null }, _: unknown, ctx: Context) =>
      s.user ? ctx.services.accounts.userById(s.user.id) : null,
  },
};
