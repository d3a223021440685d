// Direct calls to the GraphQL API from the test runner (Node), for arranging state faster than through the UI.
import { API_URL } from './env';

export interface ApiUser {
  username: string;
  password: string;
  token: string;
}

export async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(API_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
  if (!body.data) throw new Error(`GraphQL answered HTTP ${response.status} without data`);
  return body.data;
}

let counter = 0;

/** Usernames: 3-24 of a-z 0-9 _ -; unique across parallel workers and reruns against a reused API. */
export function uniqueName(prefix: string): string {
  counter += 1;
  const stamp = Date.now().toString(36).slice(-5);
  const random = Math.floor(Math.random() * 36 ** 3).toString(36);
  return `${prefix}-${stamp}${random}${counter}`.slice(0, 24);
}

export async function signUpViaApi(prefix: string): Promise<ApiUser> {
  const username = uniqueName(prefix);
  const password = 'shiny-and-long-passphrase';
  const data = await gql<{ signUp: { token: string } }>(
    'mutation($u: String!, $p: String!) { signUp(username: $u, password: $p) { token } }',
    { u: username, p: password },
  );
  return { username, password, token: data.signUp.token };
}

export async function createLobbyViaApi(
  token: string,
  input: { gameId: string; seats: number; options?: Record<string, unknown>; private?: boolean; campaign?: boolean },
): Promise<{ id: string }> {
  const data = await gql<{ createLobby: { id: string } }>(
    'mutation($input: CreateLobbyInput!) { createLobby(input: $input) { id } }',
    { input: { ...input, timeControl: { kind: 'ASYNC', hours: 24 } } },
    token,
  );
  return data.createLobby;
}

/** Seats a bot and starts the match; returns the match id. */
export async function startAgainstBotViaApi(token: string, lobbyId: string, level = 'easy'): Promise<string> {
  await gql(
    'mutation($id: ID!, $level: String) { addBot(lobbyId: $id, level: $level) { id } }',
    { id: lobbyId, level },
    token,
  );
  const data = await gql<{ startMatch: { id: string } }>(
    'mutation($id: ID!) { startMatch(lobbyId: $id) { id } }',
    { id: lobbyId },
    token,
  );
  return data.startMatch.id;
}

/** The four games' boards: test-id prefix and the fewest seats each plays with. */
export const BOARD_GAMES = [
  { id: 'legendary-firefly', prefix: 'lf', seats: 2, hand: 'lf-hand' },
  { id: 'out-to-the-black', prefix: 'ottb', seats: 3, hand: 'ottb-hand' },
  { id: 'misbehavin', prefix: 'mb', seats: 2, hand: 'mb-hand' },
  { id: 'niskas-debt', prefix: 'nd', seats: 2, hand: 'nd-jobs' },
] as const;

/** A match of the game with `easy` bots in every other seat, hosted by `token`; returns the match id. */
export async function startBoardMatchViaApi(token: string, game: (typeof BOARD_GAMES)[number]): Promise<string> {
  const lobby = await createLobbyViaApi(token, { gameId: game.id, seats: game.seats });
  for (let seat = 2; seat < game.seats; seat++)
    await gql('mutation($id: ID!) { addBot(lobbyId: $id, level: "easy") { id } }', { id: lobby.id }, token);
  return startAgainstBotViaApi(token, lobby.id);
}
