// Every page loads, settles its queries, never overflows sideways at 375 px, and gets a screenshot in e2e/artifacts.
import { startAgainstBotViaApi } from '../support/api';
import { expect, snap, test } from '../support/fixtures';

const PAGES = [
  { path: '/lobbies', name: 'lobbies', heading: 'Lobbies' },
  { path: '/lobbies/new', name: 'lobbies-new', heading: 'Open a lobby' },
  { path: '/history?scope=all', name: 'history-all', heading: 'History' },
  { path: '/leaderboards', name: 'leaderboards', heading: 'Leaderboards' },
  { path: '/leaderboards/test-pairs', name: 'leaderboard-pairs', heading: 'Pairs (test game)' },
  { path: '/api', name: 'api', heading: 'API' },
  { path: '/settings', name: 'settings-page', heading: 'Settings' },
  { path: '/signup', name: 'signup', heading: 'Sign up' },
  { path: '/login', name: 'login', heading: 'Log in' },
] as const;

for (const { path, name, heading } of PAGES) {
  test(`${path} renders for a signed-in user`, async ({ signedInPage: page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('loading')).toHaveCount(0);
    await expect(page.getByTestId('error')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(page, name);
  });
}

test('the API page serves the schema and runs queries in the explorer', async ({ signedInPage: page, user }) => {
  await page.goto('/api');
  const schema = await page.request.get('/schema.graphql');
  expect(schema.ok()).toBe(true);
  expect(await schema.text()).toContain('type Query');
  await page.getByRole('button', { name: `Run as ${user.username}` }).click();
  await expect(page.getByTestId('explorer-result')).toContainText(`"username": "${user.username}"`);
});

test('the profile of a new player', async ({ signedInPage: page, user }) => {
  await page.goto(`/u/${user.username}`);
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
  await expect(page.getByTestId('record')).toContainText('Played0');
  await snap(page, 'profile-new');
});

test.describe('addresses that name nothing', () => {
  // The browser reports the 404 answer itself in the console; that is the point here.
  test.use({ allowedConsoleErrors: /status of 404/ });
  for (const path of [
    '/lobbies/00000000-0000-0000-0000-000000000000',
    '/match/00000000-0000-0000-0000-000000000000',
    '/match/not-a-match/replay',
    '/leaderboards/chess',
    '/campaigns/00000000-0000-0000-0000-000000000000',
    '/u/nobody-at-all',
    '/no/such/page',
  ]) {
    test(`${path} answers HTTP 404 with a page in words`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Lost in the black' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    });
  }
});

test('a filter the history does not know is read as the default, not shown as an error', async ({ page }) => {
  await page.goto('/history?scope=all&status=zzz&result=nope');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page.getByTestId('loading')).toHaveCount(0);
  await expect(page.getByTestId('error')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/MatchStatus|enum|graphql/i);
});

test('the replay of a match still being played says so in words', async ({ page, user, lobby }) => {
  const matchId = await startAgainstBotViaApi(user.token, lobby.id);
  await page.goto(`/match/${matchId}/replay`);
  await expect(page.getByText('This match is still being played.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/FORBIDDEN|graphql|localhost/i);
});
