// Matches: read one, take a person's move; the parts live beside it (starting, store, writer and group committer, bots
// and deadlines, leaving, chat) and this service is the one door the resolvers and other modules use.
import { and, desc, eq, sql } from 'drizzle-orm';
import { matches, matchPlayers, type DbHandle, type Executor } from '@cortex/db';
import type { AnyGame, MatchState } from '@cortex/engine';
import type { GameRegistry } from '../../games';
import { apiError, forbidden, notFound } from '../../lib/errors';
import type { PubSub } from '../../lib/pubsub';
import type { Logger } from '../../logger';
import type { Caller } from '../accounts/service';
import { BotRunner, type BotOptions } from './bots';
import { MatchChat } from './chat';
import { Leaving } from './leaving';
import { seatForMove, seatsOf } from './seats';
import { MatchStore, type LoadedMatch, type StoredMove } from './store';
import { MatchStarter } from './starting';
import { MatchWriter, stale } from './writer';

export type { LoadedMatch, MatchPlayerRow, StoredMove } from './store';
export { isCode } from './bots';
export { CHAT_MAX_LENGTH } from './chat';
export type MatchesOptions = BotOptions;

export class MatchesService {
  readonly store: MatchStore;
  readonly writer: MatchWriter;
  readonly bots: BotRunner;
  readonly leaving: Leaving;
  readonly chat: MatchChat;
  readonly starting: MatchStarter;
  readonly #offChanges: () => void;

  constructor(
    private readonly db: DbHandle,
    games: GameRegistry,
    private readonly pubsub: PubSub,
    log: Logger,
    opts: MatchesOptions,
  ) {
    this.store = new MatchStore(db, games);
    this.writer = new MatchWriter(db, this.store, pubsub, log, opts.notifications);
    this.leaving = new Leaving(db, this.store, this.writer, pubsub, (id) => this.kick(id));
    this.bots = new BotRunner(db, this.store, this.writer, log, opts, (match) => this.leaving.unmovedPeople(match));
    this.chat = new MatchChat(db, this.store, pubsub);
    this.starting = new MatchStarter(db, this.store, pubsub, opts.notifications);
    // Notifications missed while the database connection was lost: every match held here is read again before use.
    this.#offChanges = pubsub.onChangeOrResync('match', (change) => {
      if (change === null) this.store.staleAll();
      else if (change.refresh === true) this.store.stale(change.matchId);
      else if (change.move) this.store.advance(change.matchId, change.version, change.move);
      else this.store.changed(change.matchId, change.version);
    });
  }

  startSweeper(): void {
    this.bots.startSweeper();
  }

  async stop(): Promise<void> {
    this.#offChanges();
    await this.bots.stop();
  }

  /** The match with its players; outside a transaction from memory when it holds a fresh copy. */
  load(id: string, exec?: Executor): Promise<LoadedMatch | undefined> {
    return this.store.load(id, exec);
  }

  /** Lets this instance's bots play the match until a person is awaited. */
  kick(matchId: string): void {
    this.bots.kick(matchId);
  }

  /**
   * A person's move: the caller must hold an awaited seat and name the version they saw. A caller holding several seats
   * may name the seat; otherwise the move goes to the first of their seats for which it is legal.
   */
  async submit(
    caller: Caller,
    matchId: string,
    expectedVersion: number,
    move: unknown,
    seat?: number | null,
  ): Promise<LoadedMatch> {
    let match = await this.load(matchId);
    // A copy held here may trail a move made through another instance: decide staleness on the database's version.
    if (match && expectedVersion !== match.row.version) {
      this.store.stale(matchId);
      match = await this.load(matchId);
    }
    if (!match) throw notFound('That match');
    const seats = seatsOf(match.players, caller.userId);
    if (seats.length === 0) throw forbidden('You are not playing in this match.');
    if (seat != null && !seats.includes(seat))
      throw forbidden(`You do not hold seat ${seat} in this match (seats count from 0, as in Match.players).`);
    const resigned = (s: number) => match.players.find((p) => p.seat === s)!.resigned;
    if (seat != null && resigned(seat)) throw forbidden(gaveUpWords(match.game));
    if (match.row.status !== 'ACTIVE') throw apiError('ILLEGAL_MOVE', 'The match is over.', { reason: 'GAME_OVER' });
    if (expectedVersion !== match.row.version) throw stale(match.row.version);
    // Seats given up are out of play: a move without a seat named goes to one the person still plays.
    const open = seats.filter((s) => !resigned(s));
    const chosen =
      seat ??
      seatForMove(
        match.game,
        match.row.state as MatchState<unknown>,
        open.length > 0 ? open : seats,
        match.row.toAct,
        move,
      )!;
    const player = match.players.find((p) => p.seat === chosen)!;
    if (player.resigned) throw forbidden(gaveUpWords(match.game));
    if (match.game.mode === 'competitive' && player.away)
      throw forbidden('You forfeited this match after repeated timeouts.');
    const next = await this.writer.commit(match, chosen, move, { byBot: false, timedOut: false });
    this.kick(matchId);
    return next ?? (await this.load(matchId))!;
  }

  /** Every stored move of the match, in order. */
  moves(matchId: string): Promise<StoredMove[]> {
    return this.store.moves(matchId);
  }

  /** Ids of matches a user plays, newest first, with the awaited ones first. */
  async activeFor(userId: string, limit: number): Promise<string[]> {
    // Grouped per match: one person may hold several seats of a cooperative match.
    const awaited = sql<boolean>`bool_or(${matchPlayers.seat} = any(${matches.toAct}))`;
    const rows = await this.db.db
      .select({ id: matches.id, awaited })
      .from(matchPlayers)
      .innerJoin(matches, eq(matches.id, matchPlayers.matchId))
      .where(and(eq(matchPlayers.userId, userId), eq(matches.status, 'ACTIVE')))
      .groupBy(matches.id, matches.updatedAt)
      .orderBy(desc(awaited), desc(matches.updatedAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async loadMany(ids: readonly string[]): Promise<LoadedMatch[]> {
    if (ids.length === 0) return [];
    const found = await Promise.all(ids.map((id) => this.load(id)));
    return found.filter((m): m is LoadedMatch => m !== undefined);
  }

  /** A match as one caller sees it: what the Match type's resolvers work from. */
  async modelFor(id: string, caller: Caller | null): Promise<MatchModel | null> {
    const match = await this.load(id);
    return match ? { match, caller } : null;
  }
}

export interface MatchModel {
  readonly match: LoadedMatch;
  readonly caller: Caller | null;
  /** In a matchUpdated push: what this subscription was sent before (see Match.logUpdate). */
  readonly push?: PushSource;
}

/** One subscription's pushes: the match, and how many log lines it has been sent so far (Match.logUpdate sets it). */
export interface PushSource {
  readonly matchId: string;
  total?: number | undefined;
  /** The match as the push shows it, when worked out before the push is executed (SharedPushes). */
  readonly model?: MatchModel;
}

/** Why a seat given up takes no more moves from its person. */
function gaveUpWords(game: AnyGame): string {
  return game.mode === 'competitive' ? 'You resigned this match.' : 'You left this match: a bot plays that seat now.';
}
