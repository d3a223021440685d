import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDb, type DbHandle } from '@cortex/db';
import { countNotifications, createTestDb, testDbKinds, type TestDb } from '@cortex/db/testing';
import { pino } from 'pino';
import { framesOf, PeerLinks } from './peerLinks';
import { PubSub, type Channels } from './pubsub';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, done: () => boolean, ms = 5_000): Promise<void> {
  for (const start = performance.now(); !done(); await sleep(10))
    if (performance.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
}

/** Refused means closed at once, not left to time out. */
async function withinASecond(closed: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('not closed')), 1_000)));
  try {
    await Promise.race([closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A line-reading TCP client speaking to an instance's link port as a stranger would. */
async function stranger(port: number): Promise<{ lines: string[]; closed: Promise<void>; socket: net.Socket }> {
  const socket = net.connect(port, '127.0.0.1');
  const lines: string[] = [];
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      lines.push(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
    }
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { lines, closed, socket };
}

// Two instances are two handles on one schema (two listening connections, two pids), each with its PubSub.
describe.each(testDbKinds().filter((k) => k === 'pg'))('direct links between instances on %s', () => {
  let first: TestDb;
  let second: DbHandle;
  let a: PubSub;
  let b: PubSub;
  const heardByB: Channels['match'][] = [];
  const resyncsOfB: number[] = [];
  let sentByA: { count: number };

  beforeAll(async () => {
    first = await createTestDb('pg');
    second = await createDb({ url: process.env['TEST_DATABASE_URL']!, schema: first.schema! });
    sentByA = countNotifications(first);
    a = new PubSub(first, log);
    b = new PubSub(second, log);
    await a.start();
    await b.start();
    b.onChangeOrResync('match', (payload) => (payload ? heardByB.push(payload) : resyncsOfB.push(1)));
  });
  afterAll(async () => {
    await a.stop();
    await b.stop();
    await second.close();
    await first.cleanup();
  });

  test('two instances link once, each knowing the other by id and listening pid', async () => {
    await until('the link', () => a.linkedPeers.length === 1 && b.linkedPeers.length === 1);
    expect(a.linkedPeers[0]!.pid).toBe(second.listenerPid());
    expect(b.linkedPeers[0]!.pid).toBe(first.listenerPid());
    // Hellos said again link nothing twice.
    await sleep(200);
    expect(a.linkedPeers).toHaveLength(1);
  });

  test('changes for instances that all have links go over them; Postgres carries none', async () => {
    await until('the link', () => a.linkedPeers.length === 1);
    heardByB.length = 0;
    const before = sentByA.count;
    await a.announce(
      [
        { channel: 'match', payload: { matchId: 'm1', version: 3 } },
        { channel: 'match', payload: { matchId: 'm2', version: 8 } },
      ],
      [second.listenerPid()],
    );
    await until('both changes', () => heardByB.length === 2);
    expect(heardByB).toEqual([
      { matchId: 'm1', version: 3 },
      { matchId: 'm2', version: 8 },
    ]);
    expect(sentByA.count).toBe(before);
  });

  test('when one listener has no link, the changes go through Postgres to all, once each', async () => {
    heardByB.length = 0;
    const before = sentByA.count;
    // 2147483647 stands for a process listening without a link (an older instance, or one still linking).
    await a.announce(
      [{ channel: 'match', payload: { matchId: 'm3', version: 1 } }],
      [second.listenerPid(), 2147483647],
    );
    await until('the change', () => heardByB.length === 1);
    await sleep(200);
    expect(heardByB).toEqual([{ matchId: 'm3', version: 1 }]);
    expect(sentByA.count).toBe(before + 1);
  });

  test('a second instance on the same handle (same pid, listed by no write) still hears: through Postgres', async () => {
    const sibling = new PubSub(first, log);
    const heardBySibling: Channels['match'][] = [];
    sibling.on('match', (payload) => void heardBySibling.push(payload));
    await sibling.start();
    try {
      heardByB.length = 0;
      const before = sentByA.count;
      await a.announce([{ channel: 'match', payload: { matchId: 'm4', version: 2 } }], [second.listenerPid()]);
      await until('both to hear', () => heardByB.length === 1 && heardBySibling.length === 1);
      expect(sentByA.count).toBe(before + 1);
    } finally {
      await sibling.stop();
    }
  });

  test('a stranger without the key is refused and links nothing', async () => {
    const port = a.linksAddress!.port;
    // A hello answered with a proof made with the wrong key.
    const wrongKey = await stranger(port);
    wrongKey.socket.write(`${JSON.stringify({ t: 'hi', id: 'zz-stranger', pid: 1, nonce: 'n' })}\n`);
    await until('the answer', () => wrongKey.lines.length === 1);
    expect(JSON.parse(wrongKey.lines[0]!)).toMatchObject({ t: 'hi', proof: expect.any(String) });
    wrongKey.socket.write(`${JSON.stringify({ t: 'ok', proof: 'AAAA' })}\n`);
    await withinASecond(wrongKey.closed);
    // Never told "ok", never linked: nothing but the instance's own hello came back.
    expect(wrongKey.lines).toHaveLength(1);
    // A batch message before any handshake.
    const forger = await stranger(port);
    forger.socket.write('{"from":"x","changes":[{"channel":"match","payload":{"matchId":"forged","version":9}}]}\n');
    await withinASecond(forger.closed);
    // Bytes that never end a line.
    const flooder = await stranger(port);
    flooder.socket.write('x'.repeat(4_096));
    await withinASecond(flooder.closed);
    expect(a.linkedPeers).toHaveLength(1);
    expect(heardByB.some((change) => change.matchId === 'forged')).toBe(false);
  });

  test('an instance asked to link by a stranger that cannot prove the key sends it nothing', async () => {
    const got: string[] = [];
    const closed: Promise<void>[] = [];
    const fake = net.createServer((socket) => {
      socket.setEncoding('utf8');
      closed.push(new Promise((resolve) => socket.on('close', () => resolve())));
      socket.on('error', () => undefined);
      socket.once('data', (hi: string) => {
        got.push(hi);
        socket.on('data', (more: string) => got.push(more));
        const nonce = (JSON.parse(hi) as { nonce: string }).nonce;
        socket.write(`${JSON.stringify({ t: 'hi', id: '0', pid: 5, nonce, proof: 'not-the-key' })}\n`);
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', () => resolve()));
    try {
      // The smallest id: every instance that hears it connects.
      await a.publish('peer', { id: '0', host: '127.0.0.1', port: (fake.address() as net.AddressInfo).port });
      await until('both instances to connect and be refused', () => closed.length === 2);
      await Promise.all(closed.map(withinASecond));
      // Each said its hello and nothing more: no "ok", no batch.
      expect(got.map((line) => (JSON.parse(line) as { t: string }).t)).toEqual(['hi', 'hi']);
      expect([a.linkedPeers.length, b.linkedPeers.length]).toEqual([1, 1]);
    } finally {
      fake.close();
    }
  });

  test('an instance that stops says bye: its links are gone, and the others need not read again', async () => {
    resyncsOfB.length = 0;
    const third = await createDb({ url: process.env['TEST_DATABASE_URL']!, schema: first.schema! });
    const c = new PubSub(third, log);
    await c.start();
    try {
      await until('links to the newcomer', () => b.linkedPeers.length === 2 && c.linkedPeers.length === 2);
      await c.stop();
      await until('the link gone', () => b.linkedPeers.length === 1 && a.linkedPeers.length === 1);
      await sleep(200);
      expect(resyncsOfB).toEqual([]);
    } finally {
      await c.stop();
      await third.close();
    }
  });
});

// PeerLinks alone, hellos passed by hand: "zz" connects to "aa" (the greater id connects), the first time through a
// proxy in front of "aa" that the test can read, write into and cut.
async function pairThroughProxy(timing?: { pingMs: number; silentMs: number }) {
  const key = Buffer.alloc(32, 7);
  const lost = { greater: 0, smaller: 0 };
  const heard: string[] = [];
  const hellos: { greater?: PeerLinks; smaller?: PeerLinks } = {};
  const make = (id: string, pid: number, side: 'greater' | 'smaller'): PeerLinks =>
    new PeerLinks({
      id,
      key,
      host: '127.0.0.1',
      port: 0,
      listenerPid: () => pid,
      hello: async (hello) => hellos[side === 'greater' ? 'smaller' : 'greater']?.heard(hello),
      onMessage: (line) => void heard.push(line),
      onLost: () => void (lost[side] += 1),
      onError: () => undefined,
      ...(timing ? { timing } : {}),
    });
  const greater = make('zz', 101, 'greater');
  const smaller = make('aa', 202, 'smaller');
  await smaller.start();
  await greater.start();
  const sockets: net.Socket[] = [];
  /** Everything "zz" wrote toward "aa" through the proxy, as text. */
  const wire: string[] = [];
  let toSmaller: net.Socket | undefined;
  /** Rewrites the next chunk from "zz" before it reaches "aa". */
  let tamper: ((chunk: string) => string) | undefined;
  const proxy = net.createServer((inbound) => {
    const outbound = net.connect(smaller.address!.port, '127.0.0.1');
    toSmaller = outbound;
    inbound.setEncoding('utf8');
    inbound.on('data', (chunk: string) => {
      wire.push(chunk);
      const change = tamper;
      tamper = undefined;
      outbound.write(change ? change(chunk) : chunk);
    });
    inbound.on('end', () => outbound.end());
    outbound.pipe(inbound);
    sockets.push(inbound, outbound);
    for (const socket of [inbound, outbound]) socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  greater.heard({ id: 'aa', host: '127.0.0.1', port: (proxy.address() as net.AddressInfo).port });
  await until('the link through the proxy', () => greater.peers.length === 1 && smaller.peers.length === 1);
  return {
    greater,
    smaller,
    heard,
    lost,
    wire,
    /** Writes bytes to "aa" as if "zz" had sent them. */
    inject: (text: string) => toSmaller!.write(text),
    tamperNext: (change: (chunk: string) => string) => void (tamper = change),
    /** From now on the two say hello to each other directly. */
    helloDirectly: () => Object.assign(hellos, { greater, smaller }),
    cut: () => sockets.forEach((socket) => socket.destroy()),
    /** The path stops carrying anything, both ways, without closing. */
    stall: () => sockets.forEach((socket) => socket.pause()),
    close: async () => {
      proxy.close();
      await greater.close();
      await smaller.close();
    },
  };
}

/** The sealed frames "zz" wrote after the handshake (its "hi" and "ok" lines come first). */
const framesOn = (wire: readonly string[]): string[] => wire.join('').split('\n').slice(2, -1);

describe('a link cut between two instances that are both still there', () => {
  test('both read again, and they link again at once (not at the next hello, 30 s on)', async () => {
    const pair = await pairThroughProxy();
    const { greater, smaller, heard, lost } = pair;
    try {
      expect(greater.send([202], '{"from":"zz","changes":[]}\n')).toBe(true);
      await until('the line', () => heard.length === 1);
      pair.helloDirectly();
      pair.cut();
      await until('both to lose it', () => lost.greater === 1 && lost.smaller === 1);
      await until('the new link', () => greater.peers.length === 1 && smaller.peers.length === 1, 2_000);
      expect(greater.peers).toEqual([{ id: 'aa', pid: 202 }]);
      expect(greater.send([202], '{"from":"zz","changes":[]}\n')).toBe(true);
      await until('the line over the new link', () => heard.length === 2);
    } finally {
      await pair.close();
    }
  });
});

describe('a link whose end stops', () => {
  test('after a bye, the other end has read everything before it and does not read again', async () => {
    const pair = await pairThroughProxy();
    try {
      expect(pair.greater.send([202], '{"from":"zz","changes":[]}\n')).toBe(true);
      await pair.greater.close();
      await until('the link gone', () => pair.smaller.peers.length === 0);
      expect(pair.heard).toEqual(['{"from":"zz","changes":[]}']);
      await sleep(100);
      expect(pair.lost.smaller).toBe(0);
    } finally {
      await pair.close();
    }
  });
});

describe('what a link carries is sealed', () => {
  const secret = '{"from":"zz","changes":[{"channel":"match","payload":{"hand":"the-hidden-card"}}]}';

  test('someone on the path reads no line of it; the other end reads each line', async () => {
    const pair = await pairThroughProxy();
    try {
      expect(pair.greater.send([202], `${secret}\n${secret}\n`)).toBe(true);
      await until('both lines', () => pair.heard.length === 2);
      expect(pair.heard).toEqual([secret, secret]);
      const onWire = pair.wire.join('');
      expect(onWire).toContain('"t":"hi"');
      expect(onWire).not.toContain('the-hidden-card');
      expect(onWire).not.toContain('"from"');
      expect(framesOn(pair.wire)).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });

  test('a batch past what one line may hold goes in several frames, whole, and the link stays', async () => {
    const pair = await pairThroughProxy();
    try {
      // 600 lines of 2,000 characters: 1.2 MB of text, over the 1 MB a line (a frame) may be.
      const lines = Array.from({ length: 600 }, (_, i) => `{"from":"zz","n":${i},"pad":"${'é'.repeat(1_980)}"}`);
      expect(pair.greater.send([202], lines.map((line) => `${line}\n`).join(''))).toBe(true);
      await until('every line', () => pair.heard.length === 600);
      expect(pair.heard).toEqual(lines);
      expect([pair.lost.greater, pair.lost.smaller]).toEqual([0, 0]);
    } finally {
      await pair.close();
    }
  });

  test.each([
    ['a forged plain line', (pair: Awaited<ReturnType<typeof pairThroughProxy>>) => pair.inject(`${secret}\n`)],
    [
      'a sealed frame played again',
      (pair: Awaited<ReturnType<typeof pairThroughProxy>>) => pair.inject(`${framesOn(pair.wire).at(-1)!}\n`),
    ],
    [
      'a frame changed on the way',
      (pair: Awaited<ReturnType<typeof pairThroughProxy>>) => {
        pair.tamperNext((chunk) => {
          const at = Math.floor(chunk.length / 2);
          return `${chunk.slice(0, at)}${chunk[at] === 'A' ? 'B' : 'A'}${chunk.slice(at + 1)}`;
        });
        pair.greater.send([202], `${secret}\n`);
      },
    ],
  ])('%s is not delivered, and the link closes', async (_what, attack) => {
    const pair = await pairThroughProxy();
    try {
      expect(pair.greater.send([202], `${secret}\n`)).toBe(true);
      await until('the line', () => pair.heard.length === 1);
      attack(pair);
      await until('the link to close', () => pair.lost.smaller === 1 && pair.lost.greater === 1);
      expect(pair.heard).toEqual([secret]);
    } finally {
      await pair.close();
    }
  });
});

describe('a process held up longer than a link may be silent (a paused machine: both ends at once)', () => {
  test('keeps its links: silence is judged after the waiting reads, not by the first late tick', async () => {
    const pair = await pairThroughProxy({ pingMs: 100, silentMs: 1_000 });
    try {
      const heldUntil = performance.now() + 1_500;
      while (performance.now() < heldUntil); // Holds this process's event loop, both ends' with it.
      await sleep(500);
      expect([pair.lost.greater, pair.lost.smaller]).toEqual([0, 0]);
      expect(pair.greater.send([202], '{"from":"zz","changes":[]}\n')).toBe(true);
      await until('the line', () => pair.heard.length === 1);
    } finally {
      await pair.close();
    }
  });

  test('a link that truly falls silent is still closed at both ends', async () => {
    const pair = await pairThroughProxy({ pingMs: 100, silentMs: 1_000 });
    try {
      pair.stall();
      await until('both ends to close it', () => pair.lost.greater === 1 && pair.lost.smaller === 1, 3_000);
    } finally {
      await pair.close();
    }
  });
});

describe('framesOf', () => {
  const line = (n: number, length: number) => `${String(n).padEnd(length - 1, 'x')}\n`;
  test.each([
    ['a short text', [line(1, 10), line(2, 10)], 1],
    ['lines up to 192 Ki units in each frame', Array.from({ length: 100 }, (_, i) => line(i, 4_000)), 3],
    ['a line longer than a frame, alone', [line(1, 10), line(2, 300_000), line(3, 10)], 3],
  ])('%s', (_what, lines, frames) => {
    const parts = framesOf(lines.join(''));
    expect(parts).toHaveLength(frames);
    expect(parts.join('')).toBe(lines.join(''));
    for (const part of parts) expect(part.endsWith('\n')).toBe(true);
  });
});
