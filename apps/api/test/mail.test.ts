// Mail that calls players back, received by a real SMTP server started here: "your move" and "deadline near" mail
// for async matches, as each player's settings say, each deadline announced once.
import { ONE_MACHINE_LIMITS } from '../src/lib/limits';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pino } from 'pino';
import { matches } from '@cortex/db';
import { createTestDb, testDbKinds } from '@cortex/db/testing';
import { createApp } from '../src/app';
import { codeOf, gql, ok, signUp, WEB_ORIGIN, type TestApi } from './helpers';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP receiver on an ephemeral port, keeping every message it accepts. */
async function smtpReceiver(): Promise<{ url: string; mails: Received[]; close(): Promise<void> }> {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        // Bodies come quoted-printable: soft line breaks joined, =XX bytes decoded, so the test reads the text.
        const text = Buffer.from(
          raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: text });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const SUBMIT = 'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}';
const PREFS = 'mutation($i:PreferencesInput!){updatePreferences(input:$i){autoPass email emailNotify}}';

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(testDbKinds())('mail on %s', (kind) => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  beforeAll(async () => {
    smtp = await smtpReceiver();
    const db = await createTestDb(kind);
    const app = await createApp({
      db,
      log: pino({ level: 'silent' }),
      origins: [WEB_ORIGIN],
      includeTestGames: true,
      botDelayMs: 0,
      sweepMs: 100,
      limits: ONE_MACHINE_LIMITS,
      mail: { smtpUrl: smtp.url, from: 'Cortex <cortex@example.test>', siteUrl: 'http://site.example.test' },
    });
    const { port } = await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${port}/graphql`;
    api = {
      app,
      url,
      wsUrl: url.replace('http', 'ws'),
      db,
      close: async () => (await app.close(), await db.cleanup()),
    };
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  test('settings: an address and when to mail, private, validated', async () => {
    const me = await signUp(api.url);
    const set = await ok<{ updatePreferences: { email: string; emailNotify: string } }>(
      api.url,
      PREFS,
      { i: { email: 'me@example.test', emailNotify: 'MY_TURN' } },
      { token: me.token },
    );
    expect(set.updatePreferences).toMatchObject({ email: 'me@example.test', emailNotify: 'MY_TURN', autoPass: false });
    const bad = await gql(api.url, PREFS, { i: { email: 'not an address' } }, { token: me.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const still = await ok<{ viewer: { preferences: { email: string } } }>(
      api.url,
      '{viewer{preferences{email emailNotify}}}',
      {},
      { token: me.token },
    );
    expect(still.viewer.preferences.email).toBe('me@example.test');
    const cleared = await ok<{ updatePreferences: { email: string | null } }>(
      api.url,
      PREFS,
      { i: { email: '' } },
      { token: me.token },
    );
    expect(cleared.updatePreferences.email).toBeNull();
  });

  test('"your move" mail when an async match starts waiting for a player; "deadline near" once per deadline', async () => {
    const [alice, bob] = await Promise.all([signUp(api.url), signUp(api.url)]);
    await ok(
      api.url,
      PREFS,
      { i: { email: 'alice@example.test', emailNotify: 'DEADLINE_NEAR' } },
      { token: alice.token },
    );
    await ok(api.url, PREFS, { i: { email: 'bob@example.test', emailNotify: 'MY_TURN' } }, { token: bob.token });
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: { gameId: 'test-pairs', seats: 2, timeControl: { kind: 'ASYNC', hours: 24 } } },
        { token: alice.token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: bob.token });
    const id = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: alice.token },
      )
    ).startMatch.id;
    const to = (who: string) => smtp.mails.filter((m) => m.to.includes(who));

    // Alice is awaited first but asked only for "deadline near" mail: none yet. She moves: now Bob is mailed.
    const m0 = (
      await ok<{ match: { legalMoves: { type: string }[] } }>(
        api.url,
        'query($id:ID!){match(id:$id){legalMoves}}',
        { id },
        { token: alice.token },
      )
    ).match;
    await ok(api.url, SUBMIT, { id, v: 0, m: m0.legalMoves.find((m) => m.type === 'draw') }, { token: alice.token });
    await until(() => to('bob@example.test').length === 1, "Bob's mail");
    const mail = to('bob@example.test')[0]!.raw;
    expect(mail).toMatch(/Subject: Your move in Pairs \(test game\)/);
    expect(mail).toContain(`http://site.example.test/match/${id}`);
    expect(mail).toContain(alice.username);
    expect(to('alice@example.test')).toHaveLength(0);

    // Bob's deadline comes near (an hour left of 24): one reminder, however often the sweeper looks.
    await api.db.db
      .update(matches)
      .set({ deadlineAt: new Date(Date.now() + 3600_000) })
      .where(eq(matches.id, id));
    await until(() => to('bob@example.test').length === 2, "Bob's reminder");
    expect(to('bob@example.test')[1]!.raw).toMatch(/Subject: Deadline near: your move in Pairs/);
    await new Promise((r) => setTimeout(r, 500));
    expect(to('bob@example.test')).toHaveLength(2);

    // Bob moves: Alice is awaited again, and her new deadline is far: she gets nothing until it comes near.
    const m1 = (
      await ok<{ match: { version: number; legalMoves: { type: string }[] } }>(
        api.url,
        'query($id:ID!){match(id:$id){version legalMoves}}',
        { id },
        { token: bob.token },
      )
    ).match;
    await ok(
      api.url,
      SUBMIT,
      { id, v: m1.version, m: m1.legalMoves.find((m) => m.type === 'draw') },
      { token: bob.token },
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(to('alice@example.test')).toHaveLength(0);
    await api.db.db
      .update(matches)
      .set({ deadlineAt: new Date(Date.now() + 1800_000) })
      .where(eq(matches.id, id));
    await until(() => to('alice@example.test').length === 1, "Alice's reminder");
    expect(to('alice@example.test')[0]!.raw).toMatch(/Subject: Deadline near/);
  });

  test('no mail for a real-time match, or for a player who wants none', async () => {
    const [carol, dave] = await Promise.all([signUp(api.url), signUp(api.url)]);
    await ok(api.url, PREFS, { i: { email: 'dave@example.test', emailNotify: 'MY_TURN' } }, { token: dave.token });
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: { gameId: 'test-pairs', seats: 2, timeControl: { kind: 'REALTIME', seconds: 60 } } },
        { token: carol.token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: dave.token });
    const id = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: carol.token },
      )
    ).startMatch.id;
    const m0 = (
      await ok<{ match: { legalMoves: { type: string }[] } }>(
        api.url,
        'query($id:ID!){match(id:$id){legalMoves}}',
        { id },
        { token: carol.token },
      )
    ).match;
    await ok(api.url, SUBMIT, { id, v: 0, m: m0.legalMoves.find((m) => m.type === 'draw') }, { token: carol.token });
    await new Promise((r) => setTimeout(r, 400));
    expect(smtp.mails.filter((m) => m.to.includes('dave@example.test'))).toHaveLength(0);
  });
});
