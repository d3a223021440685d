// Match records (format "cortex-match-record/1"): the file the API exports once a match is over, read and replayed offline.
import { z } from 'zod';
import { canonicalJson } from './canonical';
import type { GameDefinition } from './game';
import { SetupError, tryReplay } from './match';
import type { MatchState, Move, Seat, Status } from './types';

export const MATCH_RECORD_FORMAT = 'cortex-match-record/1';
/** The `endReason` of a match its own rules ended; any other names how it ended otherwise (RESIGNED, TIMEOUT, DRAW_AGREED, ABORTED). */
export const ENDED_BY_RULES = 'RULES';

const seat = z.number().int().min(0);

/**
 * The record file. Unknown fields are dropped when read, so a later version of the format can add fields; anything
 * that changes how a record replays gets a new `format`.
 */
export const matchRecordSchema = z.object({
  format: z.literal(MATCH_RECORD_FORMAT),
  matchId: z.string(),
  gameId: z.string(),
  status: z.enum(['FINISHED', 'ABORTED']),
  /** How the match ended: ENDED_BY_RULES, or how it ended otherwise (a resignation, timeouts, a draw agreed, aborted). */
  endReason: z.string().min(1),
  /** The lobby's options as given; setup applies the game's defaults to them, as it did when the match started. */
  options: z.record(z.string(), z.unknown()),
  seed: z.string(),
  /** sha256 (hex) of the seed, published when the match started. */
  seedHash: z.string(),
  players: z.array(z.object({ seat, name: z.string(), bot: z.string().nullable() })).min(1),
  /** Every move of the game in order, as stored; each must be legal for its seat when it comes. */
  moves: z.array(z.object({ seat, move: z.unknown() })),
  result: z
    .looseObject({
      winners: z.array(seat),
      ranks: z.array(z.number()),
      scores: z.array(z.number()).optional(),
      summary: z.string(),
    })
    .nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});

export type MatchRecordFile = z.infer<typeof matchRecordSchema>;

/** Why a record does not reproduce its match, in words, and where: the first bad move has its step, seat and move. */
export type RecordFailure =
  | { readonly kind: 'format' | 'game' | 'setup' | 'ending'; readonly reason: string }
  | {
      readonly kind: 'move';
      readonly reason: string;
      readonly step: number;
      readonly seat: Seat;
      readonly move: unknown;
      readonly code: string;
    };

export type RecordReplay<G> =
  | {
      readonly ok: true;
      readonly record: MatchRecordFile;
      readonly state: MatchState<G>;
      readonly status: Status;
      /** Moves replayed (all of the record's). */
      readonly moves: number;
      /** The rules' winners when the rules ended the match; null when it ended otherwise (`record.endReason`). */
      readonly winners: readonly Seat[] | null;
    }
  | { readonly ok: false; readonly failure: RecordFailure };

/**
 * Replays a record from anywhere: its options and seed set the table up, every move must be legal when it comes, and
 * the end must be the recorded one — the rules' result (winners, ranks, scores) when the rules ended the match, or a
 * match the rules had not ended when the record says it ended otherwise (`endReason`). The game's code is the judge: the
 * format carries no game version, so a record the current rules would play differently is refused here.
 */
export function replayRecord<G, M extends Move, O>(game: GameDefinition<G, M, O>, raw: unknown): RecordReplay<G> {
  const parsed = matchRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ');
    return failed('format', `This is not a ${MATCH_RECORD_FORMAT} match record (${detail}).`);
  }
  const record = parsed.data;
  if (record.gameId !== game.id) return failed('game', `The record is of ${record.gameId}, not ${game.id}.`);
  if (record.players.some((p, i) => p.seat !== i))
    return failed('format', 'The record’s players must list seats 0, 1, 2… in order.');
  const players = record.players.length;
  let replayed: ReturnType<typeof tryReplay<G, M, O>>;
  try {
    replayed = tryReplay(game, { players, options: record.options, seed: record.seed, moves: record.moves });
  } catch (error) {
    if (error instanceof SetupError) return failed('setup', `The match cannot be set up again: ${error.message}.`);
    throw error;
  }
  if (!replayed.ok) {
    const { step, seat: by, move, error } = replayed;
    return {
      ok: false,
      failure: {
        kind: 'move',
        step,
        seat: by,
        move,
        code: error.code,
        reason: `Move ${step} (seat ${by}: ${canonicalJson(move)}) is refused: ${error.code} ${error.reason}`,
      },
    };
  }
  const status = game.status(replayed.state);
  const base = { ok: true as const, record, state: replayed.state, status, moves: record.moves.length };
  if (status.kind === 'active') {
    if (record.endReason !== ENDED_BY_RULES) return { ...base, winners: null };
    return failed(
      'ending',
      `After its ${record.moves.length} moves the match is not over (seat ${status.toAct.join(', ')} to act), but the record says its rules ended it.`,
    );
  }
  if (record.endReason !== ENDED_BY_RULES)
    return failed(
      'ending',
      `The rules ended the match after move ${record.moves.length}, but the record says it ended otherwise (${record.endReason}).`,
    );
  const outcome = (r: {
    winners: readonly number[];
    ranks: readonly number[];
    scores?: readonly number[] | undefined;
  }) => canonicalJson({ winners: r.winners, ranks: r.ranks, scores: r.scores ?? null });
  const actual = outcome(status.result);
  if (!record.result || outcome(record.result) !== actual) {
    return failed(
      'ending',
      `The moves end the match with ${actual}, but the record says ${record.result ? outcome(record.result) : 'no result'}.`,
    );
  }
  return { ...base, winners: status.result.winners };
}

function failed(kind: 'format' | 'game' | 'setup' | 'ending', reason: string): { ok: false; failure: RecordFailure } {
  return { ok: false, failure: { kind, reason } };
}
