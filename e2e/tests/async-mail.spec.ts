// Async play calls the player back: mail settings saved in the browser, then the other player's move turns the tab
// title to "(1) …", lights the header badge and sends a "your move" mail to a real SMTP receiver started here.
import { createLobbyViaApi, gql, signUpViaApi } from '../support/api';
import { WEB_URL } from '../support/env';
import { expect, signInContext, snap, test } from '../support/fixtures';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp';

let smtp: SmtpReceiver;
test.beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
test.afterAll(async () => {
  await smtp.close();
});

test('an async match announces the player’s turn: title, badge and a mail', async ({ page, context }, testInfo) => {
  testInfo.setTimeout(90_000);
  const [alice, bob] = await Promise.all([signUpViaApi('alice'), signUpViaApi('bob')]);
  const address = `${bob.username.toLowerCase()}@example.test`;

  // Bob asks for mail in Settings.
  await signInContext(context, bob);
  await page.goto('/settings');
  await page.getByLabel('E-mail address').fill(address);
  await page
    .getByLabel('Mail me')
    .selectOption({ label: 'When an async match waits for my move, and when its deadline is near' });
  await page.getByRole('button', { name: 'Save mail settings' }).click();
  await expect(page.getByTestId('pref-notify-saved')).toHaveText(`Saved: mail goes to ${address}.`);
  await page.reload();
  await expect(page.getByLabel('E-mail address')).toHaveValue(address);
  await expect(page.getByLabel('Mail me')).toHaveValue('MY_TURN');

  // Alice opens an async (24-hour) Pairs match with Bob; she moves first, so nothing awaits Bob yet.
  const lobby = await createLobbyViaApi(alice.token, { gameId: 'test-pairs', seats: 2 });
  await gql('mutation($l: ID!) { joinLobby(lobbyId: $l) { id } }', { l: lobby.id }, bob.token);
  const matchId = (
    await gql<{ startMatch: { id: string } }>(
      'mutation($l: ID!) { startMatch(lobbyId: $l) { id } }',
      { l: lobby.id },
      alice.token,
    )
  ).startMatch.id;
  await page.goto('/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('awaiting-badge')).toHaveCount(0);
  expect(await page.title()).not.toMatch(/^\(\d+\)/);
  expect(smtp.mails.filter((m) => m.to.includes(address))).toHaveLength(0);

  // Alice draws: the match now waits for Bob.
  const state = await gql<{ match: { version: number; legalMoves: { type: string }[] } }>(
    'query($id: ID!) { match(id: $id) { version legalMoves } }',
    { id: matchId },
    alice.token,
  );
  const draw = state.match.legalMoves.find((m) => m.type === 'draw');
  expect(draw).toBeDefined();
  await gql(
    'mutation($id: ID!, $v: Int!, $m: JSON!) { submitMove(matchId: $id, expectedVersion: $v, move: $m) { version } }',
    { id: matchId, v: state.match.version, m: draw },
    alice.token,
  );

  // The mail arrives at the receiver, with a link to the match on this site.
  await expect.poll(() => smtp.mails.filter((m) => m.to.includes(address)).length, { timeout: 15_000 }).toBe(1);
  const mail = smtp.mails.find((m) => m.to.includes(address))!;
  expect(mail.text).toMatch(/Subject: Your move in Pairs \(test game\)/);
  expect(mail.text).toContain(`${WEB_URL}/match/${matchId}`);
  expect(mail.text).toContain(alice.username);

  // The open tab learns it on its next poll (15 s) or at once when it comes back into view.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('awaiting-badge')).toHaveText(/1\s*your move/, { timeout: 20_000 });
  await expect(page).toHaveTitle(/^\(1\) /);
  expect(await page.locator('link[data-cortex-badge]').count()).toBe(1);
  await snap(page, 'async-your-move');

  // The badge leads to the match, which says it is Bob's move; the title keeps the count there too.
  await page.goto(`/match/${matchId}`);
  await expect(page.getByTestId('match-status')).toContainText('Your move');
  await expect(page).toHaveTitle(/^\(1\) /);
});
