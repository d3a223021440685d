// The example bot against a real API: a whole match of every game through challenges, resigning, and the CLI's Ctrl-C.
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runBot, type BotMove, type BotOptions, type BotReport } from '../src/bot';
import { call, person, startServer, type Person, type TestServer } from './harness';

/** Each game with options that keep a match short, and enough seats for the two bots (plus server bots where needed). */
const GAMES: readonly { gameId: string; seats: number; options?: Record<string, unknown>; serverBots?: number }[] = [
  { gameId: 'test-pairs', seats: 2, options: { targetPairs: 1, maxTurns: 4 } },
  { gameId: 'misbehavin', seats: 2, options: { maxRounds: 3 } },
  { gameId: 'niskas-debt', seats: 2, options: { roundLimit: 1 } },
  // Cooperative, three seats at least: the two bots and a server bot.
  { gameId: 'out-to-the-black', seats: 3, serverBots: 1 },
  { gameId: 'legendary-firefly', seats: 2 },
];

const CHALLENGE = 'mutation($u:String!,$i:CreateLobbyInput!){challenge(username:$u,input:$i){id lobby{id}}}';
const MATCH_OF_LOBBY = 'query($id:ID!){lobby(id:$id){match{id status endReason}}}';

interface MatchEnd {
  id: string;
  status: string;
  endReason: string | null;
}

describe('the example bot', () => {
  let server: TestServer;
  let mal: Person;
  let zoe: Person;
  let saffron: Person;

  beforeAll(async () => {
    server = await startServer();
    [mal, zoe, saffron] = await Promise.all([
      person(server.url, 'mal'),
      person(server.url, 'zoe'),
      person(server.url, 'saffron'),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  const challenge = async (by: Person, input: Record<string, unknown>): Promise<{ id: string; lobbyId: string }> => {
    const { challenge: made } = await call<{ challenge: { id: string; lobby: { id: string } } }>(
      server.url,
      CHALLENGE,
      { u: zoe.username, i: { rated: false, ...input } },
      by.token,
    );
    return { id: made.id, lobbyId: made.lobby.id };
  };
  const matchOf = async (lobbyId: string): Promise<MatchEnd> =>
    (await call<{ lobby: { match: MatchEnd | null } }>(server.url, MATCH_OF_LOBBY, { id: lobbyId }, mal.token)).lobby
      .match!;

  /** Runs a bot, stopped (it then resigns) if it has not finished in time, so a stuck match fails the test instead of hanging it. */
  const bot = (options: Omit<BotOptions, 'url' | 'signal'>, withinMs: number): Promise<BotReport> => {
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), withinMs);
    return runBot({ url: server.url, signal: stop.signal, print: () => undefined, ...options }).finally(() =>
      clearTimeout(timer),
    );
  };

  /** Every move the API stored for a person's seat was one the bots reported, at its version, and was one of the choices offered. */
  const expectMovesFromChoices = async (matchId: string, reported: readonly BotMove[]): Promise<void> => {
    const mine = reported.filter((m) => m.matchId === matchId);
    for (const m of mine)
      expect(m.offered.some((c) => isDeepStrictEqual(c.move, m.move) && c.seat === m.seat && c.label === m.label)).toBe(
        true,
      );
    const stored = (await server.app.services.matches.moves(matchId)).filter((m) => !m.byBot);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((m) => [m.seq - 1, m.seat])).toEqual(
      mine.map((m) => [m.version, m.seat]).sort((a, b) => a[0]! - b[0]!),
    );
  };

  test('plays a whole match of every game, accepting challenges from listed users only', async () => {
    const lobbies = new Map<string, string>();
    for (const game of GAMES) {
      const made = await challenge(mal, {
        gameId: game.gameId,
        seats: game.seats,
        ...(game.options ? { options: game.options } : {}),
      });
      for (let i = 0; i < (game.serverBots ?? 0); i++)
        await call(
          server.url,
          'mutation($l:ID!){addBot(lobbyId:$l,level:"random"){id}}',
          { l: made.lobbyId },
          mal.token,
        );
      lobbies.set(game.gameId, made.lobbyId);
    }
    const unlisted = await challenge(saffron, { gameId: 'test-pairs', seats: 2 });

    const moves: BotMove[] = [];
    const lines: string[] = [];
    const started = Date.now();
    // Zoe's bot answers the challenges waiting for it as it connects; Mal's bot plays Mal's seats. Five matches at once.
    const [zoeReport, malReport] = await Promise.all([
      bot(
        {
          token: zoe.token,
          acceptFrom: ['mal'],
          matches: GAMES.length,
          onMove: (m) => moves.push(m),
          print: (l) => lines.push(l),
        },
        150_000,
      ),
      bot({ token: mal.token, matches: GAMES.length, onMove: (m) => moves.push(m) }, 150_000),
    ]);
    const seconds = (Date.now() - started) / 1000;

    expect(zoeReport.username).toBe('zoe');
    expect(zoeReport.resigned).toEqual([]);
    expect(malReport.resigned).toEqual([]);
    const perGame: string[] = [];
    for (const game of GAMES) {
      const match = await matchOf(lobbies.get(game.gameId)!);
      perGame.push(`${game.gameId} ${moves.filter((m) => m.matchId === match.id).length}`);
      expect({ game: game.gameId, status: match.status }).toEqual({ game: game.gameId, status: 'FINISHED' });
      expect(zoeReport.finished).toContain(match.id);
      expect(malReport.finished).toContain(match.id);
      await expectMovesFromChoices(match.id, moves);
    }
    // Each of its moves printed as "<username>'s bot: <label>".
    expect(lines.filter((l) => moves.some((m) => l === `zoe's bot: ${m.label}`)).length).toBe(zoeReport.moves);
    expect(lines).toContain("zoe's bot: leaving saffron's challenge unanswered (they are not in --accept-from)");
    const pending = await call<{ myChallenges: { edges: { node: { id: string; status: string } }[] } }>(
      server.url,
      'query{myChallenges{edges{node{id status}}}}',
      {},
      saffron.token,
    );
    expect(pending.myChallenges.edges.map((e) => e.node)).toEqual([{ id: unlisted.id, status: 'PENDING' }]);
    console.log(
      `${GAMES.length} matches played to the end at once in ${seconds.toFixed(1)}s; the example bots' moves: ${perGame.join(', ')}`,
    );
  });

  test('with --resign-after 2 it resigns after its second move and the match ends RESIGNED', async () => {
    const made = await challenge(mal, { gameId: 'test-pairs', seats: 2, options: { targetPairs: 10, maxTurns: 400 } });
    const moves: BotMove[] = [];
    const [zoeReport] = await Promise.all([
      bot({ token: zoe.token, acceptFrom: ['MAL'], matches: 1, resignAfter: 2, onMove: (m) => moves.push(m) }, 60_000),
      bot({ token: mal.token, matches: 1 }, 60_000),
    ]);
    const match = await matchOf(made.lobbyId);
    expect(match).toMatchObject({ status: 'FINISHED', endReason: 'RESIGNED' });
    expect(zoeReport.resigned).toEqual([match.id]);
    expect(moves.filter((m) => m.matchId === match.id)).toHaveLength(2);
  });

  test('the command line resigns its active matches on SIGINT and exits 0', async () => {
    const made = await challenge(mal, { gameId: 'test-pairs', seats: 2, options: { targetPairs: 10, maxTurns: 400 } });
    const malBot = bot({ token: mal.token, matches: 1 }, 60_000);
    const cli = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../src/cli.ts', import.meta.url)), '--accept-from', 'mal'],
      {
        env: { ...process.env, CORTEX_URL: server.url, CORTEX_TOKEN: zoe.token },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));
    cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Interrupted once it has made a move of its own: the match is then under way, with a seat of its own to resign.
    const zoeMoved = async (): Promise<boolean> => {
      const match = (
        await call<{
          lobby: { match: { id: string; players: { seat: number; user: { username: string } | null }[] } | null };
        }>(
          server.url,
          'query($id:ID!){lobby(id:$id){match{id players{seat user{username}}}}}',
          { id: made.lobbyId },
          mal.token,
        )
      ).lobby.match;
      if (!match) return false;
      const seat = match.players.find((p) => p.user?.username === 'zoe')!.seat;
      return (await server.app.services.matches.moves(match.id)).some((m) => m.seat === seat && !m.byBot);
    };
    for (let i = 0; !(await zoeMoved()); i++) {
      if (i > 300) throw new Error(`the CLI made no move: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    cli.kill('SIGINT');
    expect(await exited).toBe(0);
    await malBot;
    const match = await matchOf(made.lobbyId);
    expect(match).toMatchObject({ status: 'FINISHED', endReason: 'RESIGNED' });
    expect(output).toMatch(/SIGINT: resigning active matches/);
    expect(output).toContain("zoe's bot: accepted mal's challenge");
    expect(output).toContain(`zoe's bot: resigned match ${match.id}`);
  });
});
