// Smoke test of the home page against the real API (test games on) and the production web build.
import { SITE_GRAPHQL_URL, WEB_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

const NAV_LABELS = ['Home', 'Lobbies', 'History', 'Leaderboards', 'API'] as const;

test('shows the Cortex wordmark and the games the API hosts', async ({ homePage }) => {
  await homePage.goto();

  await expect(homePage.wordmarkLink).toBeVisible();
  await expect(homePage.wordmarkLink).toHaveText('CORTEX');
  await expect(homePage.page).toHaveTitle(/Cortex/);

  const pairs = homePage.gameCards.filter({ hasText: 'Pairs (test game)' });
  await expect(pairs).toHaveCount(1);
  await expect(pairs).toContainText('2–4 players');
});

test('keyboard Tab walks the skip link, the wordmark and every nav link, with a visible focus ring', async ({
  homePage,
  page,
}) => {
  await homePage.goto();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport();

  await page.keyboard.press('Tab');
  await expect(homePage.wordmarkLink).toBeFocused();

  for (const label of NAV_LABELS) {
    await page.keyboard.press('Tab');
    const link = homePage.navLink(label);
    await expect(link).toBeFocused();
    const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline, `focus ring on "${label}"`).not.toBe('none');
  }

  await expect(homePage.navLink('Home')).toHaveAttribute('aria-current', 'page');
});

test('nav links lead to their sections', async ({ homePage, page }) => {
  await homePage.goto();
  await homePage.navLink('Lobbies').click();
  await expect(page).toHaveURL(/\/lobbies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lobbies' })).toBeVisible();
  await expect(homePage.navLink('Lobbies')).toHaveAttribute('aria-current', 'page');
});

test('home page screenshot', async ({ homePage, page }, testInfo) => {
  await homePage.goto();
  await homePage.waitForGamesSettled();
  await expect(homePage.gameCards.first()).toBeVisible();

  // Nothing may overflow sideways, the usual way a layout breaks at 375 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const width = page.viewportSize()?.width ?? 0;
  const file = await homePage.screenshot(`home-${width}`);
  await testInfo.attach(`home-${width}`, { path: file, contentType: 'image/png' });
});

test.describe('when the API cannot be reached', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED/ });

  test('explains the failure in words, without internals, and can retry', async ({ homePage, page }) => {
    let refuse = true;
    await page.route(SITE_GRAPHQL_URL, (route) => (refuse ? route.abort('connectionrefused') : route.fallback()));
    await homePage.goto();

    await expect(homePage.gamesError).toContainText('Cortex cannot reach the game server right now');
    await expect(homePage.gamesError).not.toContainText('graphql');

    refuse = false;
    await homePage.gamesError.getByRole('button', { name: 'Try again' }).click();
    await expect(homePage.gameCards.filter({ hasText: 'Pairs (test game)' })).toHaveCount(1);
  });
});

test('says so when no games are hosted', async ({ homePage, page }) => {
  // Only the games query is answered with an empty list; the page's other queries reach the real API.
  await page.route(SITE_GRAPHQL_URL, (route) =>
    route.request().method() === 'POST' &&
    (route.request().postDataJSON() as { operationName?: string }).operationName === 'Games'
      ? route.fulfill({
          json: { data: { games: [] } },
          // Credentialed requests need the exact origin echoed back, as the real API does.
          headers: { 'access-control-allow-origin': WEB_URL, 'access-control-allow-credentials': 'true' },
        })
      : route.fallback(),
  );
  await homePage.goto();
  await expect(homePage.gamesEmpty).toContainText('No games are hosted yet.');
  await expect(homePage.gameCards).toHaveCount(0);
});
