// A campaign in the browser: opened from the lobby form, its first game played by clicking, then its page and the next game.
import { expect, snap, test } from '../support/fixtures';

test('open a campaign, play its first game, see it recorded and start the second', async ({
  signedInPage: page,
  user,
}) => {
  test.setTimeout(180_000);
  await page.goto('/lobbies/new?game=test-pairs');
  const form = page.getByTestId('create-lobby-form');
  await form.getByLabel('Turns before the game ends on points').fill('6');
  await form.getByLabel('Play a campaign').check();
  await form.getByRole('button', { name: 'Open the lobby' }).click();
  await expect(page).toHaveURL(/\/lobbies\//);
  await expect(page.getByText('· campaign')).toBeVisible();
  await page.getByRole('button', { name: 'Add a bot' }).click();
  await page.getByRole('button', { name: 'Start the match' }).click();

  await expect(page).toHaveURL(/\/match\//);
  await expect(page.getByTestId('match-campaign')).toHaveText('Game 1 of 3 of a campaign');
  // Play the first game to its end by clicking the first legal move whenever it is our move.
  for (let i = 0; i < 400; i++) {
    if (await page.getByTestId('match-over').isVisible()) break;
    const move = page.getByTestId('legal-moves').getByRole('button').first();
    // A short timeout: the button may be replaced by the next state while we click it.
    if (await move.isVisible().catch(() => false)) await move.click({ timeout: 2000 }).catch(() => undefined);
    else await page.waitForTimeout(100);
  }
  await expect(page.getByTestId('match-over')).toBeVisible();

  await page.getByTestId('to-campaign').click();
  await expect(page).toHaveURL(/\/campaigns\//);
  await expect(page.getByTestId('campaign-game-1')).toContainText(/Game 1: (won|lost) · \d+ points/);
  await expect(page.getByTestId('campaign-game-2')).toContainText('not started');
  await snap(page, 'campaign-after-game-1');

  await page.getByTestId('campaign-next').click();
  await expect(page).toHaveURL(/\/match\//);
  await expect(page.getByTestId('match-campaign')).toHaveText('Game 2 of 3 of a campaign');

  // Days later: the profile lists the campaign, and its page leads back to the game being played.
  await page.goto(`/u/${encodeURIComponent(user.username)}`);
  await expect(page.getByTestId('profile-campaigns')).toContainText('1 of 3 games played');
  await page.getByTestId('profile-campaigns').getByRole('link', { name: 'Pairs (test game)' }).click();
  await expect(page.getByTestId('campaign-game-2')).toContainText('being played');
});

test('a Legendary Encounters campaign opens from the lobby form on Serenity and The Train Job', async ({
  signedInPage: page,
}) => {
  await page.goto('/lobbies/new?game=legendary-firefly');
  const form = page.getByTestId('create-lobby-form');
  await form.getByLabel('Play a campaign').check();
  await form.getByRole('button', { name: 'Open the lobby' }).click();
  await expect(page).toHaveURL(/\/lobbies\//);
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page).toHaveURL(/\/match\//);
  await expect(page.getByTestId('match-campaign')).toHaveText('Game 1 of 5 of a campaign');
  await page.getByTestId('match-campaign').click();
  await expect(page.getByTestId('campaign-game-1')).toContainText('being played');
  await expect(page.getByTestId('campaign-game-5')).toContainText('not started');
});
