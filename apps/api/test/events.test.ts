// The events subscription and challenges over a real WebSocket: who hears of turns, starts, ends, lobbies and challenges.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from 'graphql-ws';
import { sql } from 'drizzle-orm';
import { testDbKinds } from '@cortex/db/testing';
import { codeOf, gql, ok, playToEnd, signUp, startApi, wsClient, type GqlResult, type TestApi } from './helpers';

const EVENTS =
  'subscription{events{kind matchId lobbyId at challenge{id status challenger{username} challenged{username} lobby{id status}}}}';
const CHALLENGE =
  'mutation($u:String!,$i:CreateLobbyInput!){challenge(username:$u,input:$i){id status lobby{id private seats players{seat user{username}}}}}';
const ANSWER = (verb: 'acceptChallenge' | 'declineChallenge' | 'cancelChallenge') =>
  `mutation($id:ID!){${verb}(id:$id){id status answeredAt lobby{id status match{id}}}}`;
const MINE = 'query{myChallenges{edges{node{id status challenger{username} challenged{username}}}}}';
/** A test-pairs match of a few moves. */
const SHORT = { gameId: 'test-pairs', seats: 2, options: { targetPairs: 1, maxTurns: 4 } };

interface UserEventOut {
  kind: string;
  matchId: string | null;
  lobbyId: string | null;
  at: string;
  challenge: {
    id: string;
    status: string;
    challenger: { username: string };
    challenged: { username: string };
    lobby: { id: string; status: string };
  } | null;
}
type Person = Awaited<ReturnType<typeof signUp>>;

/** A user's open events subscription: everything received so far, and a wait for the next one that matches. */
interface Listener {
  readonly events: UserEventOut[];
  readonly errors: unknown[];
  waitFor(match: (e: UserEventOut) => boolean, timeoutMs?: number): Promise<UserEventOut>;
  close(): void;
}

function listen(client: Client): Listener {
  const events: UserEventOut[] = [];
  const errors: unknown[] = [];
  const wakers = new Set<() => void>();
  const off = client.subscribe<{ events: UserEventOut }>(
    { query: EVENTS },
    {
      next: (value) => {
        if (value.errors) errors.push(...value.errors);
        else if (value.data) events.push(value.data.events);
        for (const wake of wakers) wake();
      },
      error: (error) => {
        errors.push(error);
        for (const wake of wakers) wake();
      },
      complete: () => undefined,
    },
  );
  return {
    events,
    errors,
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          const found = events.find(match);
          if (found) {
            clearTimeout(timer);
            wakers.delete(check);
            resolve(found);
          } else if (errors.length > 0) {
            clearTimeout(timer);
            wakers.delete(check);
            reject(new Error(JSON.stringify(errors)));
          }
        };
        const timer = setTimeout(() => {
          wakers.delete(check);
          reject(new Error(`no matching event among ${JSON.stringify(events.map((e) => e.kind))}`));
        }, timeoutMs);
        wakers.add(check);
        check();
      }),
    close: () => {
      off();
      void client.dispose();
    },
  };
}

describe.each(testDbKinds())('events and challenges on %s', (kind) => {
  let api: TestApi;
  let host: Person;
  let guest: Person;
  let stranger: Person;
  const listeners: Listener[] = [];

  beforeAll(async () => {
    api = await startApi(kind);
    host = await signUp(api.url);
    guest = await signUp(api.url);
    stranger = await signUp(api.url);
  });
  afterAll(async () => {
    for (const l of listeners) l.close();
    await api.close();
  });

  /** Subscribes as the person and waits until the server listens for them, so nothing published after is missed. */
  async function eventsOf(person: Person): Promise<Listener> {
    const before = api.app.services.events.openStreams(person.id);
    const listener = listen(wsClient(api.wsUrl, person.token));
    listeners.push(listener);
    for (let i = 0; i < 200 && api.app.services.events.openStreams(person.id) === before; i++)
      await new Promise((r) => setTimeout(r, 10));
    return listener;
  }

  const challenge = (by: Person, username: string, input: Record<string, unknown> = SHORT) =>
    gql<{ challenge: { id: string; status: string; lobby: { id: string; private: boolean } } }>(
      api.url,
      CHALLENGE,
      { u: username, i: input },
      { token: by.token },
    );
  const answer = (by: Person, verb: Parameters<typeof ANSWER>[0], id: string) =>
    gql<
      Record<
        string,
        {
          id: string;
          status: string;
          answeredAt: string | null;
          lobby: { id: string; status: string; match: { id: string } | null };
        }
      >
    >(api.url, ANSWER(verb), { id }, { token: by.token });
  const hostedLobbies = async (person: Person): Promise<number> => {
    const rows = await api.db.db.execute<{ n: number }>(
      sql`select count(*)::int as n from lobbies where host_id = ${person.id}`,
    );
    return rows.rows[0]!.n;
  };
  const challengeRows = async (): Promise<string> =>
    JSON.stringify((await api.db.db.execute(sql`select id, status from challenges order by id`)).rows);

  test('signed out, the subscription is refused with UNAUTHENTICATED', async () => {
    const anonymous = listen(wsClient(api.wsUrl));
    listeners.push(anonymous);
    await expect(anonymous.waitFor(() => true)).rejects.toThrow(/UNAUTHENTICATED/);
  });

  test('a challenge accepted: the challenged hears of it, the challenger of the answer, both of the start, turns and the end; a stranger of nothing', async () => {
    const [hostEvents, guestEvents, strangerEvents] = await Promise.all([
      eventsOf(host),
      eventsOf(guest),
      eventsOf(stranger),
    ]);
    const made = (await challenge(host, guest.username.toUpperCase())).data!.challenge;
    expect(made.status).toBe('PENDING');
    expect(made.lobby.private).toBe(true);

    const received = await guestEvents.waitFor((e) => e.kind === 'CHALLENGE_RECEIVED' && e.challenge?.id === made.id);
    expect(received.challenge).toMatchObject({
      status: 'PENDING',
      challenger: { username: host.username },
      challenged: { username: guest.username },
      lobby: { id: made.lobby.id, status: 'OPEN' },
    });
    expect(received.lobbyId).toBe(made.lobby.id);
    expect(Number.isNaN(Date.parse(received.at))).toBe(false);
    for (const person of [host, guest]) {
      const mine = (
        await ok<{ myChallenges: { edges: { node: { id: string } }[] } }>(api.url, MINE, {}, { token: person.token })
      ).myChallenges.edges.map((e) => e.node.id);
      expect(mine).toContain(made.id);
    }
    expect(
      (await ok<{ myChallenges: { edges: unknown[] } }>(api.url, MINE, {}, { token: stranger.token })).myChallenges
        .edges,
    ).toEqual([]);

    const accepted = (await answer(guest, 'acceptChallenge', made.id)).data!['acceptChallenge']!;
    expect(accepted.status).toBe('ACCEPTED');
    expect(accepted.answeredAt).not.toBeNull();
    // Both seats taken: the match started at once.
    expect(accepted.lobby.status).toBe('STARTED');
    const matchId = accepted.lobby.match!.id;

    const answered = await hostEvents.waitFor((e) => e.kind === 'CHALLENGE_ANSWERED' && e.challenge?.id === made.id);
    expect(answered.challenge?.status).toBe('ACCEPTED');
    for (const events of [hostEvents, guestEvents]) {
      await events.waitFor((e) => e.kind === 'MATCH_STARTED' && e.matchId === matchId && e.lobbyId === made.lobby.id);
      await events.waitFor((e) => e.kind === 'LOBBY_UPDATED' && e.lobbyId === made.lobby.id);
    }
    expect(
      (await ok<{ myChallenges: { edges: unknown[] } }>(api.url, MINE, {}, { token: guest.token })).myChallenges.edges,
    ).toEqual([]);

    await playToEnd(
      api.url,
      matchId,
      new Map([
        [0, host.token],
        [1, guest.token],
      ]),
    );
    // These matches need one pair (SHORT): the first player may win before the other is ever awaited; judge by who moved.
    const moved = new Set(
      (
        await ok<{ match: { moves: { edges: { node: { seat: number } }[] } } }>(
          api.url,
          'query($id:ID!){match(id:$id){moves(first:100){edges{node{seat}}}}}',
          { id: matchId },
          { token: host.token },
        )
      ).match.moves.edges.map((e) => e.node.seat),
    );
    expect(moved.size).toBeGreaterThan(0);
    for (const [seat, events] of [hostEvents, guestEvents].entries()) {
      await events.waitFor((e) => e.kind === 'MATCH_FINISHED' && e.matchId === matchId);
      // Every player who moved was told of their turn first.
      if (moved.has(seat))
        expect(events.events.some((e) => e.kind === 'YOUR_TURN' && e.matchId === matchId)).toBe(true);
    }
    expect(strangerEvents.events).toEqual([]);
    expect(strangerEvents.errors).toEqual([]);
  });

  test('a turn is told once per new decision, and only to the seat awaited', async () => {
    const [hostEvents, guestEvents] = await Promise.all([eventsOf(host), eventsOf(guest)]);
    const made = (await challenge(host, guest.username)).data!.challenge;
    const matchId = (await answer(guest, 'acceptChallenge', made.id)).data!['acceptChallenge']!.lobby.match!.id;
    const first = (
      await ok<{ match: { toAct: number[]; version: number; legalMoves: unknown[] } }>(
        api.url,
        'query($id:ID!){match(id:$id){toAct version legalMoves}}',
        { id: matchId },
        { token: host.token },
      )
    ).match;
    const [awaited, waiting] = first.toAct[0] === 0 ? [hostEvents, guestEvents] : [guestEvents, hostEvents];
    await awaited.waitFor((e) => e.kind === 'YOUR_TURN' && e.matchId === matchId);
    await waiting.waitFor((e) => e.kind === 'MATCH_STARTED' && e.matchId === matchId);
    expect(waiting.events.some((e) => e.kind === 'YOUR_TURN' && e.matchId === matchId)).toBe(false);
    // A fresh subscription opens with the turn that is already due.
    const late = await eventsOf(first.toAct[0] === 0 ? host : guest);
    await late.waitFor((e) => e.kind === 'YOUR_TURN' && e.matchId === matchId);
    await playToEnd(
      api.url,
      matchId,
      new Map([
        [0, host.token],
        [1, guest.token],
      ]),
    );
    await awaited.waitFor((e) => e.kind === 'MATCH_FINISHED' && e.matchId === matchId);
  });

  test('a lobby one sits in or hosts changing tells its host and players', async () => {
    const [hostEvents, guestEvents, strangerEvents] = await Promise.all([
      eventsOf(host),
      eventsOf(guest),
      eventsOf(stranger),
    ]);
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: { gameId: 'test-pairs', seats: 3 } },
        { token: host.token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token });
    await hostEvents.waitFor((e) => e.kind === 'LOBBY_UPDATED' && e.lobbyId === lobby.id);
    await guestEvents.waitFor((e) => e.kind === 'LOBBY_UPDATED' && e.lobbyId === lobby.id);
    const before = guestEvents.events.length;
    await ok(api.url, 'mutation($l:ID!){leaveLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token });
    await ok(api.url, 'mutation($l:ID!){addBot(lobbyId:$l){id}}', { l: lobby.id }, { token: host.token });
    await hostEvents.waitFor(
      (e) =>
        e.kind === 'LOBBY_UPDATED' &&
        e.lobbyId === lobby.id &&
        hostEvents.events.filter((x) => x.lobbyId === lobby.id).length >= 3,
    );
    // The guest left: the bot seated after is no concern of theirs.
    expect(guestEvents.events.length).toBe(before);
    expect(strangerEvents.events).toEqual([]);
  });

  test('lobby chat tells the lobby; a person the host removes hears of it; a rematch is offered to the other players of the match', async () => {
    const [hostEvents, guestEvents, strangerEvents] = await Promise.all([
      eventsOf(host),
      eventsOf(guest),
      eventsOf(stranger),
    ]);
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: { gameId: 'test-pairs', seats: 3 } },
        { token: host.token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: guest.token });
    const count = (l: Listener) => l.events.filter((e) => e.kind === 'LOBBY_UPDATED' && e.lobbyId === lobby.id).length;
    await guestEvents.waitFor(() => count(guestEvents) >= 1);
    const seen = count(guestEvents);
    await ok(
      api.url,
      'mutation($l:ID!,$t:String!){sendLobbyMessage(lobbyId:$l,text:$t){id}}',
      { l: lobby.id, t: 'ready?' },
      { token: host.token },
    );
    await guestEvents.waitFor(() => count(guestEvents) > seen);
    const beforeRemoval = count(guestEvents);
    await ok(
      api.url,
      'mutation($l:ID!,$u:ID!){removePlayer(lobbyId:$l,userId:$u){id}}',
      { l: lobby.id, u: guest.id },
      { token: host.token },
    );
    await guestEvents.waitFor(() => count(guestEvents) > beforeRemoval);

    // A finished match between host and guest: the guest asking for a rematch tells the host, and only the host.
    const lobby2 = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
        { i: SHORT },
        { token: host.token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby2.id }, { token: guest.token });
    const matchId = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby2.id },
        { token: host.token },
      )
    ).startMatch.id;
    await playToEnd(
      api.url,
      matchId,
      new Map([
        [0, host.token],
        [1, guest.token],
      ]),
    );
    const rematch = (
      await ok<{ rematch: { id: string } }>(
        api.url,
        'mutation($m:ID!){rematch(matchId:$m){id}}',
        { m: matchId },
        { token: guest.token },
      )
    ).rematch;
    const offered = await hostEvents.waitFor((e) => e.kind === 'REMATCH_OFFERED');
    expect(offered).toMatchObject({ matchId, lobbyId: rematch.id });
    await new Promise((r) => setTimeout(r, 200));
    expect(guestEvents.events.some((e) => e.kind === 'REMATCH_OFFERED')).toBe(false);
    expect(strangerEvents.events).toEqual([]);
  });

  test('a fresh subscription opens with the challenges awaiting an answer; declining closes the lobby and tells the challenger', async () => {
    const made = (await challenge(host, guest.username)).data!.challenge;
    const hostEvents = await eventsOf(host);
    const guestEvents = await eventsOf(guest);
    await guestEvents.waitFor((e) => e.kind === 'CHALLENGE_RECEIVED' && e.challenge?.id === made.id);
    const declined = (await answer(guest, 'declineChallenge', made.id)).data!['declineChallenge']!;
    expect(declined).toMatchObject({ status: 'DECLINED', lobby: { status: 'CLOSED', match: null } });
    const told = await hostEvents.waitFor((e) => e.kind === 'CHALLENGE_ANSWERED' && e.challenge?.id === made.id);
    expect(told.challenge?.status).toBe('DECLINED');
  });

  test('cancelling tells the challenged user; a lobby of three stays open for its host to start', async () => {
    const guestEvents = await eventsOf(guest);
    const cancelled = (await challenge(host, guest.username)).data!.challenge;
    expect((await answer(host, 'cancelChallenge', cancelled.id)).data!['cancelChallenge']).toMatchObject({
      status: 'CANCELLED',
      lobby: { status: 'CLOSED' },
    });
    const told = await guestEvents.waitFor((e) => e.kind === 'CHALLENGE_ANSWERED' && e.challenge?.id === cancelled.id);
    expect(told.challenge?.status).toBe('CANCELLED');

    const three = (await challenge(host, guest.username, { gameId: 'test-pairs', seats: 3 })).data!.challenge;
    expect((await answer(guest, 'acceptChallenge', three.id)).data!['acceptChallenge']).toMatchObject({
      status: 'ACCEPTED',
      lobby: { status: 'OPEN', match: null },
    });
    await ok(api.url, 'mutation($l:ID!){addBot(lobbyId:$l){id}}', { l: three.lobby.id }, { token: host.token });
    await ok(api.url, 'mutation($l:ID!){startMatch(lobbyId:$l){id}}', { l: three.lobby.id }, { token: host.token });
    await guestEvents.waitFor((e) => e.kind === 'MATCH_STARTED' && e.lobbyId === three.lobby.id);
  });

  test('refused challenges are typed, worded and change nothing', async () => {
    const lobbiesBefore = await hostedLobbies(host);
    const rowsBefore = await challengeRows();
    const refusals: [string, Promise<GqlResult>, string][] = [
      ['an unknown user', challenge(host, 'nobody_by_this_name'), 'NOT_FOUND'],
      ['yourself', challenge(host, host.username), 'BAD_USER_INPUT'],
      [
        'a lobby without a second seat',
        challenge(host, guest.username, { gameId: 'legendary-firefly', seats: 1 }),
        'BAD_USER_INPUT',
      ],
      ['an unknown game', challenge(host, guest.username, { gameId: 'chess', seats: 2 }), 'BAD_USER_INPUT'],
      ['bad options', challenge(host, guest.username, { ...SHORT, options: { maxTurns: 'many' } }), 'BAD_USER_INPUT'],
    ];
    for (const [what, request, code] of refusals) {
      const r = await request;
      expect(codeOf(r), what).toBe(code);
      expect(r.errors?.[0]?.message.length, what).toBeGreaterThan(10);
    }
    const signedOut = await gql(api.url, CHALLENGE, { u: guest.username, i: SHORT });
    expect(codeOf(signedOut)).toBe('UNAUTHENTICATED');
    const readOnly = (
      await ok<{ createApiToken: { token: string } }>(
        api.url,
        'mutation{createApiToken(name:"reader",scopes:[READ]){token}}',
        {},
        { token: host.token },
      )
    ).createApiToken.token;
    expect(codeOf(await gql(api.url, CHALLENGE, { u: guest.username, i: SHORT }, { token: readOnly }))).toBe(
      'FORBIDDEN',
    );
    expect(await hostedLobbies(host)).toBe(lobbiesBefore);
    expect(await challengeRows()).toBe(rowsBefore);

    const made = (await challenge(host, guest.username)).data!.challenge;
    const wrongParty: [string, Promise<GqlResult>, string][] = [
      ['the challenger accepting', answer(host, 'acceptChallenge', made.id), 'FORBIDDEN'],
      ['the challenger declining', answer(host, 'declineChallenge', made.id), 'FORBIDDEN'],
      ['the challenged cancelling', answer(guest, 'cancelChallenge', made.id), 'FORBIDDEN'],
      ['a stranger accepting', answer(stranger, 'acceptChallenge', made.id), 'NOT_FOUND'],
      ['an id that names nothing', answer(guest, 'acceptChallenge', 'not-an-id'), 'NOT_FOUND'],
      [
        'a READ token accepting',
        gql(api.url, ANSWER('acceptChallenge'), { id: made.id }, { token: readOnly }),
        'FORBIDDEN',
      ],
    ];
    const pendingRows = await challengeRows();
    for (const [what, request, code] of wrongParty) expect(codeOf(await request), what).toBe(code);
    expect(await challengeRows()).toBe(pendingRows);
    const lobby = await ok<{ lobby: { status: string; players: unknown[] } }>(
      api.url,
      'query($id:ID!){lobby(id:$id){status players{seat}}}',
      { id: made.lobby.id },
    );
    expect(lobby.lobby).toEqual({ status: 'OPEN', players: [{ seat: 0 }] });

    expect((await answer(guest, 'declineChallenge', made.id)).data!['declineChallenge']!.status).toBe('DECLINED');
    const answeredRows = await challengeRows();
    for (const verb of ['acceptChallenge', 'declineChallenge'] as const) {
      const again = await answer(guest, verb, made.id);
      expect(codeOf(again)).toBe('CONFLICT');
      expect(again.errors?.[0]?.message).toMatch(/already declined/);
    }
    expect(codeOf(await answer(host, 'cancelChallenge', made.id))).toBe('CONFLICT');
    expect(await challengeRows()).toBe(answeredRows);

    // A lobby its host filled (here by starting with a bot) can no longer take the challenged player.
    const filled = (await challenge(host, guest.username)).data!.challenge;
    await ok(api.url, 'mutation($l:ID!){addBot(lobbyId:$l){id}}', { l: filled.lobby.id }, { token: host.token });
    const full = await answer(guest, 'acceptChallenge', filled.id);
    expect(codeOf(full)).toBe('CONFLICT');
    expect(full.errors?.[0]?.message).toMatch(/full/);
    expect(
      (
        await ok<{ lobby: { players: unknown[] } }>(api.url, 'query($id:ID!){lobby(id:$id){players{seat}}}', {
          id: filled.lobby.id,
        })
      ).lobby.players,
    ).toHaveLength(2);
  });
});
