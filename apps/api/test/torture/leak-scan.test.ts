// Leak scan: every game played through the API as every kind of viewer; no byte received names a card, seed or rng that viewer may not see.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  applyMove,
  canonicalJson,
  cardVisibleTo,
  createMatch,
  Random,
  seedToRngState,
  type AnyGame,
  type LogEntry,
  type MatchState,
  type Viewer,
} from '@cortex/engine';
import { testDbKinds } from '@cortex/db/testing';
import { gql, ok, signUp, startApi, type TestApi } from '../helpers';
import { recordingWsClient } from './recording-ws';
import { scaled } from './scale';

const MATCHES_PER_GAME = scaled(1, 3);
/** Moves per match: the short form scans the opening of each game, the long form plays them out. */
const MAX_STEPS = scaled(30, 5000);
/** Every viewer reads everything (and probes errors and replays) every this many moves; the acting seat reads every move. */
const ALL_VIEWERS_EVERY = scaled(10, 1);
/** Redaction does not depend on the database: the short form scans on one kind, the long form on each. */
const KINDS = scaled(testDbKinds().slice(0, 1), testDbKinds());

const FULL = `id status version toAct viewerSeat view legalMoves seedHash seed result moveCount deadline
  prompt choices { label group short cards move } zones { name title owner role count cards { id kind name } }
  players { seat bot score winner rank away user { username } } log(last: 100) { edges { cursor node { seq seat text } } } chat(last: 5) { edges { node { text seat } } }`;
const READ = `query($id:ID!){ match(id:$id){ ${FULL} } }`;
const SUB =
  'subscription($id:ID!){ matchUpdated(matchId:$id){ version status toAct viewerSeat view legalMoves prompt choices { label cards } seed result log(last: 10) { edges { node { seq seat text } } } } }';
const SUBMIT = `mutation($id:ID!,$v:Int!,$m:JSON!){ submitMove(matchId:$id, expectedVersion:$v, move:$m){ ${FULL} } }`;

interface ViewerSpec {
  readonly name: string;
  readonly viewer: Viewer;
  readonly token?: string;
}

/** Something a viewer received, tagged with the match version it describes. */
interface Received {
  readonly viewer: ViewerSpec;
  readonly version: number;
  readonly text: string;
}

type User = Awaited<ReturnType<typeof signUp>>;

describe.each(KINDS)('leak scan on %s', (kind) => {
  let api: TestApi;
  let users: User[];
  let spectator: User;
  let apiToken: string;
  const totals = { matches: 0, moves: 0, messages: 0, bytes: 0, hits: 0 };

  beforeAll(async () => {
    api = await startApi(kind);
    users = await Promise.all([0, 1, 2].map(() => signUp(api.url)));
    spectator = await signUp(api.url);
    apiToken = (
      await ok<{ createApiToken: { token: string } }>(
        api.url,
        'mutation{createApiToken(name:"leak scan"){token}}',
        {},
        { token: users[1]!.token },
      )
    ).createApiToken.token;
  });
  afterAll(async () => {
    console.log(
      `leak scan on ${kind}: ${totals.matches} matches, ${totals.moves} moves, ${totals.messages} responses and frames, ${(totals.bytes / 1e6).toFixed(1)} MB scanned, ${totals.hits} hits`,
    );
    await api.close();
  });

  const gameIds = ['legendary-firefly', 'out-to-the-black', 'misbehavin', 'niskas-debt', 'test-pairs'];
  test.each(gameIds)(
    '%s: nothing hidden reaches any viewer; replays of running matches stay closed',
    async (gameId) => {
      const game = api.app.services.games.get(gameId)!;
      const seats = Math.max(2, game.minPlayers);
      for (let n = 0; n < MATCHES_PER_GAME; n++) {
        const hits = await scanOneMatch(game, seats, `${kind}:${gameId}:${n}`);
        totals.hits += hits.length;
        expect(hits.slice(0, 10)).toEqual([]);
      }
    },
    900_000,
  );

  async function scanOneMatch(game: AnyGame, seats: number, label: string): Promise<string[]> {
    // The previous scan's canary check runs synchronously for seconds: let the event loop notice keep-alive sockets
    // the server closed meanwhile, so fetch does not reuse one (ECONNRESET).
    await new Promise((r) => setTimeout(r, 200));
    const players = users.slice(0, seats);
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: { gameId: game.id, seats } },
        { token: players[0]!.token },
      )
    ).createLobby;
    for (const p of players.slice(1))
      await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: p.token });
    const matchId = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: players[0]!.token },
      )
    ).startMatch.id;

    const viewers: ViewerSpec[] = [
      ...players.map((p, seat) => ({ name: `seat ${seat}`, viewer: seat, token: p.token })),
      { name: 'API token of seat 1', viewer: 1, token: apiToken },
      { name: 'spectator', viewer: 'spectator' as const, token: spectator.token },
      { name: 'signed out', viewer: 'spectator' as const },
    ];
    const received: Received[] = [];
    const seenVersion = new Map<string, number>();
    const clients = viewers.map((v) =>
      recordingWsClient(
        api.wsUrl,
        (frame) => {
          const version = versionIn(frame);
          if (version !== undefined) seenVersion.set(v.name, Math.max(version, seenVersion.get(v.name) ?? -1));
          received.push({ viewer: v, version: version ?? seenVersion.get(v.name) ?? 0, text: frame });
        },
        v.token,
      ),
    );
    const offs = clients.map((c) =>
      c.subscribe(
        { query: SUB, variables: { id: matchId } },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      ),
    );
    const random = new Random(seedToRngState(`leak:${label}`));
    const replayCodes = new Set<string>();

    const read = async (v: ViewerSpec) => {
      const r = await gql<{ match: { version: number; status: string; toAct: number[]; legalMoves: unknown[] } }>(
        api.url,
        READ,
        { id: matchId },
        v.token ? { token: v.token } : {},
      );
      const text = JSON.stringify(r);
      if (!r.data?.match) throw new Error(`read failed: ${text}`);
      received.push({ viewer: v, version: r.data.match.version, text });
      return r.data.match;
    };

    let state = await read(viewers[0]!);
    for (let step = 0; step < MAX_STEPS && state.status === 'ACTIVE'; step++) {
      await waitFor(() => viewers.every((v) => (seenVersion.get(v.name) ?? -1) >= state.version));
      if (step % ALL_VIEWERS_EVERY === 0) {
        for (const v of viewers) {
          await read(v);
          // A running match's replay is full information: it must be refused to everyone, players included.
          const replay = await gql(
            api.url,
            'query($id:ID!){ match(id:$id){ replay(step: 0){ view log { text } } } }',
            { id: matchId },
            v.token ? { token: v.token } : {},
          );
          replayCodes.add(replay.errors?.[0]?.extensions?.code ?? 'ANSWERED');
          received.push({ viewer: v, version: state.version, text: JSON.stringify(replay) });
          // Refusals speak too: a malformed move and a stale version.
          const refusal = await gql(
            api.url,
            SUBMIT,
            { id: matchId, v: state.version + 5, m: { type: 'nonsense' } },
            v.token ? { token: v.token } : {},
          );
          received.push({ viewer: v, version: state.version, text: JSON.stringify(refusal) });
        }
      }
      const seat = state.toAct[0]!;
      const mover = viewers[seat]!;
      const mine = await read(mover);
      if (mine.version !== state.version) throw new Error('the match moved without us');
      const move = random.pick(mine.legalMoves);
      const r = await gql<{ submitMove: { version: number; status: string; toAct: number[]; legalMoves: unknown[] } }>(
        api.url,
        SUBMIT,
        { id: matchId, v: state.version, m: move },
        { token: mover.token! },
      );
      if (!r.data?.submitMove) throw new Error(`move refused: ${JSON.stringify(r.errors)}`);
      received.push({ viewer: mover, version: r.data.submitMove.version, text: JSON.stringify(r) });
      state = r.data.submitMove;
      totals.moves++;
    }
    await waitFor(() => viewers.every((v) => (seenVersion.get(v.name) ?? -1) >= state.version));
    if (state.status === 'ACTIVE') for (const v of viewers) await read(v);
    for (const off of offs) off();
    await Promise.all(clients.map((c) => c.dispose()));
    totals.matches++;
    expect([...replayCodes]).toEqual(['FORBIDDEN']);

    return findLeaks(game, matchId, received);
  }

  /** Rebuilds every committed state from the seed and the move log, then looks for each viewer's canaries in what it got. */
  async function findLeaks(game: AnyGame, matchId: string, received: readonly Received[]): Promise<string[]> {
    const { row } = (await api.app.services.matches.load(matchId))!;
    const moves = await api.app.services.matches.moves(matchId);
    const setup = createMatch(game, { players: row.players, options: row.options, seed: row.seed });
    const states: MatchState<unknown>[] = [setup.state as MatchState<unknown>];
    // logs[v]: the lines written on the way to state v; a card they showed to a viewer is known to it from then on.
    const logs: (readonly LogEntry[])[] = [setup.log];
    for (const m of moves) {
      const r = applyMove(game, states[states.length - 1]!, m.seat, m.move);
      if (!r.ok) throw new Error(`committed move ${m.seq} does not replay`);
      states.push(r.state);
      logs.push(r.log);
    }
    expect(canonicalJson(states[states.length - 1])).toBe(canonicalJson(row.state));

    const canaries = new Map<string, string[][]>();
    const canariesFor = (viewer: Viewer, version: number): string[] => {
      const key = String(viewer);
      let byVersion = canaries.get(key);
      if (!byVersion) {
        byVersion = canaryTable(game, states, logs, viewer);
        canaries.set(key, byVersion);
      }
      return byVersion[Math.min(version, byVersion.length - 1)]!;
    };
    const hits: string[] = [];
    for (const r of received) {
      totals.messages++;
      totals.bytes += r.text.length;
      if (r.text.includes(row.seed) && (row.status === 'ACTIVE' || r.version < row.version))
        hits.push(`${r.viewer.name} got the seed`);
      if (/"rng"/.test(r.text)) hits.push(`${r.viewer.name} got an rng field`);
      for (const canary of canariesFor(r.viewer.viewer, r.version)) {
        if (found(r.text, canary))
          hits.push(`${game.id} v${r.version}: ${r.viewer.name} got ${canary} in ${excerpt(r.text, canary)}`);
      }
    }
    return hits;
  }
});

/**
 * Per version, the strings a viewer must not receive: ids of cards hidden from it (now and one move later, since a
 * read may straddle a move), kinds it has never been able to see so far, and the rng words of the state.
 */
function canaryTable(
  game: AnyGame,
  states: readonly MatchState<unknown>[],
  logs: readonly (readonly LogEntry[])[],
  viewer: Viewer,
): string[][] {
  const hiddenIds = states.map((s) => {
    const ids = new Set<string>();
    for (const zone of Object.values(s.zones))
      for (const card of zone.cards) if (!cardVisibleTo(zone, card, viewer)) ids.add(card.id);
    return ids;
  });
  const seenKinds = new Set<string>();
  const allKinds = new Set<string>();
  const table: string[][] = [];
  const noteVisible = (s: MatchState<unknown>, log: readonly LogEntry[]) => {
    // A card shown in a log line (revealed, then shuffled away within one move) was seen, as the line says.
    for (const entry of log) {
      for (const part of entry.parts) {
        if (typeof part !== 'object' || !('cards' in part)) continue;
        for (const card of part.cards) {
          if (
            card.visibility === 'all' ||
            (typeof viewer === 'number' && card.visibility.includes(viewer)) ||
            viewer === 'omniscient'
          )
            seenKinds.add(card.kind);
        }
      }
    }
    const publicData = JSON.stringify(s.game);
    for (const zone of Object.values(s.zones)) {
      for (const card of zone.cards) {
        allKinds.add(card.kind);
        if (cardVisibleTo(zone, card, viewer) || publicData.includes(`"${card.kind}"`)) seenKinds.add(card.kind);
      }
    }
  };
  noteVisible(states[0]!, logs[0] ?? []);
  for (let v = 0; v < states.length; v++) {
    const next = states[v + 1];
    if (next) noteVisible(next, logs[v + 1] ?? []);
    const ids = [...hiddenIds[v]!].filter((id) => !next || hiddenIds[v + 1]!.has(id));
    const seenNames = new Set([...seenKinds].map((k) => game.cardName(k)));
    const unseen = [...allKinds].filter((k) => !seenKinds.has(k));
    table.push([
      ...ids.map((id) => `"${id}"`),
      ...unseen.map((k) => `"${k}"`),
      // A name only counts when no card the viewer could see shares it or holds it as a word ("Shiny" in "Shiny Engine").
      ...unseen
        .map((k) => game.cardName(k))
        .filter((name) => name.length >= 5 && ![...seenNames].some((seen) => found(seen, name))),
      ...states[v]!.rng.map((w) => String(w)).filter((w) => w.replace('-', '').length >= 7),
    ]);
  }
  return table;
}

/** Ids, kinds and numbers match as they are; card names only as whole words ("Browncoats" is not in "recruitBrowncoats"). */
function found(text: string, canary: string): boolean {
  if (!text.includes(canary)) return false;
  if (canary.startsWith('"') || /^-?\d+$/.test(canary)) return true;
  const escaped = canary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(withoutRulesWords(text));
}

/**
 * Prompts, labels and zone titles name cards as the rules do ("play Co-Pilot, Lend a Hand or I Got an Idea, or pass",
 * "Browncoats stack") whatever the viewer holds, so card names are not looked for in them. They cannot carry a hidden
 * card: the engine words them from the viewer's redacted view (and a zone's name) only; ids and kinds are still sought.
 */
function withoutRulesWords(text: string): string {
  return text.replace(/(\\?"(?:prompt|label|group|short|title)\\?":\\?")((?:[^"\\]|\\[^"])*)(\\?")/g, '$1$3');
}

function versionIn(frame: string): number | undefined {
  const m = /"matchUpdated":\{"version":(\d+)/.exec(frame);
  return m ? Number(m[1]) : undefined;
}

function excerpt(text: string, needle: string): string {
  const at = text.indexOf(needle);
  return text.slice(Math.max(0, at - 120), at + needle.length + 60);
}

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('subscribers did not catch up in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}
