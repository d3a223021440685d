// Two people in two browsers: a lobby, an invite link, a match, and each move showing up live on the other screen.
import { expect, signUpThroughUi, snap, test } from '../support/fixtures';

test('two players meet through an invite link and see each other’s moves live', async ({
  page: host,
  browser,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  const guestContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: host.viewportSize(),
  });
  const guest = await guestContext.newPage();
  try {
    const hostUser = await signUpThroughUi(host, 'host');
    const guestUser = await signUpThroughUi(guest, 'guest');

    // The host opens a 2-seat Pairs lobby through the form generated from the game's options schema.
    await host.goto('/lobbies/new?game=test-pairs');
    const form = host.getByTestId('create-lobby-form');
    await expect(form.getByLabel('Pairs needed to win')).toHaveValue('3');
    await form.getByLabel('Seats').fill('2');
    await snap(host, 'lobby-new');
    await form.getByRole('button', { name: 'Open the lobby' }).click();
    await expect(host).toHaveURL(/\/lobbies\/[^/]+$/);
    const invite = await host.getByTestId('invite-link').inputValue();
    expect(invite).toBe(host.url());

    // The guest follows the invite link and takes the free seat; the host sees it without reloading.
    await guest.goto(invite);
    await guest.getByRole('button', { name: 'Join this lobby' }).click();
    await expect(host.getByTestId('lobby-seats')).toContainText(guestUser.username);
    await snap(host, 'lobby');

    await host.getByRole('button', { name: 'Start the match' }).click();
    await expect(host).toHaveURL(/\/match\/[^/]+$/);
    // The guest is taken to the match by the live lobby update.
    await expect(guest).toHaveURL(host.url());

    // Seat 1 (the host) acts first; the guest waits.
    await expect(host.getByTestId('match-status')).toContainText('Your move');
    await expect(guest.getByTestId('match-status')).toContainText(`Waiting for ${hostUser.username}`);

    await host
      .getByTestId('legal-moves')
      .getByRole('button', { name: 'Draw the top card of the deck', exact: true })
      .click();
    // The guest's page was not reloaded: the log and the turn marker arrive over the subscription.
    await expect(guest.getByTestId('match-log')).toContainText(`${hostUser.username} drew`);
    await expect(guest.getByTestId('match-status')).toContainText('Your move');

    await guest
      .getByTestId('legal-moves')
      .getByRole('button', { name: 'Draw the top card of the deck', exact: true })
      .click();
    await expect(host.getByTestId('match-log')).toContainText(`${guestUser.username} drew`);
    await expect(host.getByTestId('match-status')).toContainText('Your move');

    // Chat reaches the other player live as well.
    await guest.getByRole('textbox', { name: 'Message' }).fill('Shiny.');
    await guest.getByRole('button', { name: 'Send' }).click();
    await expect(host.getByTestId('match-chat')).toContainText(`${guestUser.username}: Shiny.`);
    await snap(host, 'match');
    await snap(guest, 'match-guest');

    // Home lists the match under "Your active matches", marked in words as awaiting the host.
    await host.goto('/');
    const active = host.getByTestId('active-matches').getByTestId('match-item');
    await expect(active).toHaveCount(1);
    await expect(active).toContainText('Your move');
    await expect(active.getByTestId('countdown')).toBeVisible();
    await guest.goto('/');
    await expect(guest.getByTestId('active-matches').getByTestId('match-item')).toContainText('Waiting for others');
    await snap(host, 'home-signed-in');
  } finally {
    await guestContext.close();
  }
});
