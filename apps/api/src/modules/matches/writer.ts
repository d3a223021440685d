// Writing to a match: moves (through the group committer, or a transaction when they change more than the move log),
// marker rows for acts that are not moves, and the end of a match with its results, ratings and campaign record.
import { and, eq } from 'drizzle-orm';
import {
  lobbies,
  matches,
  matchMoves,
  matchPlayers,
  type DbHandle,
  type Executor,
  type MatchEndReason,
  type TimeControl,
} from '@cortex/db';
import {
  applyMove,
  awaitedSeats,
  type LogEntry,
  type MatchResult,
  type MatchState,
  type MoveError,
} from '@cortex/engine';
import { apiError } from '../../lib/errors';
import type { CarriedMove, Change, PubSub } from '../../lib/pubsub';
import type { Logger } from '../../logger';
import { finishEvents, publishUserEvents, turnEvents } from '../events/publish';
import type { NotificationsService } from '../notifications/service';
import { recordCampaignGameInTx } from '../results/campaignRecord';
import { outcomesOf, updateRatings } from '../results/ratings';
import { MoveCommitter } from './committer';
import { forfeitedSeats, type MarkerType } from './endings';
import { snapshotDue, type LoadedMatch, type MatchPlayerRow, type MatchStore } from './store';

/** A row of the move log the server writes for an act that is not a game move (see MARKER). */
export interface Marker {
  readonly seat: number;
  readonly type: MarkerType;
  readonly log: LogEntry[];
  /** Written for a person by the sweeper (a timeout) rather than by their own request. */
  readonly bySweeper?: boolean;
}

/** What a marker does to seats of the match. */
export type SeatChange = Partial<Pick<MatchPlayerRow, 'away' | 'resigned' | 'timeoutsInARow'>>;

/** How a marker ends the match, if it does. */
export type MarkerEnd =
  | { readonly kind: 'finish'; readonly result: MatchResult; readonly reason: MatchEndReason }
  | { readonly kind: 'abort' };

export interface MoveFlags {
  readonly byBot: boolean;
  readonly timedOut: boolean;
  readonly extraLog?: LogEntry[];
  /** A timeout's count for the seat, written with the move. */
  readonly timeout?: { readonly timeoutsInARow: number; readonly away: boolean };
}

/** Runs one task at a time per match, in order: a match's writes never race each other within this instance. */
class MatchQueue {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(id: string, task: () => Promise<T>): Promise<T> {
    const tail = this.#tails.get(id) ?? Promise.resolve();
    const next = tail.then(task, task);
    const settled = next.catch(() => undefined);
    this.#tails.set(id, settled);
    void settled.then(() => {
      if (this.#tails.get(id) === settled) this.#tails.delete(id);
    });
    return next;
  }
}

export class MatchWriter {
  readonly committer: MoveCommitter;
  readonly #queue = new MatchQueue();

  constructor(
    private readonly db: DbHandle,
    private readonly store: MatchStore,
    private readonly pubsub: PubSub,
    private readonly log: Logger,
    private readonly notifications: NotificationsService | undefined,
  ) {
    this.committer = new MoveCommitter(db, (changes, others) => {
      this.pubsub
        .announce(changes, others)
        .catch((error: unknown) => this.log.error({ err: error }, 'announcing committed moves failed'));
    });
  }

  /** Runs a write on the match as this instance holds it now, after any write of the match already under way. */
  onMatch<T>(matchId: string, task: () => Promise<T>): Promise<T> {
    return this.#queue.run(matchId, task);
  }

  /**
   * Applies one move exactly once. The version check and the move row (unique match_id, seq) are written in one
   * statement, so of several submits for one version one wins and the rest get STALE_VERSION. A plain move goes through
   * the group committer; one that ends the match or changes a seat (a timeout, a person back from away) takes a
   * transaction of its own. Returns the match after the move, once it has committed.
   */
  commit(match: LoadedMatch, seat: number, rawMove: unknown, flags: MoveFlags): Promise<LoadedMatch | undefined> {
    return this.onMatch(match.row.id, async () => {
      // A write of this match that was queued first may have moved it on: the move was decided on an older state.
      const held = await this.store.load(match.row.id);
      if (!held || held.row.version !== match.row.version) throw stale(held?.row.version);
      return this.commitNow(match, seat, rawMove, flags);
    });
  }

  private async commitNow(
    match: LoadedMatch,
    seat: number,
    rawMove: unknown,
    flags: MoveFlags,
  ): Promise<LoadedMatch | undefined> {
    const { row, game } = match;
    const result = applyMove(game, row.state as MatchState<unknown>, seat, rawMove);
    if (!result.ok) throw moveRefused(result.error);
    const status = game.status(result.state);
    const finished = status.kind === 'finished';
    const version = row.version + 1;
    const log = [...result.log, ...(flags.extraLog ?? [])];
    const toAct = [...awaitedSeats(status)];
    const deadlineAt = finished ? null : nextDeadline(row, seat, toAct);
    const player = match.players.find((p) => p.seat === seat);
    // A human's move clears their timeout streak (and, in cooperative games, their away flag).
    const resetsPlayer =
      !flags.byBot &&
      player !== undefined &&
      (player.timeoutsInARow !== 0 || (game.mode === 'cooperative' && player.away));
    const turns = turnEvents(row.id, match.players, row.toAct, toAct, game.mode === 'competitive');

    if (!finished && !flags.timeout && !resetsPlayer) {
      const snapshot = snapshotDue(version, row.stateVersion) ? result.state : null;
      const write = this.store.writing(row.id);
      let next: LoadedMatch | undefined;
      let outcome;
      try {
        outcome = await this.committer.write({
          matchId: row.id,
          fromVersion: row.version,
          seat,
          move: result.move,
          log,
          byBot: flags.byBot,
          timedOut: flags.timedOut,
          toAct,
          deadlineAt,
          snapshot,
          committed: (at): Change[] => {
            const drawOffers = row.drawOffers.includes(seat) ? [seat] : [];
            const stateVersion = snapshot ? version : row.stateVersion;
            next = {
              ...match,
              row: { ...row, version, state: result.state, stateVersion, toAct, deadlineAt, updatedAt: at, drawOffers },
            };
            write.store(next);
            this.store.moved(row.id, {
              seq: version,
              seat,
              move: result.move,
              log,
              createdAt: at,
              timedOut: flags.timedOut,
              byBot: flags.byBot,
            });
            const carried: CarriedMove = {
              seat,
              move: result.move,
              log,
              byBot: flags.byBot,
              timedOut: flags.timedOut,
              at: at.toISOString(),
              toAct,
              deadlineAt: deadlineAt?.toISOString() ?? null,
              drawOffers,
              stateVersion,
            };
            return [
              { channel: 'match', payload: { matchId: row.id, version, move: carried } },
              ...turns.map((payload): Change => ({ channel: 'user', payload })),
            ];
          },
        });
      } catch (error) {
        write.abort();
        throw error;
      }
      if (outcome === 'stale' || !next) {
        write.abort();
        throw stale(undefined);
      }
      this.notifications?.turnsStarted(next, row.toAct, toAct);
      return next;
    }

    try {
      await this.db.db.transaction(async (tx) => {
        const updated = await tx
          .update(matches)
          .set({
            version,
            state: result.state,
            stateVersion: version,
            toAct,
            deadlineAt,
            updatedAt: new Date(),
            drawOffers: row.drawOffers.includes(seat) ? [seat] : [],
          })
          .where(and(eq(matches.id, row.id), eq(matches.version, row.version), eq(matches.status, 'ACTIVE')))
          .returning({ version: matches.version });
        if (updated.length === 0) throw stale(undefined);
        await tx.insert(matchMoves).values({
          matchId: row.id,
          seq: version,
          seat,
          move: result.move,
          log,
          byBot: flags.byBot,
          timedOut: flags.timedOut,
        });
        if (flags.timeout) {
          // Counted in the move's own transaction, so two instances sweeping one deadline count it once.
          await tx
            .update(matchPlayers)
            .set(flags.timeout)
            .where(and(eq(matchPlayers.matchId, row.id), eq(matchPlayers.seat, seat)));
        }
        if (!flags.byBot) {
          await tx
            .update(matchPlayers)
            .set({ timeoutsInARow: 0, ...(game.mode === 'cooperative' ? { away: false } : {}) })
            .where(and(eq(matchPlayers.matchId, row.id), eq(matchPlayers.seat, seat)));
        }
        if (status.kind === 'finished') await this.finishInTx(tx, match, status.result, result.state, 'RULES');
        await this.pubsub.publish('match', { matchId: row.id, version }, tx);
        if (!finished) await publishUserEvents(this.pubsub, tx, turns);
      });
    } finally {
      // Players, results or ratings changed too: the next read brings all of it up to date.
      this.store.stale(row.id);
    }
    if (!finished) this.notifications?.turnsStarted({ ...match, row: { ...row, deadlineAt, toAct } }, row.toAct, toAct);
    return undefined;
  }

  /** Ends the match: per-seat results, ratings (rated matches only) and the lobby, in the transaction that made the last move. */
  async finishInTx(
    tx: Executor,
    match: LoadedMatch,
    result: MatchResult,
    state: MatchState<unknown>,
    reason: MatchEndReason,
  ): Promise<void> {
    const forfeited = forfeitedSeats(match.game, match.players);
    const outcomes = outcomesOf(result, match.players, forfeited);
    await tx
      .update(matches)
      .set({
        status: 'FINISHED',
        endReason: reason,
        result,
        endedAt: new Date(),
        deadlineAt: null,
        toAct: [],
        drawOffers: [],
      })
      .where(eq(matches.id, match.row.id));
    for (const o of outcomes) {
      await tx
        .update(matchPlayers)
        .set({ score: o.score, winner: o.winner, rank: o.rank })
        .where(and(eq(matchPlayers.matchId, match.row.id), eq(matchPlayers.seat, o.seat)));
    }
    // Casual matches (a bot seat, non-standard options, or the host's choice) keep their results and records, but
    // never reach the leaderboard or anyone's ratings.
    if (match.row.rated) await updateRatings(tx, match.game, outcomes);
    if (match.row.lobbyId) await tx.update(lobbies).set({ status: 'CLOSED' }).where(eq(lobbies.id, match.row.lobbyId));
    const { campaignId, campaignGame } = match.row;
    if (campaignId !== null && campaignGame !== null)
      await recordCampaignGameInTx(tx, match.game, { id: match.row.id, campaignId, campaignGame }, state, result);
    await publishUserEvents(this.pubsub, tx, finishEvents(match.row.id, match.players));
  }

  /**
   * Records an act that is not a game move as one row of the move log, guarded by the version like a move (a move that
   * slipped in first makes it STALE_VERSION), with the seats it changes and, when it ends the match, that end. Any
   * standing draw offer lapses with it.
   */
  async writeMarker(
    match: LoadedMatch,
    marker: Marker,
    seats: ReadonlyMap<number, SeatChange>,
    end: MarkerEnd | null,
  ): Promise<void> {
    await this.onMatch(match.row.id, async () => {
      try {
        await this.db.db.transaction((tx) => this.markerInTx(tx, match, marker, seats, end));
      } finally {
        // Players, results or ratings may have changed too: the next read brings all of it up to date.
        this.store.stale(match.row.id);
      }
    });
  }

  async markerInTx(
    tx: Executor,
    match: LoadedMatch,
    marker: Marker,
    seats: ReadonlyMap<number, SeatChange>,
    end: MarkerEnd | null,
  ): Promise<void> {
    const { row } = match;
    const version = row.version + 1;
    const updated = await tx
      .update(matches)
      .set({ version, drawOffers: [], updatedAt: new Date() })
      .where(and(eq(matches.id, row.id), eq(matches.version, row.version), eq(matches.status, 'ACTIVE')))
      .returning({ id: matches.id });
    if (updated.length === 0) throw stale(undefined);
    const bySweeper = marker.bySweeper ?? false;
    await tx.insert(matchMoves).values({
      matchId: row.id,
      seq: version,
      seat: marker.seat,
      move: { type: marker.type },
      log: marker.log,
      byBot: bySweeper,
      timedOut: bySweeper,
    });
    for (const [seat, change] of seats) {
      await tx
        .update(matchPlayers)
        .set(change)
        .where(and(eq(matchPlayers.matchId, row.id), eq(matchPlayers.seat, seat)));
    }
    const after: LoadedMatch = { ...match, players: match.players.map((p) => ({ ...p, ...seats.get(p.seat) })) };
    if (end?.kind === 'finish')
      await this.finishInTx(tx, after, end.result, row.state as MatchState<unknown>, end.reason);
    if (end?.kind === 'abort') await this.abortInTx(tx, after);
    await this.pubsub.publish('match', { matchId: row.id, version }, tx);
  }

  /** Ends the match without a result: no winner, no ranks, no ratings; its lobby closes. */
  private async abortInTx(tx: Executor, match: LoadedMatch): Promise<void> {
    await tx
      .update(matches)
      .set({
        status: 'ABORTED',
        endReason: 'ABORTED',
        endedAt: new Date(),
        deadlineAt: null,
        toAct: [],
        drawOffers: [],
      })
      .where(eq(matches.id, match.row.id));
    if (match.row.lobbyId) await tx.update(lobbies).set({ status: 'CLOSED' }).where(eq(lobbies.id, match.row.lobbyId));
    await publishUserEvents(this.pubsub, tx, finishEvents(match.row.id, match.players));
  }
}

export function deadlineFrom(tc: TimeControl): Date {
  const ms = tc.kind === 'realtime' ? tc.seconds * 1000 : tc.hours * 3600 * 1000;
  return new Date(Date.now() + ms);
}

/**
 * The clock after a move belongs to the turn: it starts again when the awaited seats change or one of them moves (the
 * player on turn is active), but a move another seat may make meanwhile (an answer it was not awaited for) leaves the
 * awaited player's clock running.
 */
export function nextDeadline(
  row: { readonly toAct: readonly number[]; readonly deadlineAt: Date | null; readonly timeControl: TimeControl },
  seat: number,
  toAct: readonly number[],
): Date {
  const same = toAct.length === row.toAct.length && toAct.every((s) => row.toAct.includes(s));
  if (same && !row.toAct.includes(seat) && row.deadlineAt) return row.deadlineAt;
  return deadlineFrom(row.timeControl);
}

export function stale(current: number | undefined) {
  return apiError(
    'STALE_VERSION',
    'The match moved on before your move arrived; reload it and decide again.',
    current === undefined ? {} : { currentVersion: current },
  );
}

function moveRefused(error: MoveError) {
  const code = error.code === 'MALFORMED_MOVE' || error.code === 'UNKNOWN_MOVE' ? 'BAD_USER_INPUT' : 'ILLEGAL_MOVE';
  return apiError(code, error.reason, { reason: error.code });
}
