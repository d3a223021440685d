// Accounts through the real forms: sign up, log out, log in, and a wrong password explained in words.
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
  await expect(page.getByTestId('user-menu').getByRole('link', { name: `Your profile (${username})` })).toBeVisible();
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
