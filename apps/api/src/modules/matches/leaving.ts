// Leaving a match other than by its rules: resigning (or leaving a cooperative seat to a bot), aborting before every
// person has moved, and draws by agreement; each written as a marker row of the move log.
import { and, eq, sql } from 'drizzle-orm';
import { matches, matchMoves, type DbHandle, type Executor } from '@cortex/db';
import { phrase, seatList, seatRef, type LogEntry } from '@cortex/engine';
import { badInput, forbidden, notFound } from '../../lib/errors';
import type { PubSub } from '../../lib/pubsub';
import type { Caller } from '../accounts/service';
import { isCode } from './bots';
import { drawResult, gaveUp, humanSeats, lastStandingResult, MARKER, standingSeats, teamGaveUpResult } from './endings';
import { seatsOf } from './seats';
import type { LoadedMatch, MatchStore } from './store';
import { memoized } from './viewerMemo';
import { stale, type Marker, type MatchWriter, type SeatChange } from './writer';

export class Leaving {
  /** Matches in which every person has moved: they can no longer be aborted (see unmovedPeople). */
  readonly #everyoneMoved = new Set<string>();

  constructor(
    private readonly db: DbHandle,
    private readonly store: MatchStore,
    private readonly writer: MatchWriter,
    private readonly pubsub: PubSub,
    /** Lets bots play a seat that is now theirs. */
    private readonly kick: (matchId: string) => void,
  ) {}

  /** Runs `act` on the match as stored now, and again on a fresh read when a move slipped in first (these acts name no version). */
  async onNewest(matchId: string, act: (match: LoadedMatch) => Promise<void>): Promise<LoadedMatch> {
    for (let attempt = 0; ; attempt++) {
      const match = await this.store.load(matchId);
      if (!match) throw notFound('That match');
      try {
        await act(match);
        break;
      } catch (error) {
        if (!isCode(error, 'STALE_VERSION') || attempt >= 4) throw error;
        this.store.stale(matchId);
      }
    }
    return (await this.store.load(matchId))!;
  }

  /** The seats the caller acts for: all they hold, or the one named. */
  private heldSeats(match: LoadedMatch, caller: Caller, seat: number | null | undefined): number[] {
    const seats = seatsOf(match.players, caller.userId);
    if (seats.length === 0) throw forbidden('You are not playing in this match.');
    if (seat != null && !seats.includes(seat))
      throw forbidden(`You do not hold seat ${seat} in this match (seats count from 0, as in Match.players).`);
    return seat != null ? [seat] : seats;
  }

  /** The caller's seats still in play (not forfeited, not given up to a bot). */
  private seatsInPlay(match: LoadedMatch, caller: Caller | null): number[] {
    const mine = seatsOf(match.players, caller?.userId);
    return mine.filter((s) => !gaveUp(match.game, match.players.find((p) => p.seat === s)!));
  }

  /**
   * The caller gives up their seats of the match, or the one named. Competitive: the seats forfeit as after timeouts
   * (ranked last, never winning, a bot plays them out) and a last seat standing wins at once. Cooperative: while another
   * person plays on, the seats go to a normal bot; the last person giving up ends the match as the team's loss.
   */
  async resign(caller: Caller, matchId: string, seat?: number | null): Promise<LoadedMatch> {
    const next = await this.onNewest(matchId, async (match) => {
      const { game } = match;
      const held = this.heldSeats(match, caller, seat);
      if (match.row.status !== 'ACTIVE') throw badInput('The match is already over.');
      const giving = held.filter((s) => !gaveUp(game, match.players.find((p) => p.seat === s)!));
      if (giving.length === 0)
        throw badInput(
          game.mode === 'competitive'
            ? 'You have already resigned or forfeited this match.'
            : 'You have already left this match.',
        );
      const change: SeatChange = { away: true, resigned: true };
      const seats = new Map(giving.map((s) => [s, change]));
      const after = match.players.map((p) => (seats.has(p.seat) ? { ...p, ...change } : p));
      const lines = (words: (s: number) => LogEntry['parts']): LogEntry[] =>
        giving.map((s) => ({ seat: s, parts: words(s) }));
      const marker = (log: LogEntry[]): Marker => ({ seat: giving[0]!, type: MARKER.resign, log });
      if (game.mode === 'competitive') {
        const standing = standingSeats(game, after);
        if (standing.length > 1)
          await this.writer.writeMarker(
            match,
            marker(lines((s) => phrase`${seatRef(s)} resigned; a bot plays the seat out.`)),
            seats,
            null,
          );
        else {
          const result = lastStandingResult(after, standing[0], giving);
          await this.writer.writeMarker(match, marker(lines((s) => phrase`${seatRef(s)} resigned.`)), seats, {
            kind: 'finish',
            result,
            reason: 'RESIGNED',
          });
        }
      } else if (humanSeats(after).length > 0) {
        await this.writer.writeMarker(
          match,
          marker(lines((s) => phrase`${seatRef(s)} left; a bot plays ${{ poss: s }} seat from now on.`)),
          seats,
          null,
        );
      } else {
        const log: LogEntry[] = [
          { seat: giving[0]!, parts: phrase`${seatList(giving)} resigned; with nobody left to play, the crew lost.` },
        ];
        await this.writer.writeMarker(match, marker(log), seats, {
          kind: 'finish',
          result: teamGaveUpResult(after, giving),
          reason: 'RESIGNED',
        });
      }
    });
    // A seat the match awaits may be a bot's now.
    this.kick(matchId);
    return next;
  }

  /** Whether the caller could resign now: they still play a seat of an active match. */
  mayResign(match: LoadedMatch, caller: Caller | null): boolean {
    return match.row.status === 'ACTIVE' && this.seatsInPlay(match, caller).length > 0;
  }

  /** People still in the match who have made no move of their own (a bot deciding for them after a timeout is not theirs). */
  unmovedPeople(match: LoadedMatch): Promise<Set<string>> {
    // Only a move changes who has moved, and every move is a new version: asked once per version.
    return memoized(match, 'unmovedPeople', () => this.readUnmovedPeople(match));
  }

  private async readUnmovedPeople(match: LoadedMatch): Promise<Set<string>> {
    const people = new Set(
      match.players.filter((p) => p.userId !== null && !gaveUp(match.game, p)).map((p) => p.userId!),
    );
    // Once everyone has moved it stays so (seats only ever leave), so a long match is not scanned again.
    if (people.size === 0 || this.#everyoneMoved.has(match.row.id)) return new Set();
    const moved = await this.db.db
      .selectDistinct({ seat: matchMoves.seat })
      .from(matchMoves)
      .where(
        and(
          eq(matchMoves.matchId, match.row.id),
          eq(matchMoves.byBot, false),
          sql`left(${matchMoves.move}->>'type', 1) <> '_'`,
        ),
      );
    for (const { seat } of moved) people.delete(match.players.find((p) => p.seat === seat)?.userId ?? '');
    if (people.size === 0) {
      if (this.#everyoneMoved.size >= 10_000) this.#everyoneMoved.clear();
      this.#everyoneMoved.add(match.row.id);
    }
    return people;
  }

  /**
   * Whether the match may still be aborted (lichess's rule): it is active, not a campaign's game (the campaign would stop
   * short), and some person still in it has not made a move yet.
   */
  private async abortable(match: LoadedMatch): Promise<boolean> {
    if (match.row.status !== 'ACTIVE' || match.row.campaignId !== null) return false;
    return (await this.unmovedPeople(match)).size > 0;
  }

  /** Whether the caller may abort the match now. */
  async mayAbort(match: LoadedMatch, caller: Caller | null): Promise<boolean> {
    return this.seatsInPlay(match, caller).length > 0 && (await this.abortable(match));
  }

  /** Ends the match with no result and no ratings, while some person in it has not moved yet; any player still in it may. */
  async abort(caller: Caller, matchId: string): Promise<LoadedMatch> {
    return this.onNewest(matchId, async (match) => {
      this.heldSeats(match, caller, null);
      if (match.row.status !== 'ACTIVE') throw badInput('The match is already over.');
      const mine = this.seatsInPlay(match, caller);
      if (mine.length === 0)
        throw forbidden('You have resigned this match: only the players still in it may abort it.');
      if (match.row.campaignId !== null)
        throw badInput('A campaign game cannot be aborted, as the campaign would stop short; resign instead.');
      if (!(await this.abortable(match))) throw badInput('Too late to abort: every player has moved; resign instead.');
      const log: LogEntry[] = [
        { seat: mine[0]!, parts: phrase`${seatRef(mine[0]!)} aborted the match before every player had moved.` },
      ];
      await this.writer.writeMarker(match, { seat: mine[0]!, type: MARKER.abort, log }, new Map(), { kind: 'abort' });
    });
  }

  /**
   * The caller's seats that may offer a draw, and every seat still standing; or why they may not. Draws are for games
   * that allow one (Game.drawByAgreement), between people: every seat still standing must be a person's, as a bot never
   * agrees.
   */
  private drawParties(match: LoadedMatch, caller: Caller): { mine: number[]; standing: number[] } {
    const { game } = match;
    const held = this.heldSeats(match, caller, null);
    if (game.mode !== 'competitive' || game.drawByAgreement !== true)
      throw badInput(`${game.name} has no draw by agreement: its rules always name a winner.`);
    if (match.row.status !== 'ACTIVE') throw badInput('The match is already over.');
    const standing = standingSeats(game, match.players);
    const mine = held.filter((s) => standing.includes(s));
    if (mine.length === 0)
      throw forbidden('You have resigned or forfeited this match: only the players still in it may agree to a draw.');
    if (standing.some((s) => match.players.find((p) => p.seat === s)!.userId === null)) {
      throw badInput('A draw needs the agreement of every player still in the match, and a bot never agrees to one.');
    }
    return { mine, standing };
  }

  /** The seats offering a draw, read under a row lock so two offers at once cannot both miss the agreement. */
  private async lockedOffers(tx: Executor, match: LoadedMatch): Promise<number[]> {
    const [row] = await tx
      .select({ version: matches.version, status: matches.status, drawOffers: matches.drawOffers })
      .from(matches)
      .where(eq(matches.id, match.row.id))
      .for('update');
    if (!row || row.status !== 'ACTIVE' || row.version !== match.row.version) throw stale(undefined);
    return row.drawOffers;
  }

  /**
   * Offers a draw for the caller's seats; when every other seat still standing has offered already, this accepts it and
   * the match ends drawn. An offer changes no version: it lapses when another seat moves (see keptDrawOffers).
   */
  async offerDraw(caller: Caller, matchId: string): Promise<LoadedMatch> {
    return this.onNewest(matchId, async (match) => {
      const { mine, standing } = this.drawParties(match, caller);
      try {
        await this.writer.onMatch(match.row.id, () =>
          this.db.db.transaction(async (tx) => {
            const current = await this.lockedOffers(tx, match);
            const offers = [...new Set([...current, ...mine])].sort((a, b) => a - b);
            if (offers.length === current.length) return;
            if (standing.every((s) => offers.includes(s))) {
              const log: LogEntry[] = [{ seat: mine[0]!, parts: phrase`${seatList(standing)} agreed to a draw.` }];
              await this.writer.markerInTx(tx, match, { seat: mine[0]!, type: MARKER.draw, log }, new Map(), {
                kind: 'finish',
                result: drawResult(match.players, standing),
                reason: 'DRAW_AGREED',
              });
              return;
            }
            await tx.update(matches).set({ drawOffers: offers }).where(eq(matches.id, match.row.id));
            await this.pubsub.publish(
              'match',
              { matchId: match.row.id, version: match.row.version, refresh: true },
              tx,
            );
          }),
        );
      } finally {
        this.store.stale(match.row.id);
      }
    });
  }

  /** Declines every draw offer standing (an offerer declining withdraws their own). */
  async declineDraw(caller: Caller, matchId: string): Promise<LoadedMatch> {
    return this.onNewest(matchId, async (match) => {
      this.drawParties(match, caller);
      try {
        await this.writer.onMatch(match.row.id, () =>
          this.db.db.transaction(async (tx) => {
            if ((await this.lockedOffers(tx, match)).length === 0) throw badInput('There is no draw offer to decline.');
            await tx.update(matches).set({ drawOffers: [] }).where(eq(matches.id, match.row.id));
            await this.pubsub.publish(
              'match',
              { matchId: match.row.id, version: match.row.version, refresh: true },
              tx,
            );
          }),
        );
      } finally {
        this.store.stale(match.row.id);
      }
    });
  }

  /**
   * Seats offering a draw now. An offer changes no version, so it is announced as a refresh (PubSub 'match' with
   * `refresh`): every instance reads the row again before it next serves the match.
   */
  drawOffers(match: LoadedMatch): number[] {
    if (match.row.status !== 'ACTIVE' || match.game.drawByAgreement !== true) return [];
    return match.row.drawOffers;
  }

  /** Whether the caller may offer (or accept) a draw now: a draw is possible and they have not offered yet. */
  async mayOfferDraw(match: LoadedMatch, caller: Caller | null): Promise<boolean> {
    if (!caller || match.row.status !== 'ACTIVE' || match.game.drawByAgreement !== true) return false;
    let mine: number[];
    try {
      ({ mine } = this.drawParties(match, caller));
    } catch {
      // drawParties throws offerDraw's refusal; here only whether there is one matters.
      return false;
    }
    const offers = this.drawOffers(match);
    return mine.some((s) => !offers.includes(s));
  }
}
