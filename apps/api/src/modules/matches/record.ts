// A match's moves (Match.moves) and, once it is over, its record (Match.record, GET /matches/:id/record.json) for bot writers.
import { eq, sql } from 'drizzle-orm';
import { campaigns, lobbies, matches } from '@cortex/db';
import {
  applyMove,
  createMatch,
  ENDED_BY_RULES,
  labelOf,
  MATCH_RECORD_FORMAT,
  resultSummary,
  storedMove,
  type MatchRecordFile,
  type MatchResult,
} from '@cortex/engine';
import type { Services, StoredMove } from '../../context';
import { isUuid } from '../../lib/errors';
import { connection, decodeIndexCursor, encodeCursor, pageSize } from '../../lib/pagination';
import type { Caller } from '../accounts/service';
import { seatNamer } from './names';
import { isSystemMove, systemMoveLabel } from './replayCache';
import { seatsOf } from './seats';
import type { LoadedMatch, MatchModel } from './service';
import { memoized } from './viewerMemo';

/**
 * Each move's label as its player read it when choosing (labelOf on the state before it, from that seat's view), by
 * seq, up to `upTo`. The states are not stored, so this replays from the setup: done only when a label is asked
 * for, once per page, and kept for finished matches (whose moves never change).
 */
const finishedLabels = new Map<string, Map<number, string | null>>();
function labelsUpTo(
  match: LoadedMatch,
  moves: readonly StoredMove[],
  upTo: number,
): ReadonlyMap<number, string | null> {
  const { row, game } = match;
  const cached = finishedLabels.get(row.id);
  if (cached) return cached;
  const names = { seatName: seatNamer(match.players), cardName: (kind: string) => game.cardName(kind) };
  let { state } = createMatch(game, { players: row.players, options: row.options, seed: row.seed });
  const labels = new Map<number, string | null>();
  let replays = true;
  for (const mv of moves) {
    if (mv.seq > upTo) break;
    if (isSystemMove(mv) || !replays) {
      labels.set(mv.seq, isSystemMove(mv) ? systemMoveLabel(mv, mv.seat, names) : null);
      continue;
    }
    const applied = applyMove(game, state, mv.seat, storedMove(game, mv.move));
    // A stored move that no longer replays (rules changed since) leaves this and later labels unknown, not wrong.
    if (!applied.ok) {
      replays = false;
      labels.set(mv.seq, null);
      continue;
    }
    labels.set(mv.seq, labelOf(game, state, mv.seat, applied.move, names).label);
    state = applied.state;
  }
  if (row.status !== 'ACTIVE' && upTo === Number.POSITIVE_INFINITY) {
    if (finishedLabels.size > 200) finishedLabels.clear();
    finishedLabels.set(row.id, labels);
  }
  return labels;
}

/** The move log: an ended match's is read once and shared with its replays (services.replays); an active one's afresh. */
async function movesOf(services: Services, match: LoadedMatch): Promise<readonly StoredMove[]> {
  const id = match.row.id;
  if (match.row.status === 'ACTIVE') return services.matches.moves(id);
  return (await services.replays.moves(id, () => services.matches.moves(id))).moves;
}

/**
 * Match.moves. Hidden-information rule: a move may name hidden cards (a card given face down), so while the match is
 * active the caller gets only the moves of seats they hold — moves they made, or a bot made for them — and nobody
 * else's; once it is over (finished or aborted) everyone who may read it (mayRead) gets every move, as replays and the
 * seed open then.
 */
export async function movesPage(
  m: MatchModel,
  args: { first?: number | null; after?: string | null },
  services: Services,
) {
  const first = pageSize(args.first, 100);
  const after = decodeIndexCursor(args.after);
  const { row } = m.match;
  const all = await movesOf(services, m.match);
  const mine = new Set(seatsOf(m.match.players, m.caller?.userId));
  const open = row.status !== 'ACTIVE' && (await mayRead(services, m.match, m.caller));
  const visible = open ? all : all.filter((mv) => mine.has(mv.seat));
  const rows = (after === undefined ? visible : visible.filter((mv) => mv.seq > after)).slice(0, first + 1);
  const seatName = seatNamer(m.match.players);
  // A finished match's labels are worked out once for every move and kept; an active one's only up to this page.
  const upTo = row.status === 'ACTIVE' ? (rows.slice(0, first).at(-1)?.seq ?? 0) : Number.POSITIVE_INFINITY;
  let labels: ReadonlyMap<number, string | null> | undefined;
  const nodes = rows.map((mv) => ({
    seq: mv.seq,
    seat: mv.seat,
    by: seatName(mv.seat),
    move: mv.move,
    at: mv.createdAt,
    timedOut: mv.timedOut,
    byBot: mv.byBot,
    // GraphQL calls a function-valued field, so the replay behind labels runs only when a client asks for one.
    label: () => (labels ??= labelsUpTo(m.match, all, upTo)).get(mv.seq) ?? null,
  }));
  return connection(nodes, first, (n) => encodeCursor([n.seq]));
}

/**
 * Whether the caller may read what a match that is over reveals (its record, seed, replays and every move): anyone for a
 * match of a public lobby, its players only for a private one (or a private campaign's).
 */
export async function mayRead(services: Services, match: LoadedMatch, caller: Caller | null): Promise<boolean> {
  if (caller !== null && match.players.some((p) => p.userId === caller.userId)) return true;
  // Whether a match is private never changes: asked once per version held.
  const isPrivate = memoized(match, 'private', async () => {
    const [found] = await services.db.db
      .select({ private: sql<boolean>`coalesce(${lobbies.private}, ${campaigns.private}, false)` })
      .from(matches)
      .leftJoin(lobbies, eq(lobbies.id, matches.lobbyId))
      .leftJoin(campaigns, eq(campaigns.id, matches.campaignId))
      .where(eq(matches.id, match.row.id));
    return found?.private !== false;
  });
  return !(await isPrivate);
}

/** The record of a match that is over, the same for every caller; null while it is active. */
export function buildRecord(match: LoadedMatch, moves: readonly StoredMove[]): MatchRecordFile | null {
  const { row, game } = match;
  if (row.status === 'ACTIVE') return null;
  const seatName = seatNamer(match.players);
  const result = row.result as (MatchResult & Record<string, unknown>) | null;
  let summary: Record<string, unknown> | null = null;
  if (result) {
    // The narration's parts are how the site words the line per reader; a record carries it once, with the players' names.
    const { narration: _parts, ...rest } = result;
    summary = {
      ...rest,
      summary: resultSummary(result, 'spectator', { seatName, cardName: (kind) => game.cardName(kind) }),
    };
  }
  return {
    format: MATCH_RECORD_FORMAT,
    matchId: row.id,
    gameId: row.gameId,
    status: row.status,
    // Every ended match has its end reason (migration 0007 gave older ones theirs); RULES were the default before it.
    endReason: row.endReason ?? ENDED_BY_RULES,
    options: row.options,
    seed: row.seed,
    seedHash: row.seedHash,
    players: match.players.map((p) => ({ seat: p.seat, name: seatName(p.seat), bot: p.bot })),
    // System moves are the server's, not the game's: the record's end is told by endReason and result instead.
    moves: moves.filter((mv) => !isSystemMove(mv)).map((mv) => ({ seat: mv.seat, move: mv.move })),
    result: summary as MatchRecordFile['result'],
    startedAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** Match.record: null while the match is active, and for a private match's strangers. */
export async function recordFor(m: MatchModel, services: Services): Promise<MatchRecordFile | null> {
  if (m.match.row.status === 'ACTIVE' || !(await mayRead(services, m.match, m.caller))) return null;
  return buildRecord(m.match, await movesOf(services, m.match));
}

export interface RecordDownload {
  readonly status: number;
  readonly body: unknown;
  /** Set on success: the file's name for Content-Disposition. */
  readonly filename?: string;
}

const refusal = (status: number, code: string, message: string): RecordDownload => ({
  status,
  body: { errors: [{ message, extensions: { code } }] },
});

/**
 * GET /matches/:id/record.json: the same record as Match.record, as a file. A private match's stranger gets the 404
 * of an unknown match, so the address does not tell them the match exists.
 */
export async function recordDownload(services: Services, id: string, caller: Caller | null): Promise<RecordDownload> {
  if (!isUuid(id))
    return refusal(400, 'BAD_USER_INPUT', `"${id.slice(0, 60)}" is not a match id (match ids are uuids).`);
  const match = await services.matches.load(id);
  if (!match || !(await mayRead(services, match, caller)))
    return refusal(
      404,
      'NOT_FOUND',
      'No match with that id was found (a private match’s record is for its players only).',
    );
  if (match.row.status === 'ACTIVE')
    return refusal(404, 'NOT_FOUND', 'That match is still being played: its record opens once it is over.');
  const record = buildRecord(match, await movesOf(services, match));
  return { status: 200, body: record, filename: `cortex-${match.row.gameId}-${id}.json` };
}
