// The bot's answer to refused moves, against a scripted API (HTTP and graphql-transport-ws) whose answers are chosen.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { WebSocketServer } from 'ws';
import { runBot, type BotReport } from '../src/bot';

const MATCH_ID = 'match-1';

interface Script {
  /** The code each submitted move is refused with, in order; moves past the list are played. */
  readonly refusals: readonly string[];
}

interface ScriptedApi {
  readonly url: string;
  /** Moves submitted so far (refused ones included). */
  submits(): number;
  close(): Promise<void>;
}

const servers: ScriptedApi[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/**
 * One match that awaits the bot's seat until a move of its is played. A refused move leaves the seat awaited, at a
 * newer version for STALE_VERSION (another seat moved meanwhile), and the events subscription says YOUR_TURN once, at
 * its start, as the real API says it once when the seat starts being awaited.
 */
async function scriptedApi(script: Script): Promise<ScriptedApi> {
  let version = 1;
  let submits = 0;
  let finished = false;
  const answer = (query: string): unknown => {
    // The bot's operations by their names (src/bot.ts).
    if (query.startsWith('query Viewer')) return { data: { viewer: { username: 'zoe' } } };
    if (query.startsWith('query Active')) return { data: { myActiveMatches: finished ? [] : [{ id: MATCH_ID }] } };
    if (query.startsWith('mutation Resign')) return { data: { resign: { id: MATCH_ID, status: 'FINISHED' } } };
    if (query.startsWith('mutation Move')) {
      const refusal = script.refusals[submits];
      submits += 1;
      if (refusal === undefined) {
        finished = true;
        version += 1;
        return { data: { submitMove: { id: MATCH_ID, version, status: 'FINISHED' } } };
      }
      if (refusal === 'STALE_VERSION') version += 1;
      return { data: null, errors: [{ message: `refused: ${refusal}`, extensions: { code: refusal } }] };
    }
    if (query.startsWith('query Result')) return { data: { match: { result: { summary: 'over' } } } };
    return {
      data: {
        match: {
          id: MATCH_ID,
          status: finished ? 'FINISHED' : 'ACTIVE',
          version,
          toAct: finished ? [] : [0],
          viewerSeats: [0],
          choices: finished ? [] : [{ label: 'Flip a card', seat: 0, move: { type: 'flip' } }],
        },
      },
    };
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { query } = JSON.parse(body) as { query: string };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer(query)));
    });
  });
  const wss = new WebSocketServer({ server, handleProtocols: () => 'graphql-transport-ws' });
  wss.on('connection', (socket) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; id?: string; payload?: { query: string } };
      if (message.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      else if (message.type === 'subscribe' && message.payload?.query.startsWith('subscription Events'))
        socket.send(
          JSON.stringify({
            id: message.id,
            type: 'next',
            payload: { data: { events: { kind: 'YOUR_TURN', matchId: MATCH_ID, challenge: null } } },
          }),
        );
      else if (message.type === 'subscribe') {
        // Reads and moves sent on the socket get the same answers as over HTTP.
        socket.send(JSON.stringify({ id: message.id, type: 'next', payload: answer(message.payload!.query) }));
        socket.send(JSON.stringify({ id: message.id, type: 'complete' }));
      }
    }),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const api: ScriptedApi = {
    url: `http://127.0.0.1:${port}/graphql`,
    submits: () => submits,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  servers.push(api);
  return api;
}

/** Runs the bot for one match, stopped after `withinMs` if it has not finished it by then. */
async function play(api: ScriptedApi, withinMs: number): Promise<{ report: BotReport; lines: string[] }> {
  const lines: string[] = [];
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), withinMs);
  try {
    const report = await runBot({
      url: api.url,
      token: 't',
      matches: 1,
      signal: stop.signal,
      print: (l) => lines.push(l),
    });
    return { report, lines };
  } finally {
    clearTimeout(timer);
  }
}

describe('refused moves', () => {
  test('however many STALE_VERSION refusals come in a row, the bot decides again while its seat is awaited', async () => {
    // More than the five illegal moves that make it leave: a seat can stay awaited through other seats' moves, and
    // then no new event calls the bot back (a whole-match test stalled this way).
    const api = await scriptedApi({ refusals: Array.from({ length: 8 }, () => 'STALE_VERSION') });
    const { report } = await play(api, 10_000);
    expect(api.submits()).toBe(9);
    expect(report.finished).toEqual([MATCH_ID]);
    expect(report.moves).toBe(1);
    expect(report.resigned).toEqual([]);
  });

  test('after five ILLEGAL_MOVE refusals in a row the bot leaves the match until its next event, and says so', async () => {
    const api = await scriptedApi({ refusals: Array.from({ length: 20 }, () => 'ILLEGAL_MOVE') });
    const { report, lines } = await play(api, 1_500);
    expect(api.submits()).toBe(5);
    expect(lines).toContain(
      `zoe's bot: leaving match ${MATCH_ID} until its next event: 5 moves in a row refused (refused: ILLEGAL_MOVE)`,
    );
    // Stopped while the match was still on: it resigns it on the way out.
    expect(report.finished).toEqual([]);
    expect(report.resigned).toEqual([MATCH_ID]);
  });
});
