// A challenge from a profile, accepted on the home page, played out, and the finished match's record downloaded.
import { readFileSync } from 'node:fs';
import { gql, signUpViaApi, type ApiUser } from '../support/api';
import { expect, signInContext, test } from '../support/fixtures';

/** Plays the match to its end through the API, each seat by its own player, always the first legal move. */
async function playOut(matchId: string, bySeat: readonly ApiUser[]): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const { match } = await gql<{ match: { status: string; toAct: number[] } }>(
      'query($id: ID!) { match(id: $id) { status toAct } }',
      { id: matchId },
    );
    if (match.status !== 'ACTIVE') return;
    const player = bySeat[match.toAct[0]!]!;
    const mine = await gql<{ match: { version: number; legalMoves: unknown[] } }>(
      'query($id: ID!) { match(id: $id) { version legalMoves } }',
      { id: matchId },
      player.token,
    );
    await gql(
      'mutation($id: ID!, $v: Int!, $m: JSON!) { submitMove(matchId: $id, expectedVersion: $v, move: $m) { version } }',
      { id: matchId, v: mine.match.version, m: mine.match.legalMoves[0] },
      player.token,
    );
  }
  throw new Error('the match did not end');
}

test('a challenge from a profile is accepted on the home page, and the finished match’s record downloads as a file anyone can replay', async ({
  page: host,
  browser,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  const [hostUser, guestUser] = await Promise.all([signUpViaApi('chal'), signUpViaApi('chald')]);
  await signInContext(host.context(), hostUser);
  const guestContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: host.viewportSize(),
  });
  await signInContext(guestContext, guestUser);
  const guest = await guestContext.newPage();
  try {
    // From the guest's profile, the host challenges them to a short game of Pairs.
    await host.goto(`/u/${encodeURIComponent(guestUser.username)}`);
    await host.getByTestId('challenge-user').click();
    await expect(host.getByTestId('challenge-note')).toContainText(guestUser.username);
    const form = host.getByTestId('create-lobby-form');
    await form.getByLabel('Game', { exact: true }).selectOption('test-pairs');
    await form.getByLabel('Pairs needed to win').fill('1');
    await form.getByRole('button', { name: `Challenge ${guestUser.username}` }).click();
    await expect(host).toHaveURL(/\/lobbies\/[^/]+$/);

    // The guest sees it on the home page and accepts: the match starts and both are taken to it.
    await guest.goto('/');
    const incoming = guest.getByTestId('challenge-incoming');
    await expect(incoming).toContainText(`${hostUser.username} challenges you`);
    await incoming.getByRole('button', { name: 'Accept' }).click();
    await expect(guest).toHaveURL(/\/match\/[^/]+$/);
    await expect(host).toHaveURL(guest.url());
    const matchId = decodeURIComponent(new URL(guest.url()).pathname.split('/').at(-1)!);

    await playOut(matchId, [hostUser, guestUser]);
    await expect(guest.getByTestId('download-record')).toBeVisible();
    const [download] = await Promise.all([
      guest.waitForEvent('download'),
      guest.getByTestId('download-record').click(),
    ]);
    const record = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      format: string;
      matchId: string;
      seed: string;
      moves: unknown[];
    };
    expect(record.format).toBe('cortex-match-record/1');
    expect(record.matchId).toBe(matchId);
    expect(record.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(record.moves.length).toBeGreaterThan(0);
  } finally {
    await guestContext.close();
  }
});
