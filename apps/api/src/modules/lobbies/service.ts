// Lobbies: create with validated options and time control, join, leave, seat and remove bots, remove people, chat, start, rematch.
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import {
  lobbies,
  lobbyMessages,
  lobbyRemovals,
  lobbySeats,
  matches,
  users,
  type DbHandle,
  type Executor,
  type Lobby,
  type LobbyMessage,
  type LobbyStatus,
  type TimeControl,
} from '@cortex/db';
import { BOT_LEVELS, CAMPAIGN_OPTION, parseOptions, SetupError, type AnyGame } from '@cortex/engine';
import type { GameRegistry } from '../../games';
import { badInput, conflict, forbidden, isUuid, notFound } from '../../lib/errors';
import { HOUR_MS, type AbuseLimits } from '../../lib/limits';
import type { PubSub } from '../../lib/pubsub';
import { inWords, withQuotas } from '../../lib/throttle';
import type { Caller } from '../accounts/service';
import type { CampaignsService } from '../campaigns/service';
import { chatText, checkChatRate } from '../matches/chat';
import { casualReason, type CasualReason } from '../matches/rated';
import type { LoadedMatch, MatchesService } from '../matches/service';
import { publishLobbyEvents, publishUserEvents, rematchEvents } from '../events/publish';

export interface SeatRow {
  seat: number;
  userId: string | null;
  username: string | null;
  bot: string | null;
}

export interface TimeControlInput {
  kind: 'REALTIME' | 'ASYNC';
  seconds?: number | null;
  hours?: number | null;
}

export interface CreateLobbyInput {
  gameId: string;
  seats: number;
  options?: unknown;
  private?: boolean | null;
  timeControl?: TimeControlInput | null;
  campaign?: boolean | null;
  /** The host's wish for a rated match (default true); bot seats or non-standard options make it casual anyway. */
  rated?: boolean | null;
}

export const DEFAULT_TIME_CONTROL: TimeControl = { kind: 'async', hours: 24 };

export function parseTimeControl(input: TimeControlInput | null | undefined): TimeControl {
  if (!input) return DEFAULT_TIME_CONTROL;
  // The other kind's amount would be ignored: refused instead, so that {REALTIME, hours: -1} is not a silent success.
  if (input.kind === 'REALTIME' && input.hours != null)
    throw badInput('Hours are for ASYNC time control; REALTIME takes seconds.', { field: 'timeControl.hours' });
  if (input.kind === 'ASYNC' && input.seconds != null)
    throw badInput('Seconds are for REALTIME time control; ASYNC takes hours.', { field: 'timeControl.seconds' });
  if (input.kind === 'REALTIME') {
    const seconds = input.seconds ?? 60;
    if (!Number.isInteger(seconds) || seconds < 10 || seconds > 3600)
      throw badInput('Real-time decisions take 10 to 3600 seconds.', { field: 'timeControl.seconds' });
    return { kind: 'realtime', seconds };
  }
  const hours = input.hours ?? 24;
  if (!Number.isInteger(hours) || hours < 1 || hours > 336)
    throw badInput('Async decisions take 1 to 336 hours.', { field: 'timeControl.hours' });
  return { kind: 'async', hours };
}

export class LobbiesService {
  readonly #reasons = new WeakMap<Lobby, Promise<CasualReason | null>>();

  constructor(
    private readonly db: DbHandle,
    private readonly games: GameRegistry,
    private readonly pubsub: PubSub,
    private readonly matches: MatchesService,
    private readonly campaigns: CampaignsService,
    private readonly limits: AbuseLimits,
  ) {}

  private game(id: string): AnyGame {
    const game = this.games.get(id);
    if (!game) throw badInput(`This server hosts no game "${id}".`, { field: 'gameId' });
    return game;
  }

  async get(id: string): Promise<Lobby | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.db.select().from(lobbies).where(eq(lobbies.id, id));
    return row;
  }

  seats(lobbyId: string): Promise<SeatRow[]> {
    return this.db.db
      .select({ seat: lobbySeats.seat, userId: lobbySeats.userId, username: users.username, bot: lobbySeats.bot })
      .from(lobbySeats)
      .leftJoin(users, eq(users.id, lobbySeats.userId))
      .where(eq(lobbySeats.lobbyId, lobbyId))
      .orderBy(asc(lobbySeats.seat));
  }

  /**
   * Opens a lobby; each address may open lobbiesPerAddressPerHour, and only lobbies opened count (bad input hands the
   * taking back). `alsoInTx` writes more in the lobby's own transaction (a challenge's row), so both exist or neither.
   */
  create(
    caller: Caller,
    input: CreateLobbyInput,
    ip: string,
    alsoInTx?: (tx: Executor, lobby: Lobby) => Promise<void>,
  ): Promise<Lobby> {
    const quota = {
      key: `lobby:${ip}`,
      max: this.limits.lobbiesPerAddressPerHour,
      windowMs: HOUR_MS,
      refusal: (s: number) =>
        `Many lobbies were opened from your network lately. Try again in ${inWords(s)}, or join an open one.`,
    };
    return withQuotas(this.db, [quota], () => this.open(caller, input, alsoInTx));
  }

  private async open(
    caller: Caller,
    input: CreateLobbyInput,
    alsoInTx?: (tx: Executor, lobby: Lobby) => Promise<void>,
  ): Promise<Lobby> {
    const game = this.game(input.gameId);
    if (!Number.isInteger(input.seats) || input.seats < game.minPlayers || input.seats > game.maxPlayers) {
      throw badInput(`${game.name} is for ${game.minPlayers}-${game.maxPlayers} players.`, { field: 'seats' });
    }
    if (
      input.options !== undefined &&
      input.options !== null &&
      (typeof input.options !== 'object' || Array.isArray(input.options))
    ) {
      throw badInput('Options must be a JSON object.', { field: 'options' });
    }
    if (JSON.stringify(input.options ?? {}).length > 20_000)
      throw badInput('Options are too large.', { field: 'options' });
    // What a campaign hands from game to game is the server's to set: a lobby cannot start with borrowed Upgrades.
    if (game.campaign && input.options && Object.hasOwn(input.options, CAMPAIGN_OPTION)) {
      throw badInput(`The "${CAMPAIGN_OPTION}" option is set by campaigns only: open the lobby with campaign: true.`, {
        field: 'options',
      });
    }
    let options: Record<string, unknown>;
    try {
      options = parseOptions(game, input.options ?? {}) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof SetupError) throw badInput(error.message, { field: 'options' });
      throw error;
    }
    const timeControl = parseTimeControl(input.timeControl);
    const campaign = input.campaign ?? false;
    if (campaign && !game.campaign) throw badInput(`${game.name} has no campaign.`, { field: 'campaign' });
    const campaignOnly = campaign
      ? undefined
      : game.campaign?.campaignOptions?.find((key) => input.options && Object.hasOwn(input.options, key));
    if (campaignOnly)
      throw badInput(
        `The "${campaignOnly}" option is for campaigns: open the lobby with campaign: true, or leave it out.`,
        { field: 'options' },
      );
    const lobby = await this.db.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(lobbies)
        .values({
          gameId: game.id,
          hostId: caller.userId,
          seats: input.seats,
          options,
          private: input.private ?? false,
          timeControl,
          campaign,
          rated: input.rated ?? true,
        })
        .returning();
      await tx.insert(lobbySeats).values({ lobbyId: row!.id, seat: 0, userId: caller.userId });
      await alsoInTx?.(tx, row!);
      return row!;
    });
    await this.pubsub.publish('lobby', { lobbyId: lobby.id });
    return lobby;
  }

  private async openLobby(lobbyId: string): Promise<Lobby> {
    const lobby = await this.get(lobbyId);
    if (!lobby) throw notFound('That lobby');
    if (lobby.status !== 'OPEN')
      throw conflict(lobby.status === 'STARTED' ? 'That lobby has already started.' : 'That lobby is closed.');
    return lobby;
  }

  /** Takes the lowest free seat; concurrent joins are settled by the (lobby, seat) and (lobby, user) keys. */
  private async takeSeat(
    lobby: Lobby,
    seatValues: { userId?: string; bot?: string; extra?: boolean; preferred?: number },
  ): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const taken = new Set((await this.seats(lobby.id)).map((s) => s.seat));
      const { preferred } = seatValues;
      const free =
        preferred !== undefined && preferred < lobby.seats && !taken.has(preferred)
          ? preferred
          : Array.from({ length: lobby.seats }, (_, i) => i).find((i) => !taken.has(i));
      if (free === undefined) throw conflict('That lobby is full.');
      const inserted = await this.db.db
        .insert(lobbySeats)
        .values({
          lobbyId: lobby.id,
          seat: free,
          userId: seatValues.userId ?? null,
          bot: seatValues.bot ?? null,
          extra: seatValues.extra ?? false,
        })
        .onConflictDoNothing()
        .returning({ seat: lobbySeats.seat });
      if (inserted.length > 0) return;
      if (
        seatValues.userId &&
        !seatValues.extra &&
        (await this.seats(lobby.id)).some((s) => s.userId === seatValues.userId)
      ) {
        throw conflict('You are already seated in this lobby.');
      }
    }
    throw conflict('The lobby changed while you joined; try again.');
  }

  /**
   * Takes a seat. Someone the host removed may come back to a public lobby, not to a private one. In a rematch's
   * lobby a player of the old match gets their old seat back when it is free.
   */
  async join(caller: Caller, lobbyId: string): Promise<Lobby> {
    const lobby = await this.openLobby(lobbyId);
    if ((await this.seats(lobby.id)).some((s) => s.userId === caller.userId))
      throw conflict('You are already seated in this lobby.');
    const removed = await this.wasRemoved(lobby.id, caller.userId);
    if (removed && lobby.private)
      throw forbidden('The host removed you from this private lobby: you cannot join it again.');
    const old = lobby.rematchOf
      ? (await this.matches.load(lobby.rematchOf))?.players.find((p) => p.userId === caller.userId && p.bot === null)
      : undefined;
    await this.takeSeat(lobby, { userId: caller.userId, ...(old ? { preferred: old.seat } : {}) });
    if (removed)
      await this.db.db
        .delete(lobbyRemovals)
        .where(and(eq(lobbyRemovals.lobbyId, lobby.id), eq(lobbyRemovals.userId, caller.userId)));
    await this.touch(lobby.id);
    return (await this.get(lobby.id))!;
  }

  /** Whether the host removed this person from the lobby (and they have not joined it again since). */
  async wasRemoved(lobbyId: string, userId: string): Promise<boolean> {
    const [row] = await this.db.db
      .select({ userId: lobbyRemovals.userId })
      .from(lobbyRemovals)
      .where(and(eq(lobbyRemovals.lobbyId, lobbyId), eq(lobbyRemovals.userId, userId)));
    return row !== undefined;
  }

  /** The host takes a person out of every seat they hold, before the start; the person is told so on the lobby. */
  async removePlayer(caller: Caller, lobbyId: string, userId: string): Promise<Lobby> {
    const lobby = await this.openLobby(lobbyId);
    if (lobby.hostId !== caller.userId) throw forbidden('Only the host can remove players.');
    if (userId === caller.userId)
      throw badInput('You cannot remove yourself: leave the lobby instead.', { field: 'userId' });
    if (!isUuid(userId) || !(await this.seats(lobby.id)).some((s) => s.userId === userId))
      throw badInput('That person is not seated in this lobby.', { field: 'userId' });
    await this.db.db.transaction(async (tx) => {
      // Locks the lobby row against a start committing meanwhile: a started lobby keeps its seats.
      const open = await tx
        .update(lobbies)
        .set({ updatedAt: new Date() })
        .where(and(eq(lobbies.id, lobby.id), eq(lobbies.status, 'OPEN')))
        .returning({ id: lobbies.id });
      if (open.length === 0) throw conflict('That lobby has already started.');
      await tx.delete(lobbySeats).where(and(eq(lobbySeats.lobbyId, lobby.id), eq(lobbySeats.userId, userId)));
      await tx.insert(lobbyRemovals).values({ lobbyId: lobby.id, userId }).onConflictDoNothing();
      // No longer seated, the person would not hear of the lobby's next change: they hear of this one.
      await publishUserEvents(this.pubsub, tx, [{ userId, kind: 'LOBBY_UPDATED', ids: { lobbyId: lobby.id } }]);
    });
    await this.touch(lobby.id);
    return (await this.get(lobby.id))!;
  }

  /** A message in the lobby's chat: only people seated in it, only before the start; the rules of match chat. */
  async sendMessage(caller: Caller, lobbyId: string, text: string): Promise<LobbyMessage> {
    const lobby = await this.get(lobbyId);
    if (!lobby) throw notFound('That lobby');
    if (lobby.status !== 'OPEN')
      throw conflict('The lobby chat closed when the match started; chat in the match instead.');
    const seat = (await this.seats(lobby.id)).find((s) => s.userId === caller.userId)?.seat;
    if (seat === undefined) throw forbidden('Only people seated in the lobby can write in its chat.');
    const trimmed = chatText(text);
    return this.db.db.transaction(async (tx) => {
      await checkChatRate(tx, caller.userId);
      const [row] = await tx
        .insert(lobbyMessages)
        .values({ lobbyId: lobby.id, userId: caller.userId, seat, text: trimmed })
        .returning();
      await this.pubsub.publish('lobby', { lobbyId: lobby.id }, tx);
      await publishLobbyEvents(this.pubsub, tx, lobby.id);
      return row!;
    });
  }

  chatPage(lobbyId: string, opts: { afterId?: number; limit: number; newest: boolean }): Promise<LobbyMessage[]> {
    const where =
      opts.afterId !== undefined
        ? and(eq(lobbyMessages.lobbyId, lobbyId), gt(lobbyMessages.id, opts.afterId))
        : eq(lobbyMessages.lobbyId, lobbyId);
    return this.db.db
      .select()
      .from(lobbyMessages)
      .where(where)
      .orderBy(opts.newest ? desc(lobbyMessages.id) : asc(lobbyMessages.id))
      .limit(opts.limit);
  }

  /**
   * One more seat for a player already seated: one person playing several characters, which only a cooperative game
   * allows (in a competitive one they would play against themselves and their rating would follow).
   */
  async takeAnotherSeat(caller: Caller, lobbyId: string): Promise<Lobby> {
    const lobby = await this.openLobby(lobbyId);
    const game = this.game(lobby.gameId);
    if (game.mode !== 'cooperative')
      throw badInput(`In ${game.name} each person plays one seat: it is a competitive game.`, { field: 'lobbyId' });
    if (!(await this.seats(lobby.id)).some((s) => s.userId === caller.userId))
      throw conflict('Join the lobby first; then you can take another seat.');
    await this.takeSeat(lobby, { userId: caller.userId, extra: true });
    await this.touch(lobby.id);
    return (await this.get(lobby.id))!;
  }

  async leave(caller: Caller, lobbyId: string): Promise<Lobby> {
    const lobby = await this.openLobby(lobbyId);
    const seats = await this.seats(lobby.id);
    if (!seats.some((s) => s.userId === caller.userId)) throw conflict('You are not seated in this lobby.');
    if (lobby.hostId === caller.userId) {
      // The host leaving hands the lobby to the next human, or closes it when none is left.
      const next = seats.find((s) => s.userId !== null && s.userId !== caller.userId);
      await this.db.db.transaction(async (tx) => {
        await tx.delete(lobbySeats).where(and(eq(lobbySeats.lobbyId, lobby.id), eq(lobbySeats.userId, caller.userId)));
        await tx
          .update(lobbies)
          .set(
            next
              ? { hostId: next.userId!, updatedAt: new Date() }
              : { status: 'CLOSED' as LobbyStatus, updatedAt: new Date() },
          )
          .where(eq(lobbies.id, lobby.id));
      });
    } else {
      await this.db.db
        .delete(lobbySeats)
        .where(and(eq(lobbySeats.lobbyId, lobby.id), eq(lobbySeats.userId, caller.userId)));
    }
    await this.touch(lobby.id);
    return (await this.get(lobby.id))!;
  }

  async addBot(caller: Caller, lobbyId: string, level: string | null | undefined): Promise<Lobby> {
    const lobby = await this.openLobby(lobbyId);
    if (lobby.hostId !== caller.userId) throw forbidden('Only the host can seat bots.');
    const chosen = level ?? 'normal';
    if (!(BOT_LEVELS as readonly string[]).includes(chosen))
      throw badInput(`Bot levels are ${BOT_LEVELS.join(', ')}.`, { field: 'level' });
    await this.takeSeat(lobby, { bot: chosen });
    await this.touch(lobby.id);
    return (await this.get(lobby.id))!;
  }

  async removeBot(caller: Caller, lobbyId: string, seat: number): Promise<Lobby> {
    const lobby = await this.openLobby(lobbyId);
    if (lobby.hostId !== caller.userId) throw forbidden('Only the host can remove bots.');
    const removed = await this.db.db
      .delete(lobbySeats)
      .where(and(eq(lobbySeats.lobbyId, lobby.id), eq(lobbySeats.seat, seat), sql`${lobbySeats.bot} is not null`))
      .returning({ seat: lobbySeats.seat });
    if (removed.length === 0)
      throw badInput(`Seat ${seat} holds no bot (seats count from 0, as in Lobby.players).`, { field: 'seat' });
    await this.touch(lobby.id);
    return (await this.get(lobby.id))!;
  }

  /** Starts the match: only the host, only with every seat filled; a lobby starts at most once. */
  async start(caller: Caller, lobbyId: string): Promise<string> {
    const lobby = await this.openLobby(lobbyId);
    if (lobby.hostId !== caller.userId) throw forbidden('Only the host can start the match.');
    return this.startOpen(lobby);
  }

  /** Starts an open lobby on its host's behalf: the host's own start, or an accepted challenge that filled the seats. */
  async startOpen(lobby: Lobby): Promise<string> {
    const game = this.game(lobby.gameId);
    const seats = await this.seats(lobby.id);
    if (seats.length !== lobby.seats)
      throw conflict(`All ${lobby.seats} seats must be filled first (${seats.length} are).`);
    const matchId = await this.db.db.transaction(async (tx) => {
      const claimed = await tx
        .update(lobbies)
        .set({ status: 'STARTED', updatedAt: new Date() })
        .where(and(eq(lobbies.id, lobby.id), eq(lobbies.status, 'OPEN')))
        .returning({ id: lobbies.id });
      if (claimed.length === 0) throw conflict('That lobby has already started.');
      const id = lobby.campaign
        ? await this.campaigns.startInTx(tx, game, lobby, seats)
        : await this.matches.starting.createInTx(tx, game, lobby, seats);
      await tx.update(lobbies).set({ matchId: id }).where(eq(lobbies.id, lobby.id));
      await this.pubsub.publish('lobby', { lobbyId: lobby.id }, tx);
      return id;
    });
    this.matches.kick(matchId);
    void this.matches.starting.announceStart(matchId);
    return matchId;
  }

  /**
   * A new lobby with the same game, options and seats: bots keep their seats, the caller takes theirs, and the
   * match's other players see it offered on the match (Match.rematch, announced on the match's channel). Asking
   * again returns that lobby, seating a player of the match who is not seated yet while it is open.
   */
  async rematch(caller: Caller, matchId: string): Promise<Lobby> {
    const match = await this.matches.load(matchId);
    if (!match) throw notFound('That match');
    if (match.row.status !== 'FINISHED') throw conflict('A rematch is possible once the match is over.');
    const me = match.players.find((p) => p.userId === caller.userId);
    if (!me) throw forbidden('Only players of the match can ask for a rematch.');
    const [existing] = await this.db.db.select().from(lobbies).where(eq(lobbies.rematchOf, matchId));
    if (existing) return this.acceptRematch(caller, existing);
    const origin = match.row.lobbyId ? await this.get(match.row.lobbyId) : undefined;
    try {
      const lobby = await this.db.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(lobbies)
          .values({
            gameId: match.game.id,
            hostId: caller.userId,
            seats: match.row.players,
            options: match.row.options,
            private: origin?.private ?? false,
            timeControl: match.row.timeControl,
            // The host's rated-or-casual choice carries over; the seats and options decide the rest again at the start.
            rated: origin?.rated ?? true,
            rematchOf: matchId,
          })
          .returning();
        const seated = match.players.filter((p) => p.bot !== null || p.userId === caller.userId);
        const mine = seated.filter((p) => p.bot === null);
        await tx.insert(lobbySeats).values(
          seated.map((p) => ({
            lobbyId: row!.id,
            seat: p.seat,
            userId: p.bot ? null : p.userId,
            bot: p.bot,
            extra: p.bot === null && p !== mine[0],
          })),
        );
        await this.pubsub.publish('lobby', { lobbyId: row!.id }, tx);
        // The match's channel too: its other players' match pages show the offer at once; and each of them hears of it.
        await this.pubsub.publish('match', { matchId, version: match.row.version }, tx);
        await publishUserEvents(this.pubsub, tx, rematchEvents(matchId, row!.id, match.players, caller.userId));
        return row!;
      });
      return lobby;
    } catch (error) {
      const [raced] = await this.db.db.select().from(lobbies).where(eq(lobbies.rematchOf, matchId));
      if (raced) return this.acceptRematch(caller, raced);
      throw error;
    }
  }

  /** A player of the match asking for the rematch that exists: seated when it is open and they are not yet. */
  private async acceptRematch(caller: Caller, lobby: Lobby): Promise<Lobby> {
    if (lobby.status !== 'OPEN' || (await this.seats(lobby.id)).some((s) => s.userId === caller.userId)) return lobby;
    return this.join(caller, lobby.id);
  }

  /**
   * The rematch lobby of a match, as a caller may see it: its players always (a private lobby's link is their
   * invitation), anyone else only when it is public.
   */
  async rematchFor(match: LoadedMatch, caller: Caller | null): Promise<Lobby | null> {
    const [lobby] = await this.db.db.select().from(lobbies).where(eq(lobbies.rematchOf, match.row.id));
    if (!lobby) return null;
    const player = caller !== null && match.players.some((p) => p.userId === caller.userId && p.bot === null);
    return player || !lobby.private ? lobby : null;
  }

  /** Listed lobbies, newest first (private ones never appear). */
  async list(filter: {
    gameId?: string | null;
    status?: LobbyStatus | null;
    after?: { at: string; id: string };
    limit: number;
  }): Promise<Lobby[]> {
    const conditions = [eq(lobbies.private, false)];
    if (filter.gameId) conditions.push(eq(lobbies.gameId, filter.gameId));
    if (filter.status) conditions.push(eq(lobbies.status, filter.status));
    if (filter.after) {
      const at = new Date(filter.after.at);
      conditions.push(or(lt(lobbies.createdAt, at), and(eq(lobbies.createdAt, at), lt(lobbies.id, filter.after.id)))!);
    }
    return this.db.db
      .select()
      .from(lobbies)
      .where(and(...conditions))
      .orderBy(desc(lobbies.createdAt), desc(lobbies.id))
      .limit(filter.limit);
  }

  private async touch(lobbyId: string): Promise<void> {
    await this.db.db.update(lobbies).set({ updatedAt: new Date() }).where(eq(lobbies.id, lobbyId));
    await this.pubsub.publish('lobby', { lobbyId });
    await publishLobbyEvents(this.pubsub, this.db.db, lobbyId);
  }

  /**
   * Why the lobby's match is (or, started now, would be) casual, or null when it is rated: a started lobby answers
   * with its match's stored decision; an open one with the same rule applied to its seats and options as they stand.
   */
  casualReason(lobby: Lobby): Promise<CasualReason | null> {
    // Lobby.rated and Lobby.casualReason of one row share one answer (rows are read per request, so this never goes stale).
    let reason = this.#reasons.get(lobby);
    if (!reason) {
      reason = this.findCasualReason(lobby);
      this.#reasons.set(lobby, reason);
    }
    return reason;
  }

  private async findCasualReason(lobby: Lobby): Promise<CasualReason | null> {
    const matchId = lobby.status === 'OPEN' ? null : await this.matchOf(lobby);
    const match = matchId ? await this.matches.load(matchId) : undefined;
    if (match) return this.matches.starting.casualReason(match);
    const game = this.games.get(lobby.gameId);
    if (!game) return 'OPTIONS';
    return casualReason(game, { hostRated: lobby.rated, options: lobby.options, seats: await this.seats(lobby.id) });
  }

  /** The match a lobby started, if any. */
  async matchOf(lobby: Lobby): Promise<string | null> {
    if (lobby.matchId) return lobby.matchId;
    const [row] = await this.db.db.select({ id: matches.id }).from(matches).where(eq(matches.lobbyId, lobby.id));
    return row?.id ?? null;
  }
}
