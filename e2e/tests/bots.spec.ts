// A match against a bot, played to the end: it lands in the history, its replay steps through, and the leaderboard lists the players.
import { expect, snap, test } from '../support/fixtures';

test('a match against a bot finishes, shows in history, replays, and ranks', async ({ signedInPage: page, user }, testInfo) => {
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
    await expect(async () => expect((await over.isVisible()) || (await log.textContent()) !== before).toBe(true)).toPass();
  }
  await expect(over).toBeVisible();
  await snap(page, 'match-finished');

  // History: the finished match is among "my matches".
  await page.goto('/history');
  const item = page.getByTestId('history-list').getByTestId('match-item').filter({ has: page.locator(`a[href="${new URL(matchUrl).pathname}"]`) });
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

  // Leaderboard: the player is listed, and highlighted as "You".
  await page.goto('/leaderboards/test-pairs');
  const mine = page.getByTestId('leaderboard-row').filter({ hasText: user.username });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('You');
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await snap(page, 'leaderboard');

  // The profile shows the record.
  await page.goto(`/u/${user.username}`);
  await expect(page.getByTestId('record')).toContainText('Played1');
  await snap(page, 'profile');
});
