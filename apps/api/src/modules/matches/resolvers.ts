// Matches module resolvers: the Match type as its caller may see it, moves, replays, chat and matchUpdated.
import {
  applyMove,
  choicesFor,
  createMatch,
  labelOf,
  legalMovesFor,
  optionalSeats,
  logText,
  redactLogEntry,
  redactView,
  resultSummary,
  storedMove,
  type LogEntry,
  type MatchResult,
  type MatchState,
  type Move,
  type Viewer,
} from '@cortex/engine';
import type { ChatMessage } from '@cortex/db';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context';
import { requireCaller } from '../../lib/auth';
import { badInput, forbidden, isUuid, notFound } from '../../lib/errors';
import { connection, decodeIndexCursor, encodeCursor, MAX_PAGE, pageSize } from '../../lib/pagination';
import { changeTicks, mapTicks } from '../../lib/pubsub';
import { selectsOnly } from '../../lib/selection';
import { timeControlOut } from '../lobbies/resolvers';
import { chatConnection } from './chat';
import { isSystemMove, systemMoveLabel } from './replayCache';
import { seatNamer } from './names';
import { actingSeat, seatsOf } from './seats';
import { mayRead, movesPage, recordFor } from './record';
import type { MatchModel, PushSource } from './service';
import type { LogLine } from './logBook';
import { memoized } from './viewerMemo';

function viewerSeats(m: MatchModel): number[] {
  return seatsOf(m.match.players, m.caller?.userId);
}

function mayActNow(m: MatchModel): readonly number[] {
  if (m.match.row.status !== 'ACTIVE') return [];
  return memoized(m.match, 'mayAct', () =>
    optionalSeats(m.match.game.status(m.match.row.state as MatchState<unknown>)),
  );
}

/** The seat the caller acts as now (of several, the awaited one), or null for a spectator. */
function viewerSeat(m: MatchModel): number | null {
  const seats = viewerSeats(m);
  if (seats.length <= 1) return seats[0] ?? null;
  return actingSeat(seats, m.match.row.status === 'ACTIVE' ? m.match.row.toAct : [], mayActNow(m));
}

/** Who the caller is to redaction: their seat, all their seats (one person sees every hand they hold), or a spectator. */
function viewerOf(m: MatchModel): Viewer {
  const seats = viewerSeats(m);
  return seats.length === 0 ? 'spectator' : seats.length === 1 ? seats[0]! : seats;
}

/** The caller as a memo key: callers who see the same (a seat, several seats, any spectator) share what is worked out. */
function viewerKey(m: MatchModel): string {
  return JSON.stringify(viewerOf(m));
}

/** The caller's view of the state, redacted once per viewer and version. */
function viewFor(m: MatchModel) {
  return memoized(m.match, `view:${viewerKey(m)}`, () =>
    redactView(m.match.row.state as MatchState<unknown>, viewerOf(m)),
  );
}

/** The caller's legal moves for one of their seats. */
function movesOf(m: MatchModel, seat: number): Move[] {
  if (m.match.row.status !== 'ACTIVE') return [];
  const player = m.match.players.find((p) => p.seat === seat)!;
  if (player.resigned || (m.match.game.mode === 'competitive' && player.away)) return [];
  return memoized(m.match, `moves:${seat}`, () =>
    legalMovesFor(m.match.game, m.match.row.state as MatchState<unknown>, seat),
  );
}

/** Names of a match's seats for logs, labels and results. */
function namesOf(m: MatchModel) {
  return { seatName: seatNamer(m.match.players), cardName: (kind: string) => m.match.game.cardName(kind) };
}

/** The seat whose choices and prompt the caller asks for: one they hold (viewerSeat by default), or none. */
function askedSeat(m: MatchModel, seat: number | null | undefined): number | null {
  if (seat == null) return viewerSeat(m);
  if (!viewerSeats(m).includes(seat)) throw forbidden('You can only read the choices of a seat you hold.');
  return seat;
}

/** A seat's legal moves with their words and its decision's prompt. */
function wordedMoves(
  m: MatchModel,
  seat: number | null,
): {
  prompt: string | null;
  choices: { label: string; group: string; short: string | null; cards: readonly string[]; seat: number; move: Move }[];
} {
  if (seat === null) return { prompt: null, choices: [] };
  return memoized(m.match, `worded:${seat}`, () => {
    const moves = movesOf(m, seat);
    const { prompt, choices } = choicesFor(
      m.match.game,
      m.match.row.state as MatchState<unknown>,
      seat,
      namesOf(m),
      moves,
    );
    return {
      prompt,
      choices: choices.map((c) => ({
        label: c.label,
        group: c.group,
        short: c.short ?? null,
        cards: c.cards ?? [],
        seat,
        move: c.move,
      })),
    };
  });
}

/** Visible cards a seat has no move for now, with why (the game's explainBlocked, from that seat's view). */
function blockedOf(m: MatchModel, seat: number | null): readonly { cards: readonly string[]; reason: string }[] {
  const game = m.match.game;
  if (seat === null || !game.explainBlocked || m.match.row.status !== 'ACTIVE') return [];
  return memoized(m.match, `blocked:${seat}`, () =>
    game.explainBlocked!(redactView(m.match.row.state as MatchState<unknown>, seat), seat, namesOf(m)),
  );
}

/** A zone title for the caller: "Your hand", "Zoe's hand", or the shared zone's own title. */
function zoneTitle(m: MatchModel, title: string, owner: number | null): string {
  if (owner === null) return title;
  const lower = title.charAt(0).toLowerCase() + title.slice(1);
  const mine = viewerSeats(m);
  if (mine.length === 1 && mine[0] === owner) return `Your ${lower}`;
  return `${seatNamer(m.match.players)(owner)}'s ${lower}`;
}

/** The result with its summary worded for the caller and the players named. */
function resultFor(m: MatchModel): unknown {
  const result = m.match.row.result as (MatchResult & Record<string, unknown>) | null;
  if (!result) return null;
  const { narration: _parts, ...rest } = result;
  return { ...rest, summary: resultSummary(result, viewerOf(m), namesOf(m)) };
}

const setupLogs = new Map<string, readonly LogEntry[]>();
/** The setup's log lines are not stored: they are rebuilt from the seed (deterministic), and cached. */
function setupLog(m: MatchModel): readonly LogEntry[] {
  const { row, game } = m.match;
  let log = setupLogs.get(row.id);
  if (!log) {
    log = createMatch(game, { players: row.players, options: row.options, seed: row.seed }).log;
    if (setupLogs.size > 1000) setupLogs.clear();
    setupLogs.set(row.id, log);
  }
  return log;
}

/** The log as the caller reads it (worded once per viewer and extended as moves come), and the match's log book. */
async function logOf(m: MatchModel, ctx: Context) {
  const { row } = m.match;
  const book = await ctx.services.matches.store.books.book(row.id, row.version, () => ({
    log: setupLog(m),
    createdAt: row.createdAt,
  }));
  const viewer = viewerOf(m);
  const names = namesOf(m);
  // Names are part of the words: a seat's name can change (a bot taking a seat over), and with it every line naming it.
  const key = `${JSON.stringify(viewer)}|${m.match.players.map((p) => p.username ?? p.bot ?? '').join('|')}`;
  return { book, lines: book.lines(key, (entry) => logText(redactLogEntry(entry, viewer), viewer, names)) };
}

/** The lobby fields a match's row answers without reading the lobby. */
const ID_ONLY: ReadonlySet<string> = new Set(['id', '__typename']);

/** Log pages may be long: "everything since your last move" can run to hundreds of lines in a six-player match. */
const MAX_LOG_PAGE = 500;

/** A page of log lines, whose seq is their index: a page costs its own length, however long the log. */
function pageOf(
  rows: readonly LogLine[],
  args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null },
  maxLast = MAX_PAGE,
) {
  // Both cursors are checked even where this paging mode ignores one: a cursor the server never gave out is refused.
  const before = decodeIndexCursor(args.before);
  const after = decodeIndexCursor(args.after);
  if (args.last != null) {
    if (!Number.isInteger(args.last) || args.last < 0 || args.last > maxLast)
      throw badInput(`"last" must be between 0 and ${maxLast}.`);
    const end = before !== undefined ? Math.min(rows.length, Math.max(0, before)) : rows.length;
    const tail = rows.slice(Math.max(0, end - args.last), end);
    return {
      edges: tail.map((node) => ({ cursor: encodeCursor([node.seq]), node })),
      pageInfo: {
        hasNextPage: false,
        endCursor: tail.length ? encodeCursor([tail[tail.length - 1]!.seq]) : null,
        hasPreviousPage: tail.length < end,
        startCursor: tail.length ? encodeCursor([tail[0]!.seq]) : null,
      },
    };
  }
  const first = pageSize(args.first, 50);
  const from = after !== undefined ? rows.slice(Math.max(0, after + 1)) : rows;
  return connection(from.slice(0, first + 1), first, (r) => encodeCursor([r.seq]));
}

export const matchesResolvers = {
  Query: {
    match: (_: unknown, args: { id: string }, ctx: Context) => ctx.services.matches.modelFor(args.id, ctx.caller),
    myActiveMatches: async (_: unknown, args: { first?: number | null }, ctx: Context) => {
      const caller = requireCaller(ctx);
      const ids = await ctx.services.matches.activeFor(caller.userId, pageSize(args.first));
      return (await ctx.services.matches.loadMany(ids)).map((match) => ({ match, caller }));
    },
  },
  Mutation: {
    startMatch: async (_: unknown, args: { lobbyId: string }, ctx: Context) => {
      const caller = requireCaller(ctx);
      const id = await ctx.services.lobbies.start(caller, args.lobbyId);
      return ctx.services.matches.modelFor(id, caller);
    },
    submitMove: async (
      _: unknown,
      args: { matchId: string; expectedVersion: number; move: unknown; seat?: number | null },
      ctx: Context,
    ) => {
      const caller = requireCaller(ctx);
      if (JSON.stringify(args.move ?? null).length > 10_000)
        throw badInput('That move is too large to be one of your legal moves.');
      const match = await ctx.services.matches.submit(caller, args.matchId, args.expectedVersion, args.move, args.seat);
      return { match, caller };
    },
    sendChatMessage: async (_: unknown, args: { matchId: string; text: string }, ctx: Context) => {
      const caller = requireCaller(ctx);
      await ctx.services.requests.takeChat(ctx.ip);
      return ctx.services.matches.chat.send(caller, args.matchId, args.text);
    },
    resign: async (_: unknown, args: { matchId: string; seat?: number | null }, ctx: Context) => {
      const caller = requireCaller(ctx);
      return { match: await ctx.services.matches.leaving.resign(caller, args.matchId, args.seat), caller };
    },
    abortMatch: async (_: unknown, args: { matchId: string }, ctx: Context) => {
      const caller = requireCaller(ctx);
      return { match: await ctx.services.matches.leaving.abort(caller, args.matchId), caller };
    },
    offerDraw: async (_: unknown, args: { matchId: string }, ctx: Context) => {
      const caller = requireCaller(ctx);
      return { match: await ctx.services.matches.leaving.offerDraw(caller, args.matchId), caller };
    },
    declineDraw: async (_: unknown, args: { matchId: string }, ctx: Context) => {
      const caller = requireCaller(ctx);
      return { match: await ctx.services.matches.leaving.declineDraw(caller, args.matchId), caller };
    },
  },
  Subscription: {
    matchUpdated: {
      subscribe: async (_: unknown, args: { matchId: string }, ctx: Context) => {
        if (!isUuid(args.matchId) || !(await ctx.services.matches.load(args.matchId))) throw notFound('That match');
        // Each tick hands on the subscription's one push source, which remembers what the subscription has been sent.
        const push: PushSource = { matchId: args.matchId };
        // The first tick delivers the current state, so a reconnecting client catches up at once.
        return mapTicks(
          changeTicks(
            (tick) =>
              ctx.services.pubsub.onChangeOrResync(
                'match',
                (p) => (p === null || p.matchId === args.matchId) && tick(),
              ),
            true,
          ),
          push,
        );
      },
      // The source is the subscription's push (none when a client sends the subscription over HTTP as a query).
      resolve: async (push: PushSource | undefined, args: { matchId: string }, ctx: Context): Promise<MatchModel> => {
        const model = push?.model ?? (await ctx.services.matches.modelFor(args.matchId, ctx.caller));
        if (!model) throw notFound('That match');
        return push ? { match: model.match, caller: model.caller, push } : model;
      },
    },
  },
  Match: {
    id: (m: MatchModel) => m.match.row.id,
    game: (m: MatchModel) => m.match.game,
    status: (m: MatchModel) => m.match.row.status,
    version: (m: MatchModel) => m.match.row.version,
    players: (m: MatchModel) => m.match.players,
    toAct: (m: MatchModel) => m.match.row.toAct,
    mayAct: (m: MatchModel) => mayActNow(m),
    viewerSeat: (m: MatchModel) => viewerSeat(m),
    viewerSeats: (m: MatchModel) => viewerSeats(m),
    view: (m: MatchModel) => viewFor(m),
    legalMoves: (m: MatchModel) => {
      const seat = viewerSeat(m);
      return seat === null ? [] : movesOf(m, seat);
    },
    choices: (m: MatchModel, args: { seat?: number | null }) => wordedMoves(m, askedSeat(m, args.seat)).choices,
    prompt: (m: MatchModel, args: { seat?: number | null }) => wordedMoves(m, askedSeat(m, args.seat)).prompt,
    blocked: (m: MatchModel, args: { seat?: number | null }) => blockedOf(m, askedSeat(m, args.seat)),
    seatMoves: (m: MatchModel) =>
      viewerSeats(m).map((seat) => {
        const worded = wordedMoves(m, seat);
        return {
          seat,
          moves: worded.choices.map((c) => c.move),
          choices: worded.choices,
          prompt: worded.prompt,
          blocked: blockedOf(m, seat),
        };
      }),
    zones: (m: MatchModel) =>
      memoized(m.match, `zones:${viewerKey(m)}`, () => {
        const view = viewFor(m);
        const game = m.match.game;
        return Object.entries(view.zones).map(([name, zone]) => {
          const info = game.describeZone(name);
          return {
            name,
            title: zoneTitle(m, info.title, info.owner),
            owner: info.owner,
            role: info.role.toUpperCase(),
            count: zone.count,
            cards: zone.cards.map((c) => (c ? { id: c.id, kind: c.kind, name: game.cardName(c.kind) } : null)),
          };
        });
      }),
    log: async (
      m: MatchModel,
      args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null },
      ctx: Context,
    ) => pageOf((await logOf(m, ctx)).lines, args, MAX_LOG_PAGE),
    logUpdate: async (m: MatchModel, args: { last?: number | null }, ctx: Context) => {
      const last = args.last ?? 100;
      if (!Number.isInteger(last) || last < 0 || last > MAX_LOG_PAGE)
        throw badInput(`"last" must be between 0 and ${MAX_LOG_PAGE}.`);
      const { lines } = await logOf(m, ctx);
      const from = Math.max(m.push?.total ?? 0, lines.length - last);
      if (m.push) m.push.total = lines.length;
      return {
        from,
        total: lines.length,
        startCursor: from < lines.length ? encodeCursor([from]) : null,
        lines: lines.slice(from),
      };
    },
    logSinceMyMove: async (m: MatchModel, _: unknown, ctx: Context) => {
      const seats = viewerSeats(m);
      return seats.length === 0 ? null : (await logOf(m, ctx)).book.sinceOwnMove(seats);
    },
    seedHash: (m: MatchModel) => m.match.row.seedHash,
    // Revealed once the match is over, to whoever may read it (a private match's players only).
    seed: async (m: MatchModel, _: unknown, ctx: Context) =>
      m.match.row.status === 'ACTIVE' || !(await mayRead(ctx.services, m.match, m.caller)) ? null : m.match.row.seed,
    result: (m: MatchModel) => resultFor(m),
    createdAt: (m: MatchModel) => m.match.row.createdAt,
    endedAt: (m: MatchModel) => m.match.row.endedAt,
    deadline: (m: MatchModel) => (m.match.row.status === 'ACTIVE' ? m.match.row.deadlineAt : null),
    timeControl: (m: MatchModel) => timeControlOut(m.match.row.timeControl),
    rated: (m: MatchModel) => m.match.row.rated,
    // Matches ended before end reasons were kept have one from the migration; the fallback only guards a missing value.
    endReason: (m: MatchModel) =>
      m.match.row.status === 'ACTIVE'
        ? null
        : (m.match.row.endReason ?? (m.match.row.status === 'ABORTED' ? 'ABORTED' : 'RULES')),
    mayResign: (m: MatchModel, _: unknown, ctx: Context) => ctx.services.matches.leaving.mayResign(m.match, m.caller),
    mayAbort: (m: MatchModel, _: unknown, ctx: Context) => ctx.services.matches.leaving.mayAbort(m.match, m.caller),
    drawOffers: (m: MatchModel, _: unknown, ctx: Context) => ctx.services.matches.leaving.drawOffers(m.match),
    mayOfferDraw: (m: MatchModel, _: unknown, ctx: Context) =>
      ctx.services.matches.leaving.mayOfferDraw(m.match, m.caller),
    casualReason: (m: MatchModel, _: unknown, ctx: Context) => ctx.services.matches.starting.casualReason(m.match),
    // The site's match page asks for the lobby's id alone, on every push: the match row holds it (a foreign key, and
    // lobbies are never deleted), so only a selection of more than that reads the lobby, once per version of the match
    // (its lobby only changes when the match starts and when it ends).
    lobby: (m: MatchModel, _: unknown, ctx: Context, info: GraphQLResolveInfo) => {
      const id = m.match.row.lobbyId;
      if (!id) return null;
      if (selectsOnly(info, ID_ONLY)) return { id };
      return memoized(m.match, 'lobby', () => ctx.services.lobbies.get(id));
    },
    moveCount: (m: MatchModel) => m.match.row.version,
    chat: (m: MatchModel, args: { first?: number | null; after?: string | null; last?: number | null }, ctx: Context) =>
      chatConnection((opts) => ctx.services.matches.chat.page(m.match.row.id, opts), args),
    rematch: (m: MatchModel, _: unknown, ctx: Context) => ctx.services.lobbies.rematchFor(m.match, m.caller),
    moves: (m: MatchModel, args: { first?: number | null; after?: string | null }, ctx: Context) =>
      movesPage(m, args, ctx.services),
    record: (m: MatchModel, _: unknown, ctx: Context) => recordFor(m, ctx.services),
    replay: async (m: MatchModel, args: { step: number }, ctx: Context) => {
      if (m.match.row.status === 'ACTIVE') throw forbidden('Replays open once the match is over.');
      if (!(await mayRead(ctx.services, m.match, m.caller)))
        throw forbidden('The replay of a private match is for its players only.');
      const { row, game } = m.match;
      if (!Number.isInteger(args.step) || args.step < 0 || args.step > row.version)
        throw badInput(`Steps run from 0 to ${row.version}.`);
      // An ended match never changes: its moves are read once and its states sought from cached snapshots.
      const load = () => ctx.services.matches.moves(row.id);
      const { moves } = await ctx.services.replays.moves(row.id, load);
      const stepMove = args.step === 0 ? undefined : moves[args.step - 1];
      // Steps count every stored move; the game replays only the players' (system moves such as forfeits change nothing).
      const upTo = moves.slice(0, args.step).filter((mv) => !isSystemMove(mv)).length;
      const setup = { players: row.players, options: row.options, seed: row.seed };
      const names = namesOf(m);
      // The step's own move is replayed from the state before it, so its label reads as its player read it then.
      const played = stepMove !== undefined && !isSystemMove(stepMove);
      const before = played ? await ctx.services.replays.stateAt(game, row.id, setup, upTo - 1, load) : undefined;
      const move = stepMove ? (played ? storedMove(game, stepMove.move) : stepMove.move) : null;
      let state: MatchState<unknown>;
      if (before && stepMove) {
        const applied = applyMove(game, before, stepMove.seat, move);
        if (!applied.ok) throw new Error(`Move ${args.step} does not replay: ${applied.error.reason}`);
        state = applied.state;
      } else state = await ctx.services.replays.stateAt(game, row.id, setup, upTo, load);
      const label = !stepMove
        ? null
        : before
          ? labelOf(game, before, stepMove.seat, move as Move, names).label
          : systemMoveLabel(stepMove, 'omniscient', names);
      const entries = args.step === 0 ? setupLog(m) : (stepMove?.log ?? []);
      return {
        step: args.step,
        move,
        seat: stepMove?.seat ?? null,
        label,
        by: stepMove ? names.seatName(stepMove.seat) : null,
        view: redactView(state, 'omniscient'),
        log: entries.map((e, i) => ({
          seq: i,
          seat: e.seat,
          text: logText(redactLogEntry(e, 'omniscient'), 'omniscient', names),
          at: stepMove?.createdAt ?? row.createdAt,
        })),
      };
    },
  },
  MatchPlayer: {
    user: (p: { userId: string | null }, _: unknown, ctx: Context) =>
      p.userId ? ctx.services.accounts.publicUser(p.userId) : null,
  },
  ChatMessage: {
    id: (c: ChatMessage) => String(c.id),
    user: (c: ChatMessage, _: unknown, ctx: Context) => ctx.services.accounts.userById(c.userId),
    at: (c: ChatMessage) => c.createdAt,
  },
};
