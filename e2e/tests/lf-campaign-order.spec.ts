// The Campaign Variant in the browser: a Legendary Encounters campaign with mixed-and-matched Objectives, opened from the lobby form.
import { expect, snap, test } from '../support/fixtures';

test("a mix-and-match campaign plays game 1 on the Objectives picked, and its page lists every game's Objectives", async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/lobbies/new?game=legendary-firefly');
  const form = page.getByTestId('create-lobby-form');
  await expect(form.getByTestId('lf-campaign-order')).toHaveCount(0); // only a campaign has an order
  await form.getByLabel('Play a campaign').check();
  await form.getByLabel('Mix and match').check();
  await expect(form.getByTestId('lf-campaign-game-5')).toBeVisible();
  await form.getByLabel('Game 1 · Objective A').selectOption('obj-ariel');
  await form.getByLabel('Game 1 · Objective B').selectOption('obj-shindig');
  await form.getByLabel('Game 1 · Objective C').selectOption('obj-objects-in-space');
  await snap(page, 'lf-campaign-order-form');
  await form.getByRole('button', { name: 'Open the lobby' }).click();
  await expect(page).toHaveURL(/\/lobbies\//);
  await page.getByRole('button', { name: 'Start the match' }).click();

  await expect(page).toHaveURL(/\/match\//);
  await expect(page.getByTestId('match-campaign')).toHaveText('Game 1 of 5 of a campaign');
  // The board shows the game set up on the picked Objectives.
  await expect(page.getByTestId('lf-objective-A')).toContainText('A: Ariel');
  await expect(page.getByTestId('lf-objective-B')).toContainText('B: Shindig');
  await expect(page.getByTestId('lf-objective-C')).toContainText('C: Objects in Space');
  await page.getByTestId('match-campaign').click();
  await expect(page).toHaveURL(/\/campaigns\//);
  await expect(page.getByTestId('campaign-game-1-objectives')).toHaveText(
    '(A · Ariel, B · Shindig, C · Objects in Space)',
  );
  // The other games keep the rows' starting picks: the series' trios.
  await expect(page.getByTestId('campaign-game-2-objectives')).toContainText('A · Bushwhacked');
  await expect(page.getByTestId('campaign-game-1')).toContainText('being played');
  await snap(page, 'lf-campaign-order-page');
});
