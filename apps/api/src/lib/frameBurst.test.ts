// sendInBursts over a real WebSocket: a burst's frames arrive whole, in order, from one write; later bursts write again.
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { sendInBursts } from './frameBurst';

const open: { close(): void }[] = [];
afterEach(() => {
  for (const o of open.splice(0)) o.close();
});

/** A server socket wrapped by sendInBursts, a client reading its frames, and a count of the server's writes. */
async function pair(transform: (frame: string) => string = (f) => f, answering?: () => boolean) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  open.push(wss);
  await new Promise((resolve) => wss.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const port = (wss.address() as AddressInfo).port;
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  open.push(client);
  const received: string[] = [];
  client.on('message', (data) => received.push(String(data)));
  await new Promise((resolve) => client.once('open', resolve));
  const server = await accepted;
  sendInBursts(server, transform, answering);
  const tcp = (server as unknown as { _socket: Socket & { _writev: unknown; _write: unknown } })._socket;
  const writes = { count: 0 };
  for (const name of ['_write', '_writev'] as const) {
    const original = tcp[name] as (...args: unknown[]) => unknown;
    tcp[name] = (...args: unknown[]) => {
      writes.count += 1;
      return original.apply(tcp, args);
    };
  }
  const arrived = async (n: number): Promise<void> => {
    while (received.length < n) await new Promise((r) => setTimeout(r, 5));
  };
  return { server, received, writes, arrived };
}

describe('sendInBursts', () => {
  test('frames sent in one burst of promise jobs leave in one write, in order, each whole', async () => {
    const { server, received, writes, arrived } = await pair();
    const sendAsync = (frame: string) => new Promise<void>((resolve) => server.send(frame, () => resolve()));
    // As graphql-ws does it: wait for each send's callback before the next frame.
    await sendAsync('next');
    await sendAsync('complete');
    server.send('push');
    await arrived(3);
    expect(received).toEqual(['next', 'complete', 'push']);
    expect(writes.count).toBe(1);
  });

  test('a later burst writes again, and the callback still reports each frame', async () => {
    const { server, received, writes, arrived } = await pair();
    let called = 0;
    server.send('one', () => (called += 1));
    await new Promise((r) => setTimeout(r, 20));
    server.send('two', () => (called += 1));
    await arrived(2);
    expect(received).toEqual(['one', 'two']);
    expect(writes.count).toBe(2);
    expect(called).toBe(2);
  });

  // The committer resolves a mover on the tick after its pushes were sent; its answer follows in promise jobs after that.
  test.each([
    { answering: true, writes: 1 },
    { answering: false, writes: 2 },
  ])('a push and an answer sent after the next tick: owed an answer $answering → $writes write(s)', async (c) => {
    const { server, received, writes, arrived } = await pair(undefined, () => c.answering);
    server.send('push');
    process.nextTick(() => void Promise.resolve().then(() => server.send('next')));
    await arrived(2);
    expect(received).toEqual(['push', 'next']);
    expect(writes.count).toBe(c.writes);
  });

  test('text frames go out transformed, binary ones untouched', async () => {
    const { server, received, arrived } = await pair((f) => f.toUpperCase());
    server.send('shared');
    server.send(Buffer.from('raw'));
    await arrived(2);
    expect(received).toEqual(['SHARED', 'raw']);
  });

  test('a closed socket drops later frames and says so through the callback, as ws alone does', async () => {
    const { server, received, arrived } = await pair();
    server.send('before');
    await arrived(1);
    server.close();
    await new Promise((r) => server.once('close', r));
    let error: unknown = 'not called';
    expect(() => server.send('after', (e) => (error = e))).not.toThrow();
    await new Promise((r) => setTimeout(r, 20));
    expect(received).toEqual(['before']);
    expect(error).toBeInstanceOf(Error);
  });
});
