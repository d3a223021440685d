// A match against a bot, played to the end: it lands in the history and replays, but is casual and stays off the leaderboard,
// which lists the player once they have played a rated match against a person.
import { gql, signUpViaApi, type ApiUser } from '../support/api';
import { expect, snap, test } from '../support/fixtures';

/** A rated Pairs match (two people, standard options) between `host` and `guest`, played through the API with first legal moves. */
async function playRatedMatchViaApi(host: ApiUser, guest: ApiUser): Promise<string> {
  const lobby = (
    await gql<{ createLobby: { id: string; rated: boolean } }>(
      'mutation { createLobby(input: { gameId: "test-pairs", seats: 2 }) { id rated } }',
      {},
      host.token,
    )
  ).createLobby;
  expect(lobby.rated).toBe(true);
  await gql('mutation($id: ID!) { joinLobby(lobbyId: $id) { id } }', { id: lobby.id }, guest.token);
  const id = (
    await gql<{ startMatch: { id: string } }>(
      'mutation($id: ID!) { startMatch(lobbyId: $id) { id } }',
      { id: lobby.id },
      host.token,
    )
  ).startMatch.id;
  const tokens = [host.token, guest.token];
  for (let i = 0; i < 2000; i++) {
    const m = (
      await gql<{ match: { status: string; toAct: number[] } }>(
        'query($id: ID!) { match(id: $id) { status toAct } }',
        { id },
        host.token,
      )
    ).match;
    if (m.status !== 'ACTIVE') return id;
    const token = tokens[m.toAct[0] ?? 0]!;
    const mine = (
      await gql<{ match: { version: number; legalMoves: unknown[] } }>(
        'query($id: ID!) { match(id: $id) { version legalMoves } }',
        { id },
        token,
      )
    ).match;
    if (mine.legalMoves.length === 0) continue;
    await gql(
      'mutation($id: ID!, $v: Int!, $m: JSON!) { submitMove(matchId: $id, expectedVersion: $v, move: $m) { id } }',
      { id, v: mine.version, m: mine.legalMoves[0] },
      token,
    );
  }
  throw new Error('The rated match did not end');
}

test('a match against a bot finishes, shows in history and replays, is casual; a rated one ranks', async ({
  signedInPage: page,
  user,
}, testInfo) => {
  testInfo.setTimeout(120_000);

  // A short game: first to one pair, at most four turns.
  await page.goto('/lobbies/new?game=test-pairs');
  const form = page.getByTestId('create-lobby-form');
  await form.getByLabel('Pairs needed to win').fill('1');
  await form.getByLabel('Turns before the game ends on points').fill('4');
  await form.getByRole('button', { name: 'Open the lobby' }).click();
  await expect(page).toHaveURL(/\/lobbies\/[^/]+$/);

  // Seat a bot (normal unless chosen otherwise), take it out again, then seat an easy one.
  await page.getByRole('button', { name: 'Add a bot' }).click();
  await expect(page.getByTestId('lobby-seats')).toContainText('bot · normal');
  await page.getByRole('button', { name: 'Remove the bot from seat 2' }).click();
  await expect(page.getByTestId('lobby-seats')).toContainText('Empty seat');
  await page.getByLabel('Bot level').selectOption('easy');
  await page.getByRole('button', { name: 'Add a bot' }).click();
  await expect(page.getByTestId('lobby-seats')).toContainText('bot · easy');
  // With a bot in a seat the match will be casual, whatever else the host chose; the page says so and why.
  await expect(page.getByTestId('rated-badge')).toHaveText(/^Casual/);
  await expect(page.getByTestId('rated-badge')).toHaveAttribute('data-casual-reason', 'BOTS');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page).toHaveURL(/\/match\/[^/]+$/);
  const matchUrl = page.url();
  await expect(page.getByTestId('match-players')).toContainText('Bot · easy');

  // Play whatever is offered first until the match is over; the bot answers by itself.
  const over = page.getByTestId('match-over');
  const log = page.getByTestId('match-log');
  const firstMove = page.getByTestId('legal-moves').getByRole('button').first();
  for (let turn = 0; turn < 40; turn++) {
    await expect(over.or(firstMove).first()).toBeVisible({ timeout: 20_000 });
    if (await over.isVisible()) break;
    const before = await log.textContent();
    await firstMove.click({ timeout: 5_000 }).catch(() => undefined);
    // The move is answered once the log grows (or the match ends); then decide again.
    await expect(async () =>
      expect((await over.isVisible()) || (await log.textContent()) !== before).toBe(true),
    ).toPass();
  }
  await expect(over).toBeVisible();
  await snap(page, 'match-finished');

  // History: the finished match is among "my matches".
  await page.goto('/history');
  const item = page
    .getByTestId('history-list')
    .getByTestId('match-item')
    .filter({ has: page.locator(`a[href="${new URL(matchUrl).pathname}"]`) });
  await expect(item).toHaveCount(1);
  await snap(page, 'history');

  // Replay: step forward and back, then jump to the end.
  await item.getByRole('link', { name: /^Replay/ }).click();
  await expect(page.getByTestId('replay-step')).toHaveText('0');
  await expect(page.getByTestId('replay-move')).toContainText('Setup');
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(page.getByTestId('replay-step')).toHaveText('1');
  await expect(page.getByTestId('replay-move')).not.toContainText('Setup');
  await expect(page.getByTestId('replay-log')).not.toContainText('Nothing logged.');
  // The step's words are its player's label, not the move's JSON.
  await expect(page.getByTestId('replay-move')).not.toContainText('{');
  await page.getByRole('button', { name: 'Previous move' }).click();
  await expect(page.getByTestId('replay-step')).toHaveText('0');
  // Nobody has won yet at the start of a replay.
  await expect(page.locator('header.page-head')).not.toContainText('★');
  // The keyboard steps too: → forward, ← back, End to the last move, Home to the setup.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('replay-step')).toHaveText('2');
  await expect(page).toHaveURL(/[?&]step=2\b/);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('replay-step')).toHaveText('1');
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Last move' })).toBeDisabled();
  await expect(page.locator('header.page-head').getByText(/★/)).toBeVisible();
  await snap(page, 'replay');
  // Each step has a link: opening it shows that step.
  const total = await page.getByTestId('replay-step').innerText();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay-step')).toHaveText('0');
  await page.goto(`${new URL(matchUrl).pathname}/replay?step=1`);
  await expect(page.getByTestId('replay-step')).toHaveText('1');
  expect(Number(total)).toBeGreaterThan(1);

  // Leaderboard: the bot match was casual, so the player is not listed; the note under the table says why.
  await page.goto('/leaderboards/test-pairs');
  await expect(page.getByTestId('leaderboard-note')).toContainText('Only rated matches count');
  const mine = page.getByTestId('leaderboard-row').filter({ hasText: user.username });
  await expect(mine).toHaveCount(0);
  // After a rated match against a person the player is listed, and highlighted as "You".
  await playRatedMatchViaApi(user, await signUpViaApi('rival'));
  await page.reload();
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('You');
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await snap(page, 'leaderboard');

  // The profile shows the record.
  await page.goto(`/u/${user.username}`);
  await expect(page.getByTestId('record')).toContainText('Played2');
  await snap(page, 'profile');
});
