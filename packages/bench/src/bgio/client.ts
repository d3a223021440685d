// Load clients for boardgame.io: its lobby REST API for setup, a bare socket.io client per seat speaking its own messages
// ("sync", "update" with a MAKE_MOVE action; the server answers "update" or "patch" with the new state id).
import { io, type Socket } from 'socket.io-client';
import type { LoadRecorder, MatchDriver } from '../load';

interface Seat {
  readonly playerID: string;
  readonly credentials: string;
  readonly socket: Socket;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Creates a match through the lobby API and connects both seats; resolves once both are synced. */
export async function bgioCounterMatch(
  port: number,
  recorder: LoadRecorder,
  length = 0,
  onFinished?: () => void,
): Promise<BgioCounterMatch> {
  const base = `http://127.0.0.1:${port}`;
  const { matchID } = await post<{ matchID: string }>(`${base}/games/counter/create`, { numPlayers: 2 });
  const seats: Seat[] = [];
  for (const playerID of ['0', '1']) {
    const { playerCredentials } = await post<{ playerCredentials: string }>(`${base}/games/counter/${matchID}/join`, {
      playerID,
      playerName: `p${playerID}`,
    });
    // WebSocket from the start: long-polling first and upgrading later would only add noise to the figures. Connected
    // only once the handlers are attached: a socket that connects during the other seat's join would miss its 'sync'.
    const socket = io(`${base}/counter`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      autoConnect: false,
    });
    seats.push({ playerID, credentials: playerCredentials, socket });
  }
  const match = new BgioCounterMatch(matchID, seats, recorder, length, onFinished);
  for (const seat of seats) seat.socket.connect();
  await Promise.race([
    match.synced,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`boardgame.io match ${matchID} did not sync in 30 s`)), 30_000).unref(),
    ),
  ]);
  return match;
}

export class BgioCounterMatch implements MatchDriver {
  readonly synced: Promise<void>;
  private stateID = 0;
  private turn = 0;
  private lastMover = -1;
  private sentAt = new Map<number, number>();
  private closed = false;

  constructor(
    private readonly matchID: string,
    private readonly seats: readonly Seat[],
    private readonly recorder: LoadRecorder,
    /** Moves until the game ends (0 = endless); the server's game is built with the same length. */
    private readonly length = 0,
    private readonly onFinished?: () => void,
  ) {
    this.synced = Promise.all(
      seats.map(
        (seat, index) =>
          new Promise<void>((resolve, reject) => {
            seat.socket.on('connect_error', (e: Error) => reject(e));
            seat.socket.on(
              'sync',
              (_id: string, info: { state: { _stateID: number; ctx: { currentPlayer: string } } }) => {
                this.stateID = info.state._stateID;
                this.turn = Number(info.state.ctx.currentPlayer);
                resolve();
              },
            );
            seat.socket.on('update', (_id: string, state: { _stateID: number }) => this.onState(index, state._stateID));
            seat.socket.on('patch', (_id: string, _prev: number, stateID: number) => this.onState(index, stateID));
            seat.socket.on('connect', () => seat.socket.emit('sync', this.matchID, seat.playerID, seat.credentials, 2));
          }),
      ),
    ).then(() => undefined);
  }

  start(): void {
    this.submit(this.turn, this.stateID);
  }

  private onState(seat: number, stateID: number): void {
    // The turn passes after each move, so the seat that did not move last answers the new state.
    if (this.closed || seat === this.lastMover || stateID <= this.stateID) return;
    const sent = this.sentAt.get(this.stateID);
    if (sent !== undefined) {
      this.sentAt.delete(this.stateID);
      this.recorder.moveSeen(performance.now() - sent);
    }
    this.stateID = stateID;
    if (this.length > 0 && stateID >= this.length) {
      this.onFinished?.();
      return;
    }
    this.submit(seat, stateID);
  }

  private submit(seat: number, stateID: number): void {
    const s = this.seats[seat]!;
    this.lastMover = seat;
    this.sentAt.set(stateID, performance.now());
    const action = {
      type: 'MAKE_MOVE',
      payload: { type: 'add', args: [], playerID: s.playerID, credentials: s.credentials },
    };
    s.socket.emit('update', action, stateID, this.matchID, s.playerID);
  }

  close(): void {
    this.closed = true;
    for (const s of this.seats) s.socket.close();
  }
}
