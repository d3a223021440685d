// Every page loads, settles its queries, never overflows sideways at 375 px, and gets a screenshot in e2e/artifacts.
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

test('a missing lobby and match say so in words', async ({ page }) => {
  // Generous waits: at the end of a full parallel run the shared API is busy playing bots for other tests.
  await page.goto('/lobbies/00000000-0000-0000-0000-000000000000');
  await expect(page.getByText('No lobby at this address.')).toBeVisible({ timeout: 30_000 });
  await page.goto('/match/00000000-0000-0000-0000-000000000000');
  await expect(page.getByText('No match at this address.')).toBeVisible({ timeout: 30_000 });
});
