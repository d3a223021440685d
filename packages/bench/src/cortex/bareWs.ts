// A bare graphql-transport-ws client: the protocol's few messages over one ws socket, as boardgame.io's side is driven by
// a bare socket.io client, so the load generator's own costs weigh little on the 2 cores the server shares with it.
import WebSocket from 'ws';

interface Sink {
  next(message: {
    readonly data?: unknown;
    readonly errors?: readonly { readonly message: string }[] | undefined;
  }): void;
  error(error: unknown): void;
  complete(): void;
}

/** The part of graphql-ws's Client the bench uses: subscribe (queries and mutations too) and dispose. */
export interface WsClient {
  subscribe(payload: { query: string; variables?: Record<string, unknown> }, sink: Sink): () => void;
  dispose(): Promise<void> | void;
}

export class BareWsClient implements WsClient {
  readonly #sinks = new Map<string, Sink>();
  #nextId = 0;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.#receive(data.toString()));
    socket.on('close', () => {
      for (const sink of this.#sinks.values()) sink.error(new Error('socket closed'));
      this.#sinks.clear();
    });
  }

  /** Opens the socket (signed in with the token, or signed out with null) and waits for the server's connection_ack. */
  static connect(url: string, token: string | null): Promise<BareWsClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, 'graphql-transport-ws');
      socket.once('error', reject);
      socket.once('open', () =>
        socket.send(
          JSON.stringify({
            type: 'connection_init',
            payload: token === null ? {} : { authorization: `Bearer ${token}` },
          }),
        ),
      );
      const onAck = (data: Buffer): void => {
        const message = JSON.parse(data.toString()) as { type: string };
        if (message.type !== 'connection_ack') return;
        socket.off('message', onAck);
        socket.off('error', reject);
        resolve(new BareWsClient(socket));
      };
      socket.on('message', onAck);
      socket.once('close', (code, reason) => reject(new Error(`closed before ack: ${code} ${reason.toString()}`)));
    });
  }

  subscribe(payload: { query: string; variables?: Record<string, unknown> }, sink: Sink): () => void {
    const id = String(++this.#nextId);
    this.#sinks.set(id, sink);
    this.socket.send(JSON.stringify({ id, type: 'subscribe', payload }));
    return () => {
      if (this.#sinks.delete(id) && this.socket.readyState === WebSocket.OPEN)
        this.socket.send(JSON.stringify({ id, type: 'complete' }));
    };
  }

  dispose(): Promise<void> {
    this.#sinks.clear();
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close(1000);
    });
  }

  #receive(text: string): void {
    const message = JSON.parse(text) as { id?: string; type: string; payload?: unknown };
    if (message.type === 'ping') return void this.socket.send('{"type":"pong"}');
    const sink = message.id === undefined ? undefined : this.#sinks.get(message.id);
    if (!sink) return;
    if (message.type === 'next') sink.next(message.payload as { data?: unknown });
    else if (message.type === 'error') {
      this.#sinks.delete(message.id!);
      sink.error(message.payload);
    } else if (message.type === 'complete') {
      this.#sinks.delete(message.id!);
      sink.complete();
    }
  }
}
