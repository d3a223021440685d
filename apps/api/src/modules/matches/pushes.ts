// matchUpdated pushes that cost what changed: a push is executed once per (query, match version, viewer, log already
// sent) and serialised once, and every subscriber who would receive the same payload gets that one string.
import {
  createSourceEventStream,
  getOperationAST,
  Kind,
  subscribe,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { Context } from '../../context';
import { compiledExecute } from '../../lib/compiledExecution';
import type { PubSub } from '../../lib/pubsub';
import type { MatchModel, PushSource } from './service';
import type { LoadedMatch } from './store';

/**
 * Fields whose value depends on the caller only through the seats they hold (and the match): a spectator's push selecting
 * nothing else is the same for every spectator, signed in or not. A field missing here makes the push per person.
 */
const SEAT_DETERMINED: ReadonlySet<string> = new Set([
  ...[
    'id',
    'game',
    'status',
    'version',
    'players',
    'toAct',
    'mayAct',
    'viewerSeat',
    'viewerSeats',
    'view',
    'legalMoves',
    'choices',
    'prompt',
    'blocked',
    'seatMoves',
    'zones',
    'log',
    'logSinceMyMove',
    'logUpdate',
    'seedHash',
    'seed',
    'result',
    'createdAt',
    'endedAt',
    'deadline',
    'timeControl',
    'rated',
    'casualReason',
    'endReason',
    'mayResign',
    'mayAbort',
    'drawOffers',
    'mayOfferDraw',
    'moveCount',
    'campaignGame',
    'campaign',
    'lobby',
    '__typename',
  ].map((f) => `Match.${f}`),
  ...['seat', 'user', 'bot', 'score', 'winner', 'rank', 'away', 'resigned', 'timeoutsInARow', '__typename'].map(
    (f) => `MatchPlayer.${f}`,
  ),
  'User.id',
  'User.username',
  'User.__typename',
  'Lobby.id',
  'Lobby.__typename',
  'Campaign.id',
  'Campaign.gamesTotal',
  'Campaign.status',
  'Campaign.__typename',
]);
/** Types every field of which is the same for every caller. */
const NEUTRAL_TYPES: ReadonlySet<string> = new Set([
  'Game',
  'LogConnection',
  'LogEdge',
  'LogEntry',
  'LogUpdate',
  'PageInfo',
  'SeatMoves',
  'Choice',
  'BlockedChoice',
  'Zone',
  'ZoneCard',
  'TimeControl',
  'Subscription',
]);

/** Matches whose last change is remembered (each change gets a new number, never reused). */
const CHANGES_KEPT = 20_000;

/** The marker a shared push's payload is sent as, replaced by its serialised text on the way out (see expand). */
const MARK = '__cortexShared';
/**
 * A whole "next" frame whose payload is nothing but a marker. Anchored on both ends: text a client controls reaches a
 * frame only inside `data` (with its quotes escaped), so no frame of anyone's data can pass for a marked one.
 */
const MARKED = new RegExp(`^\\{"id":"(?:[^"\\\\]|\\\\.)*","type":"next","payload":\\{"${MARK}":"(\\d+)"\\}\\}$`);

interface Shared {
  readonly result: ExecutionResult;
  /** The log lines the push delivered up to (its subscribers have now been sent that many). */
  readonly total: number | undefined;
}

export class SharedPushes {
  readonly #documents = new WeakMap<DocumentNode, { id: number; perPerson: boolean }>();
  #documentIds = 0;
  readonly #results = new WeakMap<LoadedMatch, Map<string, Promise<Shared>>>();
  /** A shared result's text and token, kept as long as the result is (a cached push, or one on its way out). */
  readonly #texts = new WeakMap<ExecutionResult, { readonly token: string; readonly text: string }>();
  readonly #byToken = new Map<string, WeakRef<ExecutionResult>>();
  readonly #forget = new FinalizationRegistry<string>((token) => this.#byToken.delete(token));
  #tokenIds = 0;
  readonly #run = compiledExecute();
  /** Pushes executed, and pushes served from one already executed (for the bench and tests). */
  readonly counts = { executed: 0, shared: 0 };
  /**
   * Changes announced per match. Some change what a push shows without a new version (a rematch offered, a draw offer),
   * so a push is shared only by subscribers woken by the same change.
   */
  readonly #changes = new Map<string, number>();
  #changeCount = 0;
  readonly #offChanges: () => void;

  constructor(
    private readonly schema: GraphQLSchema,
    pubsub: PubSub,
  ) {
    this.#offChanges = pubsub.on('match', ({ matchId }) => {
      this.#changes.delete(matchId);
      this.#changes.set(matchId, ++this.#changeCount);
      if (this.#changes.size > CHANGES_KEPT) this.#changes.delete(this.#changes.keys().next().value!);
    });
  }

  close(): void {
    this.#offChanges();
  }

  /**
   * graphql-ws's subscribe: a matchUpdated subscription's pushes go through the shared cache; any other subscription is
   * graphql's own.
   */
  subscribe = async (args: ExecutionArgs): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> => {
    const operation = getOperationAST(args.document, args.operationName);
    const only = operation?.selectionSet.selections.length === 1 ? operation.selectionSet.selections[0] : undefined;
    if (only?.kind !== Kind.FIELD || only.name.value !== 'matchUpdated') return subscribe(args);
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const pushes = (source as AsyncIterable<PushSource>)[Symbol.asyncIterator]();
    const document = this.#documentOf(args.document);
    const variables = JSON.stringify(args.variableValues ?? {});
    // An iterator rather than a generator: ending the subscription must reach the ticks at once, even while a push waits.
    const iterator: AsyncIterableIterator<ExecutionResult> = {
      next: async () => {
        const tick = await pushes.next();
        if (tick.done === true) return { done: true, value: undefined };
        return {
          done: false,
          value: await this.#push(args, tick.value, `${document.id}|${variables}`, document.perPerson),
        };
      },
      return: async () => {
        await pushes.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  };

  async #push(args: ExecutionArgs, push: PushSource, query: string, perPerson: boolean): Promise<ExecutionResult> {
    const ctx = args.contextValue as Context;
    const model = await ctx.services.matches.modelFor(push.matchId, ctx.caller);
    // Gone (it never is once it existed): matchUpdated's own resolver says so in an error.
    if (!model) return this.#run({ ...args, rootValue: push });
    const key = `${query}|${viewerIdentity(model, perPerson)}|${push.total ?? ''}|${this.#changes.get(push.matchId) ?? 0}`;
    let byKey = this.#results.get(model.match);
    if (!byKey) {
      byKey = new Map();
      this.#results.set(model.match, byKey);
    }
    let shared = byKey.get(key);
    if (shared) {
      this.counts.shared += 1;
      // Serialised once it is sent twice: a push only one subscriber gets is serialised by the transport alone.
      const { result } = await shared;
      if (!result.errors) this.#mark(result);
    } else {
      this.counts.executed += 1;
      shared = this.#execute(args, model, push.total);
      byKey.set(key, shared);
    }
    const { result, total } = await shared;
    push.total = total;
    if (result.errors) byKey.delete(key);
    return result;
  }

  async #execute(args: ExecutionArgs, model: MatchModel, sent: number | undefined): Promise<Shared> {
    // The push's source: the log lines already sent, which Match.logUpdate replaces by the lines this push sends.
    const source: PushSource = { total: sent, matchId: model.match.row.id, model };
    const result = await this.#run({ ...args, rootValue: source });
    return { result, total: source.total };
  }

  /** graphql-ws's onNext: a shared result goes out as a marker, which `expand` replaces by its one serialised text. */
  marker(result: ExecutionResult): Record<string, string> | undefined {
    const marked = this.#texts.get(result);
    return marked === undefined ? undefined : { [MARK]: marked.token };
  }

  /** A frame about to be sent, with a shared payload's marker replaced by its text. */
  expand(frame: string): string {
    const found = frame.length < 300 ? MARKED.exec(frame) : null;
    if (!found) return frame;
    const result = this.#byToken.get(found[1]!)?.deref();
    const text = result === undefined ? undefined : this.#texts.get(result)?.text;
    // The frame was made from the result a moment ago, so the result is still held; this cannot happen.
    if (text === undefined) throw new Error('A shared push was sent after its result was dropped.');
    return `${frame.slice(0, frame.length - found[1]!.length - MARK.length - 8)}${text}}`;
  }

  #mark(result: ExecutionResult): void {
    if (this.#texts.has(result)) return;
    const token = String(++this.#tokenIds);
    this.#texts.set(result, { token, text: JSON.stringify(result) });
    this.#byToken.set(token, new WeakRef(result));
    this.#forget.register(result, token);
  }

  #documentOf(document: DocumentNode): { id: number; perPerson: boolean } {
    let known = this.#documents.get(document);
    if (!known) {
      known = { id: ++this.#documentIds, perPerson: selectsPerPerson(this.schema, document) };
      this.#documents.set(document, known);
    }
    return known;
  }
}

/** Who a push is for, as far as its payload can tell: the seats held, and the person only where a field depends on them. */
function viewerIdentity(model: MatchModel, perPerson: boolean): string {
  const seats = model.match.players
    .filter((p) => p.userId !== null && p.userId === model.caller?.userId)
    .map((p) => p.seat);
  if (seats.length > 0) return `seats:${seats.join(',')}`;
  return perPerson ? `person:${model.caller?.userId ?? 'anonymous'}` : 'spectator';
}

/** Whether the document selects any field whose value may differ between two callers holding the same seats. */
export function selectsPerPerson(schema: GraphQLSchema, document: DocumentNode): boolean {
  const info = new TypeInfo(schema);
  let perPerson = false;
  visit(
    document,
    visitWithTypeInfo(info, {
      Field(node) {
        const parent = info.getParentType()?.name;
        if (parent === undefined || NEUTRAL_TYPES.has(parent)) return;
        if (!SEAT_DETERMINED.has(`${parent}.${node.name.value}`)) perPerson = true;
      },
    }),
  );
  return perPerson;
}
