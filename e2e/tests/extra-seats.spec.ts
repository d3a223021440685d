// One person, two seats: Legendary Encounters solo with two Avatars in the browser, from the lobby's "Take another seat"
// to the end of the match, switching the board between the two Avatars.
import type { Page } from '@playwright/test';
import { expect, snap, test } from '../support/fixtures';

/** The number in the match header's "move N". */
async function moveCount(page: Page): Promise<number> {
  const eyebrow = (await page.locator('header p.eyebrow').first().textContent()) ?? '';
  return Number(/move (\d+)/.exec(eyebrow)?.[1] ?? NaN);
}

test('Legendary Encounters solo with two Avatars: one person takes two seats and plays both', async ({
  signedInPage: page,
  user,
}) => {
  test.setTimeout(4 * 60_000);
  await page.goto('/lobbies/new?game=legendary-firefly');
  const form = page.getByTestId('create-lobby-form');
  await expect(form.getByLabel('Game', { exact: true })).toHaveValue('legendary-firefly', { timeout: 30_000 });
  await form.getByLabel('Seats', { exact: true }).fill('2');
  await form.getByRole('button', { name: 'Open the lobby' }).click();
  await expect(page).toHaveURL(/\/lobbies\/[^/]+$/);

  await page.getByRole('button', { name: 'Take another seat' }).click();
  const seats = page.getByTestId('lobby-seat');
  await expect(seats).toHaveCount(2);
  for (const i of [0, 1]) await expect(seats.nth(i)).toContainText(user.username);
  // Every seat is now filled, so there is no third seat to take.
  await expect(page.getByRole('button', { name: 'Take another seat' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page).toHaveURL(/\/match\/[^/]+$/);

  // Both seats are the player's; the board shows the awaited one first.
  await expect(page.getByTestId('match-player').filter({ hasText: 'You' })).toHaveCount(2);
  const switcher = page.getByTestId('seat-switch');
  await expect(switcher).toContainText('You play 2 seats');
  await expect(page.getByTestId('play-as-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('play-as-0')).toContainText('▶');
  await expect(page.getByTestId('lf-board')).toHaveAttribute('data-decide', 'you');
  await expect(page.getByTestId('lf-hand').locator('[data-card-id]')).toHaveCount(6);
  const firstHand = await page
    .getByTestId('lf-hand')
    .locator('[data-card-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card-id')));

  // The second Avatar: its own hand of six, and its own moment to act (passing on a Coordinate) while the first one plays.
  await page.getByTestId('play-as-1').click();
  await expect(page.getByTestId('play-as-1')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lf-hand').locator('[data-card-id]')).toHaveCount(6);
  const secondHand = await page
    .getByTestId('lf-hand')
    .locator('[data-card-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card-id')));
  expect(secondHand.filter((id) => firstHand.includes(id))).toEqual([]);
  await snap(page, 'extra-seats-second-avatar');
  const before = await moveCount(page);
  await page.getByTestId('lf-move-pass').click();
  await expect.poll(() => moveCount(page)).toBe(before + 1);
  // After a move the board follows the awaited seat again.
  await expect(page.getByTestId('play-as-0')).toHaveAttribute('aria-pressed', 'true');

  // Play on to the end, always as whichever Avatar the match awaits: end each turn at once, so the 'Verse wins fast.
  const over = page.getByTestId('match-over');
  for (let i = 0; i < 400 && !(await over.isVisible()); i++) {
    const offers = await page
      .locator('[data-testid="lf-board"][data-decide="you"] [data-testid^="lf-move-"]:enabled')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
    const pick =
      offers.find((o) => /^lf-move-(endTurn|endIntermission)$/.test(o)) ??
      offers.find((o) => /^lf-move-choose-/.test(o)) ??
      offers[0];
    if (pick)
      await page
        .getByTestId(pick)
        .click({ timeout: 2000 })
        .catch(() => undefined);
    else await page.waitForTimeout(100);
  }
  await expect(over).toBeVisible();
  // Both Avatars took turns, and the log tells them apart by seat.
  await expect(page.getByTestId('seat-switch')).toHaveCount(0);
  const log = page.getByTestId('match-log');
  await expect(log).toContainText(`${user.username} (first seat)`);
  await expect(log).toContainText(`${user.username} (second seat)`);
  await snap(page, 'extra-seats-over');
});
