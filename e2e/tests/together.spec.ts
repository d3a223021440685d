// Together again, in two browsers: lobby chat, the host removing the guest, a rematch the guest accepts, and Back out of a match.
import { createLobbyViaApi, gql } from '../support/api';
import { expect, test } from '../support/fixtures';

/** Plays random legal moves for both humans through the API until the match is over (the pages follow it live). */
async function playToEndViaApi(matchId: string, tokens: readonly string[]): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const state = await gql<{ match: { status: string } }>(
      'query($id: ID!) { match(id: $id) { status } }',
      { id: matchId },
      tokens[0],
    );
    if (state.match.status !== 'ACTIVE') return;
    for (const token of tokens) {
      const mine = await gql<{ match: { version: number; legalMoves: unknown[] } }>(
        'query($id: ID!) { match(id: $id) { version legalMoves } }',
        { id: matchId },
        token,
      );
      const pick = mine.match.legalMoves[Math.floor(Math.random() * mine.match.legalMoves.length)];
      if (pick === undefined) continue;
      await gql(
        'mutation($id: ID!, $v: Int!, $m: JSON!) { submitMove(matchId: $id, expectedVersion: $v, move: $m) { version } }',
        { id: matchId, v: mine.match.version, m: pick },
        token,
      ).catch(() => undefined);
      break;
    }
  }
  throw new Error('the match did not finish');
}

test('lobby chat, a removed guest told in words, a rematch accepted in one click, and Back leaves the match', async ({
  signedInPage: host,
  user: hostUser,
  newPlayer,
}, testInfo) => {
  testInfo.setTimeout(150_000);
  const { page: guest, user: guestUser } = await newPlayer('guest');

  // A private lobby: the guest joins by its link and the two chat, live both ways; text stays text.
  const first = await createLobbyViaApi(hostUser.token, { gameId: 'test-pairs', seats: 2, private: true });
  await host.goto(`/lobbies/${first.id}`);
  await guest.goto(`/lobbies/${first.id}`);
  await guest.getByRole('button', { name: 'Join this lobby' }).click();
  await expect(host.getByTestId('lobby-seats')).toContainText(guestUser.username);

  await host.getByRole('textbox', { name: 'Message' }).fill('<b>Welcome</b> aboard');
  await host.getByRole('button', { name: 'Send' }).click();
  const guestChat = guest.getByRole('list', { name: 'Lobby chat' });
  await expect(guestChat).toContainText(`${hostUser.username}: <b>Welcome</b> aboard`);
  await expect(guestChat.locator('b')).toHaveCount(0);
  await guest.getByRole('textbox', { name: 'Message' }).fill('Shiny.');
  await guest.getByRole('button', { name: 'Send' }).click();
  await expect(host.getByRole('list', { name: 'Lobby chat' })).toContainText(`${guestUser.username}: Shiny.`);

  // The host removes the guest, who reads it in words and can no longer act (a private lobby does not take them back).
  await host.getByRole('button', { name: `Remove ${guestUser.username} from the lobby` }).click();
  await expect(host.getByTestId('lobby-seats')).not.toContainText(guestUser.username);
  const removed = guest.getByTestId('lobby-removed');
  await expect(removed).toContainText(`${hostUser.username} removed you from this lobby.`);
  await expect(removed).toContainText('you cannot join it again');
  await expect(guest.getByRole('button', { name: 'Join this lobby' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Leave' })).toHaveCount(0);
  await expect(guest.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  // A new, short lobby; each of them comes from another page first, to check where Back goes later.
  const second = await createLobbyViaApi(hostUser.token, { gameId: 'test-pairs', seats: 2, options: { maxTurns: 4 } });
  await host.goto('/lobbies');
  await host.goto(`/lobbies/${second.id}`);
  await guest.goto('/');
  await guest.goto(`/lobbies/${second.id}`);
  await guest.getByRole('button', { name: 'Join this lobby' }).click();
  await expect(host.getByTestId('lobby-seats')).toContainText(guestUser.username);
  await host.getByRole('button', { name: 'Start the match' }).click();
  await expect(host).toHaveURL(/\/match\/[^/]+$/);
  await expect(guest).toHaveURL(host.url());
  const matchUrl = host.url();
  const matchId = new URL(matchUrl).pathname.split('/').pop()!;

  await playToEndViaApi(matchId, [hostUser.token, guestUser.token]);
  await expect(host.getByTestId('match-over')).toBeVisible();
  await expect(guest.getByTestId('match-over')).toBeVisible();

  // The host asks for a rematch; the guest's finished match page shows the offer without a reload, and one click seats them.
  await host.getByTestId('match-over').getByRole('button', { name: 'Rematch' }).click();
  await expect(host).toHaveURL(/\/lobbies\/[^/]+$/);
  const offer = guest.getByTestId('rematch-offer');
  await expect(offer).toContainText(`${hostUser.username} asks for a rematch`);
  await offer.getByRole('button', { name: 'Join' }).click();
  await expect(guest).toHaveURL(host.url());
  await expect(host.getByTestId('lobby-seats')).toContainText(guestUser.username);
  await expect(guest.getByTestId('lobby-seats')).toContainText(guestUser.username);

  // Back: to the finished match, then out of it to the page before its lobby (the lobby does not send them back in).
  await guest.goBack();
  await expect(guest).toHaveURL(matchUrl);
  await expect(guest.getByTestId('match-over')).toBeVisible();
  await guest.goBack();
  await expect(guest).toHaveURL(new URL('/', matchUrl).href);
  await host.goBack();
  await expect(host).toHaveURL(matchUrl);
  await host.goBack();
  await expect(host).toHaveURL(new URL('/lobbies', matchUrl).href);
  await expect(host.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(host).toHaveURL(new URL('/lobbies', matchUrl).href);

  // Opened again once started, the lobby says so and links to its match instead of redirecting.
  await guest.goto(`/lobbies/${second.id}`);
  await expect(guest.getByTestId('lobby-started')).toContainText('Go to the match');
  await expect(guest).toHaveURL(new RegExp(`/lobbies/${second.id}$`));
  await guest.getByTestId('lobby-started').getByRole('link', { name: 'Go to the match' }).click();
  await expect(guest).toHaveURL(matchUrl);
});
