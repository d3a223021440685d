// The example bot: hears of its turns and challenges over the `events` subscription, answers with a labelled choice.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ApiClient, ApiError, isApiError, SocketTransport, sleep } from './api';

export { ApiError } from './api';

/** A legal move with its words, as Match.choices gives it. */
export interface Choice {
  readonly label: string;
  readonly seat: number;
  readonly move: unknown;
}

/** A move the bot made: where, at which version, what it was offered and what it picked. */
export interface BotMove {
  readonly matchId: string;
  /** The Match.version the move was chosen at (it was applied as version + 1). */
  readonly version: number;
  readonly seat: number;
  readonly label: string;
  readonly move: unknown;
  readonly offered: readonly Choice[];
}

export interface BotOptions {
  /** The API's HTTP endpoint, e.g. http://localhost:4000/graphql. */
  readonly url: string;
  /** Its WebSocket endpoint; by default the same address with ws: (or wss:). */
  readonly wsUrl?: string;
  /** A personal API token with the PLAY scope. */
  readonly token: string;
  /** Accept challenges only from these users (any case); from anyone when empty or left out. */
  readonly acceptFrom?: readonly string[];
  /** Stop once this many matches are over for the bot (finished, or resigned by it). */
  readonly matches?: number;
  /** Resign a match after making this many moves in it. */
  readonly resignAfter?: number;
  /** Aborting it stops the bot: it resigns each of its active matches first. */
  readonly signal?: AbortSignal;
  /** Picks one of the choices offered (random by default). */
  readonly choose?: (choices: readonly Choice[]) => Choice;
  /** Where the bot's lines go (console.log by default). */
  readonly print?: (line: string) => void;
  /** Told of every move made, after the API accepted it. */
  readonly onMove?: (move: BotMove) => void;
  /** The WebSocket class for graphql-ws (the `ws` package by default). */
  readonly webSocketImpl?: unknown;
}

export interface BotReport {
  /** The account the token belongs to. */
  readonly username: string;
  /** Moves made. */
  readonly moves: number;
  /** Matches that ended while the bot played them. */
  readonly finished: readonly string[];
  /** Matches the bot resigned. */
  readonly resigned: readonly string[];
}

interface UserEvent {
  kind:
    | 'YOUR_TURN'
    | 'MATCH_STARTED'
    | 'MATCH_FINISHED'
    | 'LOBBY_UPDATED'
    | 'REMATCH_OFFERED'
    | 'CHALLENGE_RECEIVED'
    | 'CHALLENGE_ANSWERED';
  matchId: string | null;
  challenge: { id: string; status: string; challenger: { username: string } } | null;
}

interface MatchNow {
  id: string;
  status: string;
  version: number;
  toAct: number[];
  viewerSeats: number[];
  choices: Choice[];
}

const EVENTS = 'subscription Events { events { kind matchId challenge { id status challenger { username } } } }';
const VIEWER = 'query Viewer { viewer { username } }';
const MATCH =
  'query Match($id: ID!) { match(id: $id) { id status version toAct viewerSeats choices { label seat move } } }';
const SUBMIT =
  'mutation Move($id: ID!, $v: Int!, $m: JSON!, $s: Int) { submitMove(matchId: $id, expectedVersion: $v, move: $m, seat: $s) { id version status } }';
const ACCEPT = 'mutation Accept($id: ID!) { acceptChallenge(id: $id) { id status } }';
const RESIGN = 'mutation Resign($id: ID!) { resign(matchId: $id) { id status } }';
const ACTIVE = 'query Active { myActiveMatches(first: 100) { id } }';
const RESULT = 'query Result($id: ID!) { match(id: $id) { result } }';

/** ILLEGAL_MOVE refusals in a row after which the bot leaves a match until its next event. */
const MAX_REFUSALS = 5;
/**
 * STALE_VERSION refusals in a row after which the bot waits before reading the match again, longer each time up to
 * STALE_WAIT_MAX_MS: a read that keeps lagging behind the match (another instance catching up) does not become a tight
 * loop. Such refusals never make the bot leave (see playWhileAwaited).
 */
const STALE_BEFORE_WAITING = 2;
const STALE_WAIT_MAX_MS = 200;

const randomChoice = (choices: readonly Choice[]): Choice => choices[Math.floor(Math.random() * choices.length)]!;

/**
 * Runs the bot until `matches` matches are over for it, or until `signal` aborts (then it resigns its active matches).
 * Rejects when the token is refused or the events subscription fails for good.
 */
export async function runBot(options: BotOptions): Promise<BotReport> {
  const print = options.print ?? ((line: string) => console.log(line));
  const api = new ApiClient({
    url: options.url,
    token: options.token,
    onWait: (s, why) => print(`waiting ${s}s for the rate limit: ${why}`),
  });
  const viewer = await api.request<{ viewer: { username: string } | null }>(VIEWER);
  if (!viewer.viewer) throw new Error('That token names no user: make one under Settings → API tokens.');
  return new Bot(options, api, viewer.viewer.username, print).run();
}

class Bot {
  readonly #stop = new AbortController();
  /** The play loop running per match, so one match is never played by two loops at once. */
  readonly #playing = new Map<string, Promise<void>>();
  /** Matches whose event came while their loop ran: the loop looks once more. */
  readonly #again = new Set<string>();
  readonly #movesIn = new Map<string, number>();
  readonly #over = new Set<string>();
  readonly #finished: string[] = [];
  readonly #resigned: string[] = [];
  readonly #acceptFrom: ReadonlySet<string> | null;
  #moves = 0;
  #ending = false;

  constructor(
    private readonly opts: BotOptions,
    private readonly api: ApiClient,
    private readonly username: string,
    private readonly print: (line: string) => void,
  ) {
    this.#acceptFrom = opts.acceptFrom?.length ? new Set(opts.acceptFrom.map((u) => u.toLowerCase())) : null;
  }

  private say(line: string): void {
    this.print(`${this.username}'s bot: ${line}`);
  }

  run(): Promise<BotReport> {
    return new Promise((resolve, reject) => {
      const wsUrl = this.opts.wsUrl ?? this.opts.url.replace(/^http/, 'ws');
      const client: Client = createClient({
        url: wsUrl,
        connectionParams: { authorization: `Bearer ${this.opts.token}` },
        webSocketImpl: this.opts.webSocketImpl ?? WebSocket,
        // A dropped connection is retried; the new subscription opens with whatever became due meanwhile.
        retryAttempts: 10,
      });
      // Reads and moves go on the events socket while it is connected (it signed in once), else over HTTP.
      this.api.sendOn(new SocketTransport(client));
      let unsubscribe = (): void => undefined;
      const end = async (resignActive: boolean, error?: unknown): Promise<void> => {
        if (this.#ending) return;
        this.#ending = true;
        this.#stop.abort();
        // Winding down (resigning) goes over HTTP: the socket closes once its last subscription ends.
        this.api.sendOn(undefined);
        unsubscribe();
        await Promise.allSettled([...this.#playing.values()]);
        if (resignActive) await this.resignActive();
        await client.dispose();
        if (error === undefined) resolve(this.report());
        else reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
      };
      this.onOver = () => {
        if (this.opts.matches !== undefined && this.#over.size >= this.opts.matches) void end(false);
      };
      unsubscribe = client.subscribe<{ events: UserEvent }>(
        { query: EVENTS },
        {
          next: (result) => {
            if (result.errors?.length)
              return void end(
                false,
                new Error(`The events subscription was refused: ${result.errors.map((e) => e.message).join('; ')}`),
              );
            if (result.data) this.onEvent(result.data.events);
          },
          error: (error) => void end(false, error),
          complete: () => void end(false, new Error('The API ended the events subscription.')),
        },
      );
      this.say(`listening at ${wsUrl}`);
      if (this.opts.signal?.aborted) void end(true);
      this.opts.signal?.addEventListener('abort', () => void end(true), { once: true });
    });
  }

  /** Called when a match is over for the bot; set by run(). */
  private onOver: () => void = () => undefined;

  private report(): BotReport {
    return {
      username: this.username,
      moves: this.#moves,
      finished: [...this.#finished],
      resigned: [...this.#resigned],
    };
  }

  private onEvent(event: UserEvent): void {
    if (this.#ending) return;
    switch (event.kind) {
      case 'CHALLENGE_RECEIVED':
        if (event.challenge) void this.answer(event.challenge);
        return;
      case 'YOUR_TURN':
      case 'MATCH_STARTED':
        if (event.matchId) this.play(event.matchId);
        return;
      case 'MATCH_FINISHED':
        if (event.matchId) void this.finished(event.matchId);
        return;
      default:
        return;
    }
  }

  private async answer(challenge: NonNullable<UserEvent['challenge']>): Promise<void> {
    if (challenge.status !== 'PENDING') return;
    const from = challenge.challenger.username;
    if (this.#acceptFrom && !this.#acceptFrom.has(from.toLowerCase())) {
      this.say(`leaving ${from}'s challenge unanswered (they are not in --accept-from)`);
      return;
    }
    try {
      await this.api.request(ACCEPT, { id: challenge.id }, this.#stop.signal);
      this.say(`accepted ${from}'s challenge`);
    } catch (error) {
      // Answered or cancelled meanwhile, or its lobby filled: nothing to do.
      if (!isApiError(error, 'CONFLICT') && !isApiError(error, 'NOT_FOUND'))
        this.say(`could not accept ${from}'s challenge: ${messageOf(error)}`);
    }
  }

  private play(matchId: string): void {
    if (this.#ending || this.#over.has(matchId)) return;
    if (this.#playing.has(matchId)) {
      this.#again.add(matchId);
      return;
    }
    const loop = (async () => {
      do {
        this.#again.delete(matchId);
        await this.playWhileAwaited(matchId);
      } while (this.#again.has(matchId) && !this.#ending);
    })()
      .catch((error: unknown) => this.say(`stopped playing ${matchId}: ${messageOf(error)}`))
      .finally(() => this.#playing.delete(matchId));
    this.#playing.set(matchId, loop);
  }

  /**
   * Moves while the match awaits one of the bot's seats; a refused move is decided again on the match as it is now.
   * STALE_VERSION means the match moved on (another seat, a server bot or a timeout moved first), however often that
   * happens: the bot's seat may stay awaited through those moves, and then no new event would call it back, so leaving
   * would leave the match waiting for it for ever (the way a whole-match test once stalled). Only a move the API keeps
   * refusing as illegal makes it leave.
   */
  private async playWhileAwaited(matchId: string): Promise<void> {
    let illegal = 0;
    let stale = 0;
    while (!this.#ending) {
      if (stale >= STALE_BEFORE_WAITING)
        await sleep(Math.min(STALE_WAIT_MAX_MS, 10 * 2 ** (stale - STALE_BEFORE_WAITING)), this.#stop.signal);
      const { match } = await this.api.request<{ match: MatchNow | null }>(MATCH, { id: matchId }, this.#stop.signal);
      if (!match) return;
      if (match.status !== 'ACTIVE') return this.finished(matchId);
      // Only decisions the match waits for: optional moves (Match.mayAct) are left to people.
      if (!match.toAct.some((s) => match.viewerSeats.includes(s)) || match.choices.length === 0) return;
      const choice = (this.opts.choose ?? randomChoice)(match.choices);
      try {
        await this.api.request(
          SUBMIT,
          { id: matchId, v: match.version, m: choice.move, s: choice.seat },
          this.#stop.signal,
        );
      } catch (error) {
        if (isApiError(error, 'STALE_VERSION')) {
          stale++;
          continue;
        }
        if (isApiError(error, 'ILLEGAL_MOVE')) {
          if (++illegal < MAX_REFUSALS) continue;
          this.say(
            `leaving match ${matchId} until its next event: ${illegal} moves in a row refused (${error.message})`,
          );
          return;
        }
        throw error;
      }
      illegal = 0;
      stale = 0;
      this.#moves++;
      this.say(choice.label);
      this.opts.onMove?.({
        matchId,
        version: match.version,
        seat: choice.seat,
        label: choice.label,
        move: choice.move,
        offered: match.choices,
      });
      const made = (this.#movesIn.get(matchId) ?? 0) + 1;
      this.#movesIn.set(matchId, made);
      if (this.opts.resignAfter !== undefined && made >= this.opts.resignAfter) return this.resign(matchId);
    }
  }

  private async resign(matchId: string): Promise<void> {
    try {
      await this.api.request(RESIGN, { id: matchId });
      this.say(`resigned match ${matchId}`);
      this.#resigned.push(matchId);
      this.#over.add(matchId);
      this.onOver();
    } catch (error) {
      this.say(`could not resign match ${matchId}: ${messageOf(error)}`);
    }
  }

  /** On stopping: resigns every match of the account that is still being played. */
  private async resignActive(): Promise<void> {
    try {
      const { myActiveMatches } = await this.api.request<{ myActiveMatches: { id: string }[] }>(ACTIVE);
      for (const { id } of myActiveMatches) await this.resign(id);
    } catch (error) {
      this.say(`could not list active matches to resign: ${messageOf(error)}`);
    }
  }

  private async finished(matchId: string): Promise<void> {
    if (this.#over.has(matchId)) return;
    this.#over.add(matchId);
    this.#finished.push(matchId);
    try {
      const { match } = await this.api.request<{ match: { result: { summary?: unknown } | null } | null }>(RESULT, {
        id: matchId,
      });
      const summary = match?.result?.summary;
      this.say(`match ${matchId} is over${typeof summary === 'string' ? `: ${summary}` : ''}`);
    } catch {
      this.say(`match ${matchId} is over`);
    }
    this.onOver();
  }
}

function messageOf(error: unknown): string {
  return error instanceof ApiError
    ? `${error.code}: ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);
}
