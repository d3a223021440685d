// A small client of the Cortex GraphQL API, over HTTP or an open WebSocket: typed results, errors by their code,
// RATE_LIMITED waited out.
import type { Client } from 'graphql-ws';

/** An error the API answered with: its extensions.code (STALE_VERSION, RATE_LIMITED, …) and message in words. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extensions: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Seconds the API asked to wait before trying again (RATE_LIMITED), if it said. */
  get retryAfterSeconds(): number | undefined {
    const seconds = this.extensions['retryAfterSeconds'];
    return typeof seconds === 'number' && seconds >= 0 ? seconds : undefined;
  }
}

export function isApiError(error: unknown, code: string): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** How often a request refused with RATE_LIMITED is tried again (each time after the wait the API named). */
const RATE_LIMIT_RETRIES = 5;

export interface ApiClientOptions {
  /** The HTTP endpoint, e.g. http://localhost:4000/graphql. */
  readonly url: string;
  /** A personal API token (Settings → API tokens), sent as "Authorization: Bearer <token>". */
  readonly token: string;
  /** Told of every wait for a rate limit. */
  readonly onWait?: (seconds: number, message: string) => void;
}

/**
 * Operations sent on a graphql-ws socket while it is connected. The socket signed in once, when it opened, so an
 * operation on it skips the HTTP request and the API's token lookup: a move costs the API about a third of its CPU over
 * HTTP and answers in half the time (`npm run bench -- --only paths`). A request in flight when the socket closes fails
 * with CONNECTION_LOST and is not sent again (graphql-ws would repeat it on the next socket).
 */
export class SocketTransport {
  #connected = false;
  readonly #inFlight = new Set<() => void>();

  constructor(private readonly client: Client) {
    client.on('connected', () => {
      this.#connected = true;
    });
    client.on('closed', () => {
      this.#connected = false;
      for (const drop of [...this.#inFlight]) drop();
    });
  }

  get connected(): boolean {
    return this.#connected;
  }

  send<T>(query: string, variables: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    return new Promise((resolve, reject) => {
      let answer: GraphQLResponse<T> = {};
      // In flight until the first of its answer, its refusal or the socket's close settles it.
      const settle = (): boolean => this.#inFlight.delete(drop);
      const drop = (): void => {
        if (!settle()) return;
        dispose();
        reject(connectionLost());
      };
      this.#inFlight.add(drop);
      const dispose = this.client.subscribe<T>(
        { query, variables },
        {
          next: (result) => {
            answer = result as GraphQLResponse<T>;
          },
          // The API's refusal before running it (RATE_LIMITED, an invalid document) comes as a list of errors.
          error: (error) => {
            if (!settle()) return;
            if (Array.isArray(error)) resolve({ errors: error as GraphQLResponse<T>['errors'] });
            else reject(connectionLost());
          },
          complete: () => {
            if (settle()) resolve(answer);
          },
        },
      );
    });
  }
}

const connectionLost = (): ApiError =>
  new ApiError('CONNECTION_LOST', 'The WebSocket closed before the API answered.', {});

export class ApiClient {
  #socket: SocketTransport | undefined;

  constructor(private readonly opts: ApiClientOptions) {}

  /** From now on, requests go on this socket whenever it is connected, and over HTTP when it is not (or with none). */
  sendOn(socket: SocketTransport | undefined): void {
    this.#socket = socket;
  }

  /**
   * Runs one query or mutation; throws ApiError with the first error's code when the API refused it. A RATE_LIMITED
   * refusal is tried again after the wait the API named (retryAfterSeconds), unless `signal` aborts meanwhile.
   */
  async request<T>(query: string, variables: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once<T>(query, variables);
      } catch (error) {
        const wait = isApiError(error, 'RATE_LIMITED') ? (error.retryAfterSeconds ?? 1) : undefined;
        if (wait === undefined || attempt >= RATE_LIMIT_RETRIES || signal?.aborted) throw error;
        this.opts.onWait?.(wait, (error as ApiError).message);
        await sleep(wait * 1000, signal);
      }
    }
  }

  private async once<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const body = this.#socket?.connected
      ? await this.#socket.send<T>(query, variables)
      : await this.overHttp<T>(query, variables);
    const first = body.errors?.[0];
    if (first) {
      const extensions = first.extensions ?? {};
      throw new ApiError(
        typeof extensions['code'] === 'string' ? extensions['code'] : 'UNKNOWN',
        first.message,
        extensions,
      );
    }
    if (body.data == null) throw new ApiError('NO_DATA', 'The API answered with no data.', {});
    return body.data;
  }

  private async overHttp<T>(query: string, variables: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    const res = await fetch(this.opts.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.opts.token}` },
      body: JSON.stringify({ query, variables }),
    });
    let body: GraphQLResponse<T>;
    try {
      body = (await res.json()) as GraphQLResponse<T>;
    } catch {
      throw new ApiError('HTTP_ERROR', `The API answered HTTP ${res.status} without a GraphQL body.`, {
        status: res.status,
      });
    }
    if (body.data == null && !body.errors?.length)
      throw new ApiError('HTTP_ERROR', `The API answered HTTP ${res.status} with no data.`, { status: res.status });
    return body;
  }
}

/** Waits, or less when the signal aborts meanwhile. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
