// Direct links between API instances on one database: a batch's changes go over them instead of through Postgres.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';

/** Where an instance takes links: told to the others in its hello (PubSub's `peer` channel). */
export interface PeerHello {
  readonly id: string;
  readonly host: string;
  readonly port: number;
}

export interface PeerLinksOptions {
  /** This instance's id (PubSub's, in its batch messages); the greater of two ids connects to the smaller. */
  readonly id: string;
  /** The key every instance on the database shares (instance_keys), proved by both ends before a link carries anything. */
  readonly key: Buffer;
  /** Where to take links: the host is also what the others are told (port 0: any free port). */
  readonly host: string;
  readonly port: number;
  /** The backend pid of this process's listening connection (0 while it is down): how writers' probes list it. */
  readonly listenerPid: () => number;
  /** Tells every other instance where this one takes links (a notification on the database). */
  readonly hello: (hello: PeerHello) => Promise<void>;
  /** A batch message from another instance. */
  readonly onMessage: (line: string) => void;
  /** A link is gone: what was sent over it may not have arrived, so whatever follows changes must read them again. */
  readonly onLost: () => void;
  readonly onError: (error: Error, what: string) => void;
  /** How often a live link pings and how long silence closes it (tests shorten them; PING_MS and SILENT_MS otherwise). */
  readonly timing?: { readonly pingMs: number; readonly silentMs: number };
}

/** How long a handshake may take, how often a live link says it is alive, and how long silence means it is not. */
const HANDSHAKE_MS = 3_000;
const PING_MS = 2_000;
const SILENT_MS = 7_000;
/** How often an instance says hello again, so one that missed it (its listening connection was down) links late. */
const HELLO_AGAIN_MS = 30_000;
/** Unanswered connections a stranger may hold open; a line before the handshake is done; bytes queued to a peer. */
const MAX_PENDING = 16;
const MAX_HANDSHAKE_LINE = 1_024;
const MAX_LINE = 1 << 20;
const MAX_QUEUED = 8 << 20;

interface Link {
  readonly socket: net.Socket;
  /** The peer's id and the pid of its listening connection, once the handshake is done. */
  peer?: { readonly id: string; pid: number };
  /** This end's frames to the peer and the peer's to it, sealed each under its own key, once the handshake is done. */
  out?: FrameSeal;
  in?: FrameSeal;
  /** The peer said it is stopping, after everything it sent: its link's end loses nothing. */
  bye?: boolean;
  /** The id of the instance this one is connecting to, until the handshake is done. */
  readonly to?: string;
  lastHeard: number;
}

/**
 * Links to every other instance that said hello, each over one TCP connection made by the instance with the greater id,
 * in a handshake where both ends prove the shared key on the other's fresh nonce (HMAC-SHA256). A link carries batch
 * messages one to a line, the sender's listening pid when it changes, and a ping every PING_MS; a link silent for
 * SILENT_MS is closed. An instance that stops says bye as its last frame; whoever loses a link without one reads again
 * what it follows (onLost) and says hello, so the two link again if both are still there. A sender sends over links
 * only to instances it has a live link with, and through Postgres otherwise (PubSub.announce), so a missing link costs
 * speed, never a change. After the handshake every frame is sealed
 * (FrameSeal: AES-256-GCM under keys drawn from the shared key and both nonces), so someone on the path between two
 * instances reads nothing of the moves they carry (hidden cards among them) and cannot forge, change, replay, drop or
 * reorder a frame without the link closing.
 */
export class PeerLinks {
  readonly #links = new Set<Link>();
  readonly #server = net.createServer((socket) => this.#accepted(socket));
  #self: PeerHello | undefined;
  #timer: NodeJS.Timeout | undefined;
  #lastHello = 0;
  #lastTick = 0;
  /** When each instance that should link to this one was last answered with a hello (at most once a second each). */
  readonly #answered = new Map<string, number>();
  #closed = false;
  readonly #pingMs: number;
  readonly #silentMs: number;

  constructor(private readonly opts: PeerLinksOptions) {
    this.#pingMs = opts.timing?.pingMs ?? PING_MS;
    this.#silentMs = opts.timing?.silentMs ?? SILENT_MS;
  }

  async start(): Promise<void> {
    this.#server.on('error', (error) => this.opts.onError(error, 'peer link server failed'));
    this.#server.listen(this.opts.port, this.opts.host);
    await once(this.#server, 'listening');
    const address = this.#server.address() as net.AddressInfo;
    this.#self = { id: this.opts.id, host: this.opts.host, port: address.port };
    this.#lastTick = performance.now();
    this.#timer = setInterval(() => this.#tick(), this.#pingMs);
    this.#timer.unref();
    this.sayHello();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    for (const link of this.#links) {
      if (!link.peer) {
        link.socket.destroy();
        continue;
      }
      // The last frame says this end is stopping: the other end, having read everything before it, need not read again.
      this.#write(link, '{"t":"bye"}\n');
      link.socket.end();
      setTimeout(() => link.socket.destroy(), 1_000).unref();
    }
    this.#links.clear();
    if (this.#server.listening) await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Where this instance takes links (undefined before start). */
  get address(): PeerHello | undefined {
    return this.#self;
  }

  /** The live links' peers: id and listening pid. */
  get peers(): { id: string; pid: number }[] {
    return [...this.#links].flatMap((link) => (link.peer ? [{ ...link.peer }] : []));
  }

  /** Tells the others where to link (again: after this process's listening connection was down, they may not know). */
  sayHello(): void {
    if (!this.#self || this.#closed) return;
    this.#lastHello = performance.now();
    this.opts.hello(this.#self).catch((error: unknown) => this.opts.onError(error as Error, 'peer hello failed'));
  }

  /** Another instance said hello: the greater id links to the smaller; the smaller answers with its own hello. */
  heard(hello: PeerHello): void {
    if (!this.#self || this.#closed || hello.id === this.opts.id) return;
    if ([...this.#links].some((link) => (link.peer?.id ?? link.to) === hello.id)) return;
    if (this.opts.id > hello.id) {
      this.#connect(hello);
      return;
    }
    const now = performance.now();
    if (now - (this.#answered.get(hello.id) ?? -Infinity) < 1_000) return;
    this.#answered.set(hello.id, now);
    this.sayHello();
  }

  /** This process's listening connection is back, with a new pid: every peer hears it, and the others where to link. */
  listenerChanged(): void {
    this.#broadcast(`{"t":"pid","pid":${this.opts.listenerPid()}}\n`);
    this.sayHello();
  }

  /**
   * Sends text (lines) to the instances whose listening connections are `pids`, when every one of them has a live link:
   * returns false, having sent nothing, when one has none (the caller tells them through the database instead).
   */
  send(pids: readonly number[], text: string): boolean {
    const targets: Link[] = [];
    for (const pid of pids) {
      // Every instance on that connection (two may share one handle, as in tests): each is told.
      const before = targets.length;
      for (const link of this.#links) if (link.peer?.pid === pid && link.socket.writable) targets.push(link);
      if (targets.length === before) return false;
    }
    if (targets.some((link) => link.socket.writableLength > MAX_QUEUED)) {
      // A peer this far behind reads everything again once its link is gone; this batch goes the other way.
      for (const link of targets) if (link.socket.writableLength > MAX_QUEUED) link.socket.destroy();
      return false;
    }
    for (const link of targets) this.#write(link, text);
    return true;
  }

  #connect(hello: PeerHello): void {
    const socket = net.connect(hello.port, hello.host);
    const nonce = randomBytes(16).toString('base64url');
    const link = this.#track(socket, hello.id, (line) => {
      // The acceptor's answer: its id and nonce, and its proof on ours; then ours on its.
      const msg = parse(line);
      if (
        msg?.['t'] !== 'hi' ||
        msg['id'] !== hello.id ||
        typeof msg['nonce'] !== 'string' ||
        typeof msg['pid'] !== 'number' ||
        !this.#proves(msg['proof'], 'accept', nonce, msg['nonce'], hello.id, this.opts.id)
      ) {
        socket.destroy();
        return undefined;
      }
      const theirs = msg['nonce'];
      const pid = msg['pid'];
      socket.write(lineOf({ t: 'ok', proof: this.#mac('connect', nonce, theirs, this.opts.id, hello.id) }));
      return (next) => {
        // Live only once the acceptor says it checked our proof: nothing is sent over a link the other end refuses.
        if (parse(next)?.['t'] !== 'ok') {
          socket.destroy();
          return undefined;
        }
        link.peer = { id: hello.id, pid };
        return this.#live(link, nonce, theirs);
      };
    });
    socket.setNoDelay(true);
    socket.once('connect', () =>
      socket.write(lineOf({ t: 'hi', id: this.opts.id, pid: this.opts.listenerPid(), nonce })),
    );
  }

  #accepted(socket: net.Socket): void {
    if ([...this.#links].filter((l) => !l.peer && l.to === undefined).length >= MAX_PENDING || this.#closed) {
      socket.destroy();
      return;
    }
    socket.setNoDelay(true);
    const link = this.#track(socket, undefined, (line) => {
      const msg = parse(line);
      const id = msg?.['id'];
      const theirs = msg?.['nonce'];
      const pid = msg?.['pid'];
      if (msg?.['t'] !== 'hi' || typeof id !== 'string' || typeof theirs !== 'string' || typeof pid !== 'number') {
        socket.destroy();
        return undefined;
      }
      const nonce = randomBytes(16).toString('base64url');
      socket.write(
        lineOf({
          t: 'hi',
          id: this.opts.id,
          pid: this.opts.listenerPid(),
          nonce,
          proof: this.#mac('accept', theirs, nonce, this.opts.id, id),
        }),
      );
      return (next) => {
        const answer = parse(next);
        if (answer?.['t'] !== 'ok' || !this.#proves(answer['proof'], 'connect', theirs, nonce, id, this.opts.id)) {
          socket.destroy();
          return undefined;
        }
        if ([...this.#links].some((l) => l.peer?.id === id)) {
          // A link to this instance is live already: this one is not needed.
          socket.destroy();
          return undefined;
        }
        link.peer = { id, pid };
        socket.write('{"t":"ok"}\n');
        return this.#live(link, theirs, nonce);
      };
    });
  }

  /**
   * Seals the link (keys drawn from the handshake's two nonces, the connector's first) and returns the handler of its
   * frames: pings, the peer's new listening pid, and batch messages. A frame that does not open closes the link.
   */
  #live(link: Link, connectorNonce: string, acceptorNonce: string): LineHandler {
    const peer = link.peer!;
    const salt = `${connectorNonce}\n${acceptorNonce}`;
    link.out = new FrameSeal(this.opts.key, salt, this.opts.id, peer.id);
    link.in = new FrameSeal(this.opts.key, salt, peer.id, this.opts.id);
    const handle: LineHandler = (frame) => {
      const text = link.in!.open(frame);
      if (text === undefined) return undefined;
      for (const line of text.split('\n')) {
        if (line === '') continue;
        if (line.startsWith('{"t":')) {
          const msg = parse(line);
          if (msg?.['t'] === 'pid' && typeof msg['pid'] === 'number') peer.pid = msg['pid'];
          if (msg?.['t'] === 'bye') link.bye = true;
        } else this.opts.onMessage(line);
      }
      return handle;
    };
    return handle;
  }

  /** Writes lines to a live link, sealed as one frame, or several when they would make a line over MAX_LINE. */
  #write(link: Link, text: string): void {
    for (const part of framesOf(text)) {
      const frame = link.out?.seal(part);
      if (frame === undefined) {
        link.socket.destroy();
        return;
      }
      link.socket.write(frame);
    }
  }

  /**
   * Reads a socket's lines into `first`, each handler returning the next (undefined: the socket is done). Before the
   * handshake is done a line may be at most MAX_HANDSHAKE_LINE bytes and must come within HANDSHAKE_MS.
   */
  #track(socket: net.Socket, to: string | undefined, first: LineHandler): Link {
    const link: Link = { socket, lastHeard: performance.now(), ...(to === undefined ? {} : { to }) };
    this.#links.add(link);
    let handler: LineHandler | undefined = first;
    let buffered = '';
    const deadline = setTimeout(() => link.peer || socket.destroy(), HANDSHAKE_MS);
    deadline.unref();
    socket.setEncoding('utf8');
    socket.setKeepAlive(true, PING_MS);
    socket.on('data', (chunk: string) => {
      link.lastHeard = performance.now();
      buffered += chunk;
      let end: number;
      while (handler && (end = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        handler = handler(line);
      }
      if (!handler || buffered.length > (link.peer ? MAX_LINE : MAX_HANDSHAKE_LINE)) socket.destroy();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      clearTimeout(deadline);
      this.#links.delete(link);
      // A peer that said bye sent everything before it, and is gone: nothing to read again, no one to link to.
      if (!link.peer || this.#closed || link.bye) return;
      this.opts.onLost();
      // If the other instance is still there, the two link again now rather than at the next hello.
      this.sayHello();
    });
    return link;
  }

  #tick(): void {
    const now = performance.now();
    // A tick this late means this process's own event loop was held up, and timers run before the reads waiting in its
    // sockets: silence is judged again at the next tick, once those are read, not now.
    const late = now - this.#lastTick > 2 * this.#pingMs;
    this.#lastTick = now;
    for (const link of this.#links) {
      if (!link.peer) continue;
      if (!late && now - link.lastHeard > this.#silentMs) link.socket.destroy();
      else this.#write(link, '{"t":"ping"}\n');
    }
    if (now - this.#lastHello > HELLO_AGAIN_MS) this.sayHello();
    for (const [id, at] of this.#answered) if (now - at > HELLO_AGAIN_MS) this.#answered.delete(id);
  }

  #broadcast(text: string): void {
    for (const link of this.#links) if (link.peer) this.#write(link, text);
  }

  #mac(role: 'accept' | 'connect', ...parts: string[]): string {
    return createHmac('sha256', this.opts.key)
      .update(`${role}\n${parts.join('\n')}`)
      .digest('base64url');
  }

  #proves(proof: unknown, role: 'accept' | 'connect', ...parts: string[]): boolean {
    if (typeof proof !== 'string') return false;
    const expected = Buffer.from(this.#mac(role, ...parts));
    const given = Buffer.from(proof);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** Takes one line; returns the handler of the next, or undefined when the socket is done. */
type LineHandler = (line: string) => LineHandler | undefined;

function parse(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function lineOf(message: Record<string, unknown>): string {
  return `${JSON.stringify(message)}\n`;
}

/**
 * Text per frame at most, in UTF-16 units: at 3 bytes of UTF-8 each, sealed and in base64 it stays under MAX_LINE. A
 * batch of many moves is cut at its lines (each at most 8,000 bytes, Postgres's notification limit) into frames.
 */
const MAX_FRAME_TEXT = 192 * 1024;

/** Lines (each ending in a newline) in runs of at most MAX_FRAME_TEXT units; a longer single line is a run alone. */
export function framesOf(text: string): string[] {
  if (text.length <= MAX_FRAME_TEXT) return [text];
  const frames: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end =
      start + MAX_FRAME_TEXT >= text.length ? text.length : text.lastIndexOf('\n', start + MAX_FRAME_TEXT - 1) + 1;
    if (end <= start) end = text.indexOf('\n', start) + 1 || text.length;
    frames.push(text.slice(start, end));
    start = end;
  }
  return frames;
}

/** Frames one way may number at most this many: the IV's count has 48 bits (never reached: 9,000 years at 1,000/s). */
const MAX_FRAMES = 2 ** 48;
const TAG_BYTES = 16;

/**
 * One direction of a live link. Its key is drawn (HKDF-SHA256) from the shared key, the handshake's nonces and the two
 * ids in order, so each link and each direction has its own; a frame is AES-256-GCM over its text with the frame's
 * count as IV, written as one base64 line. The reader opens frames with its own count, so a frame forged, changed,
 * replayed, dropped or reordered does not open.
 */
export class FrameSeal {
  readonly #key: Buffer;
  readonly #iv = Buffer.alloc(12);
  #count = 0;

  constructor(shared: Buffer, salt: string, from: string, to: string) {
    this.#key = Buffer.from(hkdfSync('sha256', shared, salt, `cortex peer link\n${from}\n${to}`, 32));
  }

  /** The text as the next frame's line; undefined once the count is spent. */
  seal(text: string): string | undefined {
    const iv = this.#nextIv();
    if (!iv) return undefined;
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${sealed.toString('base64')}\n`;
  }

  /** The next frame's text, or undefined when the line is not it. */
  open(line: string): string | undefined {
    const sealed = Buffer.from(line, 'base64');
    const iv = this.#nextIv();
    if (!iv || sealed.length < TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return undefined;
    }
  }

  #nextIv(): Buffer | undefined {
    if (this.#count >= MAX_FRAMES) return undefined;
    this.#iv.writeUIntBE(this.#count, 6, 6);
    this.#count += 1;
    return this.#iv;
  }
}
