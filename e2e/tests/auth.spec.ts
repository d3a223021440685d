// Accounts through the real forms: sign up, log out, log in, and a wrong password explained in words.
import { WEB_URL, WEB_URL_BY_IP } from '../support/env';
import { expect, signUpThroughUi, snap, test } from '../support/fixtures';

test('sign up, log out, log back in', async ({ page }) => {
  const { username, password } = await signUpThroughUi(page, 'su');
  await snap(page, 'signed-up-home');

  await page.getByTestId('user-menu').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('user-menu').getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByTestId('user-menu').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('user-menu').getByRole('link', { name: `Your profile: ${username}` })).toBeVisible();
});

test.describe('whatever host name the site is opened on', () => {
  for (const site of [WEB_URL, WEB_URL_BY_IP]) {
    test(`signing up and logging in work at ${site}`, async ({ browser }) => {
      // A fresh context per host: cookies of one host must not help the other.
      const context = await browser.newContext({ baseURL: site });
      const page = await context.newPage();
      try {
        const { username, password } = await signUpThroughUi(page, 'host');
        // The session cookie belongs to the site's own host (the browser never calls the API's origin directly).
        const cookies = await context.cookies(site);
        expect(cookies.find((c) => c.name === 'cortex_session')).toBeDefined();
        await page.reload();
        await expect(
          page.getByTestId('user-menu').getByRole('link', { name: `Your profile: ${username}` }),
        ).toBeVisible();
        await page.getByTestId('user-menu').getByRole('button', { name: 'Log out' }).click();
        await expect(page.getByTestId('user-menu').getByRole('link', { name: 'Log in' })).toBeVisible();
        await page.goto('/login');
        await page.getByLabel('Username').fill(username);
        await page.getByLabel('Password').fill(password);
        await page.getByRole('button', { name: 'Log in' }).click();
        await expect(
          page.getByTestId('user-menu').getByRole('link', { name: `Your profile: ${username}` }),
        ).toBeVisible();
        // Live updates ride the same origin: the site's WebSocket connects and stays open.
        await page.goto('/lobbies');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } finally {
        await context.close();
      }
    });
  }
});

test.describe('a wrong password', () => {
  // The API answers a failed login with a GraphQL error (HTTP 200); the browser logs nothing for it.
  test('shows an error in words and keeps the visitor logged out', async ({ page, user }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const error = page.getByTestId('form-error');
    await expect(error).toHaveText('Wrong username or password.');
    await expect(page.getByTestId('user-menu').getByRole('link', { name: 'Log in' })).toBeVisible();
    await snap(page, 'login-error');
  });
});

test('settings: create a token (secret shown once), list it, revoke it', async ({ signedInPage: page }) => {
  await page.goto('/settings');
  await page.getByLabel('New token name').fill('my bot');
  await page.getByRole('button', { name: 'Create a token' }).click();
  await expect(page.getByTestId('token-secret')).not.toBeEmpty();
  const tokens = page.getByTestId('tokens');
  await expect(tokens.getByRole('row', { name: /my bot/ })).toBeVisible();
  await snap(page, 'settings');
  page.once('dialog', (dialog) => void dialog.accept());
  await tokens.getByRole('button', { name: 'Revoke token my bot' }).click();
  await expect(page.getByText('No tokens yet.')).toBeVisible();
});

test('settings: change the password (a wrong current one explained), see this device among the sessions', async ({
  page,
}) => {
  const { username, password } = await signUpThroughUi(page, 'pw');
  await page.goto('/settings');
  const sessions = page.getByTestId('sessions');
  await expect(sessions.getByText('This device')).toBeVisible();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill('a brand new long secret');
  await form.getByLabel('New password again').fill('a brand new long secret');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Wrong current password.')).toBeVisible();
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Password changed\. You had no other sessions\./)).toBeVisible();
  await snap(page, 'settings-security');
  // The new password signs in; this device stayed signed in.
  await expect(page.getByTestId('user-menu')).toContainText(username);
});
