// Group commit: moves from every match queue here and are written together, one statement and one round trip per batch.
import type { DbHandle, PeerProbe } from '@cortex/db';
import type { LogEntry, MatchState, Move } from '@cortex/engine';
import type { Change } from '../../lib/pubsub';

/** One move as it is written: its log row and the match row's new version, awaited seats and deadline. */
export interface MoveWrite {
  readonly matchId: string;
  /** The version the move was applied to; the write is refused (stale) when the match row is no longer at it. */
  readonly fromVersion: number;
  readonly seat: number;
  readonly move: Move;
  readonly log: readonly LogEntry[];
  readonly byBot: boolean;
  readonly timedOut: boolean;
  readonly toAct: readonly number[];
  readonly deadlineAt: Date | null;
  /** The state after the move, when it is time to keep a new snapshot (see SNAPSHOT_EVERY); otherwise null. */
  readonly snapshot: MatchState<unknown> | null;
  /**
   * Called once the move has committed, before anyone hears of it (with the time the database gave its row): keeps the
   * new state and returns the changes to announce. All of a batch's changes are announced together afterwards.
   */
  readonly committed: (at: Date) => readonly Change[];
}

/** How a write ended: committed, or refused because the match had moved on (no trace of it is stored). */
export type WriteOutcome = 'committed' | 'stale';

interface Pending {
  readonly write: MoveWrite;
  resolve(outcome: WriteOutcome): void;
  reject(error: unknown): void;
}

/** Writes per statement at most: a batch's JSON stays far below what a statement may carry. */
const MAX_BATCH = 500;

/**
 * The batch as one statement. Match rows are locked in id order first, so two instances writing batches that share
 * matches never deadlock; each update is guarded by the version the move was applied to, and the move row (unique
 * match_id, seq) is inserted only where the update happened, so a move applies exactly once and a refused one leaves
 * no trace. The snapshot column is written only for moves that carry one: other updates keep its stored value as is.
 * Match rows are found by `id = any(array(...))`, an index lookup: joined to the unpacked JSON instead, the prepared
 * statement's generic plan read the whole matches table twice per batch (1.6 ms a batch at 5,000 matches, growing with
 * the table; 0.5 ms this way). The update finds its rows by id alone: the status is read where the rows are locked
 * (after the lock, so it is the row's newest), because `status = 'ACTIVE'` beside the id let the planner take the
 * partial index of active matches and filter every active match by id (its estimate of active rows is from the last
 * ANALYZE: 2 where there were 800, reading 60 pages a batch).
 */
export function batchSql(peers: PeerProbe | null): string {
  // Asked after the writes, in their transaction (see PeerProbe); without a probe no other process can listen.
  const others = peers ? peers.sql(2) : 'false';
  return `
with v as (
  select * from jsonb_to_recordset($1::jsonb) as v(
    id uuid, from_v integer, seat integer, move jsonb, log jsonb, by_bot boolean, timed_out boolean,
    to_act integer[], deadline_at timestamptz, snapshot jsonb)
), locked as (
  select m.id, m.status from matches m where m.id = any(array(select id from v)) order by m.id for update of m
), updated as (
  update matches m set
    version = v.from_v + 1,
    to_act = v.to_act,
    deadline_at = v.deadline_at,
    updated_at = now(),
    draw_offers = case when v.seat = any(m.draw_offers) then array[v.seat] else '{}'::integer[] end,
    state = coalesce(v.snapshot, m.state),
    state_version = case when v.snapshot is null then m.state_version else v.from_v + 1 end
  from v
  where m.id = any(array(select id from locked where status = 'ACTIVE')) and m.id = v.id and m.version = v.from_v
  returning m.id
)
insert into match_moves (match_id, seq, seat, move, log, by_bot, timed_out)
select v.id, v.from_v + 1, v.seat, v.move, v.log, v.by_bot, v.timed_out from v join updated u on u.id = v.id
returning match_id as id, created_at as at, ${others} as others`;
}

/**
 * A batch of one move (the usual case when few matches are playing) as a statement without the JSON unpacking and the
 * ordered lock the many-row statement needs: a fifth less database time per move. The same guards, the same answer.
 */
function singleSql(peers: PeerProbe | null): string {
  const others = peers ? peers.sql(11) : 'false';
  return `
with updated as (
  update matches m set
    version = $2::integer + 1,
    to_act = $8::integer[],
    deadline_at = $9::timestamptz,
    updated_at = now(),
    draw_offers = case when $3::integer = any(m.draw_offers) then array[$3::integer] else '{}'::integer[] end,
    state = coalesce($10::jsonb, m.state),
    state_version = case when $10::jsonb is null then m.state_version else $2::integer + 1 end
  where m.id = $1::uuid and m.version = $2::integer and m.status = 'ACTIVE'
  returning m.id
)
insert into match_moves (match_id, seq, seat, move, log, by_bot, timed_out)
select u.id, $2::integer + 1, $3::integer, $4::jsonb, $5::jsonb, $6::boolean, $7::boolean from updated u
returning match_id as id, created_at as at, ${others} as others`;
}

export interface CommitterStats {
  readonly batches: number;
  readonly moves: number;
  readonly largestBatch: number;
  /** Milliseconds spent waiting for the database's answer to the batches' statements, summed. */
  readonly statementMs: number;
}

/**
 * Batches in flight at once: while one waits for its commit's flush to disk, the next is already being executed, so the
 * database's CPU and its disk work side by side (two batches never share a match).
 */
const IN_FLIGHT = 2;

/**
 * Natural batching: when a batch may start, it takes every write waiting (those that arrived in the same turn of the event
 * loop, or while the batches in flight ran), so there is no fixed delay: a lone move waits for nothing but its own
 * commit, and under load one durable commit serves many moves.
 */
export class MoveCommitter {
  #queue: Pending[] = [];
  #inFlight = 0;
  /** Matches with a write in a batch in flight: their next write waits for that batch to end. */
  readonly #busy = new Set<string>();
  #scheduled = false;
  #batches = 0;
  #moves = 0;
  #largest = 0;
  #statementMs = 0;
  readonly #sql: string;
  readonly #singleSql: string;

  constructor(
    private readonly db: DbHandle,
    /**
     * Tells this instance's listeners at once and, when `others` (the listening connections of other processes on the
     * database) lists any, other instances after (PubSub.announce); never throws.
     */
    private readonly announce: (changes: readonly Change[], others: readonly number[]) => void,
  ) {
    this.#sql = batchSql(db.peers);
    this.#singleSql = singleSql(db.peers);
  }

  /** Resolves once the move's batch has committed (or found the match moved on); rejects if the database failed. */
  write(write: MoveWrite): Promise<WriteOutcome> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ write, resolve, reject });
      this.#schedule();
    });
  }

  /** Starts a batch on the next turn of the event loop, if one may start then. */
  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= IN_FLIGHT || this.#queue.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#start();
    });
  }

  #start(): void {
    while (this.#inFlight < IN_FLIGHT) {
      const batch = this.#nextBatch();
      if (batch.length === 0) return;
      this.#inFlight += 1;
      for (const p of batch) this.#busy.add(p.write.matchId);
      void this.#flush(batch).finally(() => {
        for (const p of batch) this.#busy.delete(p.write.matchId);
        this.#inFlight -= 1;
        this.#schedule();
      });
    }
  }

  get stats(): CommitterStats {
    return { batches: this.#batches, moves: this.#moves, largestBatch: this.#largest, statementMs: this.#statementMs };
  }

  /** Resolves once every write queued so far has been flushed. */
  async idle(): Promise<void> {
    while (this.#inFlight > 0 || this.#scheduled || this.#queue.length > 0) await new Promise((r) => setTimeout(r, 5));
  }

  /**
   * The oldest writes, one per match and none of a match whose write is in flight: a second write for a match waits for
   * a later batch, where it is judged against the version the first one left (a statement could not order two updates of
   * one row, and two batches in flight could commit them in either order).
   */
  #nextBatch(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const matches = new Set<string>();
    for (const p of this.#queue) {
      if (batch.length < MAX_BATCH && !matches.has(p.write.matchId) && !this.#busy.has(p.write.matchId)) {
        matches.add(p.write.matchId);
        batch.push(p);
      } else rest.push(p);
    }
    this.#queue = rest;
    return batch;
  }

  async #flush(batch: Pending[]): Promise<void> {
    this.#batches += 1;
    this.#moves += batch.length;
    this.#largest = Math.max(this.#largest, batch.length);
    let committed: Map<string, Date>;
    let others: readonly number[];
    const sent = performance.now();
    try {
      ({ committed, others } = await this.#run(batch));
      this.#statementMs += performance.now() - sent;
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One write the database refuses must not fail the others: each is tried on its own.
      for (const p of batch) await this.#flush([p]);
      return;
    }
    // Every committed move's new state is kept before any listener hears of any of them, and then all hear at once.
    const changes: Change[] = [];
    const outcomes: WriteOutcome[] = [];
    for (const p of batch) {
      const at = committed.get(p.write.matchId);
      outcomes.push(at ? 'committed' : 'stale');
      if (at) changes.push(...p.write.committed(at));
    }
    this.announce(changes, others);
    // The movers hear their answers after the pushes announced above (promise jobs, run before the next tick) have gone
    // out to every subscriber: the player waiting to answer is not queued behind the mover's own frames.
    process.nextTick(() => batch.forEach((p, i) => p.resolve(outcomes[i]!)));
  }

  /** The committed moves' times by match, and who else listens (asked inside the batch's transaction). */
  async #run(batch: readonly Pending[]): Promise<{ committed: Map<string, Date>; others: readonly number[] }> {
    const probe = this.db.peers;
    const only = batch.length === 1 ? batch[0]!.write : undefined;
    const [sql, params, name] = only
      ? [
          this.#singleSql,
          [
            only.matchId,
            only.fromVersion,
            only.seat,
            JSON.stringify(only.move),
            JSON.stringify(only.log),
            only.byBot,
            only.timedOut,
            only.toAct,
            only.deadlineAt?.toISOString() ?? null,
            only.snapshot === null ? null : JSON.stringify(only.snapshot),
          ],
          'cortex_commit_move',
        ]
      : [
          this.#sql,
          [
            JSON.stringify(
              batch.map(({ write: w }) => ({
                id: w.matchId,
                from_v: w.fromVersion,
                seat: w.seat,
                move: w.move,
                log: w.log,
                by_bot: w.byBot,
                timed_out: w.timedOut,
                to_act: w.toAct,
                deadline_at: w.deadlineAt?.toISOString() ?? null,
                snapshot: w.snapshot,
              })),
            ),
          ],
          'cortex_commit_moves',
        ];
    const result = await this.db.query<Answer>(sql, [...params, ...(probe?.params() ?? [])], name);
    return {
      committed: new Map(result.map((r) => [r.id, r.at instanceof Date ? r.at : new Date(r.at)])),
      // Every row carries the same answer; none at all when nothing committed, and then there is nothing to tell.
      others: probe !== null && result[0] !== undefined ? probe.read(result[0].others) : [],
    };
  }
}

/** A committed move's row in a batch statement's answer. */
interface Answer {
  readonly id: string;
  readonly at: Date;
  /** The peer probe's value (PeerProbe.read), or false where no other process can listen. */
  readonly others: unknown;
}
