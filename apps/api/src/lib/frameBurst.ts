// Frames sent to one WebSocket in one burst of work leave in one write: a move's answer, its `complete` and a push.
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

type SendCallback = (error?: Error) => void;

/** ws keeps the TCP socket under a private name. */
const tcpOf = (socket: WebSocket): Socket | undefined => (socket as unknown as { _socket?: Socket })._socket;

/**
 * Replaces `socket.send` so that the frames sent to it while the process works through one burst of promise jobs and
 * ticks go to the network in one write, the system call that costs the most per frame here (a quarter of the API's
 * time per move was `writev`): the first frame corks the TCP socket and a tick queued then uncorks it, after the jobs
 * that were already queued. A send's callback is called once the frame is queued, not once it is written: graphql-ws
 * waits for it between an operation's `next` and its `complete`, which would split them into two writes. Frames keep
 * their order; to a socket no longer open, ws drops them and reports it through the callback, as before.
 * `transform` rewrites each text frame on its way out (SharedPushes.expand).
 *
 * While `answering()` says the socket is owed the answer to an operation it sent (a move's mutation), a burst is held
 * to the end of the event loop's turn instead (setImmediate): the mover's own push, announced just before its answer,
 * then shares one write with that answer's `next` and `complete` instead of leaving alone a few promise jobs earlier.
 * Other sockets' bursts (the player waiting to answer the move) still leave on the next tick, so they go first.
 */
export function sendInBursts(
  socket: WebSocket,
  transform: (frame: string) => string,
  answering: () => boolean = () => false,
): void {
  const send = socket.send.bind(socket) as (data: unknown, options: object, cb?: SendCallback) => void;
  // The TCP socket corked for the burst under way (uncorked by that one even if ws lets go of it meanwhile).
  let corked: Socket | null = null;
  const uncork = (): void => {
    corked?.uncork();
    corked = null;
  };
  socket.send = ((data: unknown, options?: object | SendCallback, cb?: SendCallback) => {
    const callback = typeof options === 'function' ? (options as SendCallback) : cb;
    const opts = typeof options === 'object' ? options : {};
    const frame = typeof data === 'string' ? transform(data) : data;
    const tcp = socket.readyState === socket.OPEN ? tcpOf(socket) : undefined;
    // Not open: ws drops the frame and reports why through the callback, as without bursts.
    if (!tcp) return send(frame, opts, callback);
    if (!corked) {
      corked = tcp;
      tcp.cork();
      if (answering()) setImmediate(uncork);
      else process.nextTick(uncork);
    }
    send(frame, opts);
    callback?.();
  }) as typeof socket.send;
}
