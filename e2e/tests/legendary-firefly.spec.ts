// Legendary Encounters: Firefly in the browser: sign up, open a solo lobby, play every basic card of the first hand at once,
// and play the whole match sensibly by clicking the board (cards in hand, enemies, 'Verse spaces, the Bridge, Serenity's
// slots, the decision panel) until the rules end it, then check the result is shown. Moves with a single answer are made
// by the server, so the loop only ever sees real decisions.
import { expect, saveMatchLog, signUpThroughUi, snap, test } from '../support/fixtures';
import { lfYourTurn, playLegendaryMatch } from '../support/legendary-firefly';

/** Cards that stay face-down at the start: the three Inevitable cards and Episode A's cards no Objective names. */
const HIDDEN_AT_START = [
  'Reavers Close In',
  'Alliance Blockade',
  "Niska's Vengeance",
  "Badger's Thugs",
  'Lawrence Dobson',
  'Alliance Hails Us',
  'The Girl in the Box',
  'Reaver Harpoon',
  'Salvage Line Snag',
];

test('Legendary Encounters: Firefly: a solo match played to the end on the board', async ({ page }, testInfo) => {
  testInfo.setTimeout(8 * 60_000);

  await signUpThroughUi(page, 'lf');

  await page.goto('/lobbies/new?game=legendary-firefly');
  const form = page.getByTestId('create-lobby-form');
  // The games list loads in the browser; on a loaded machine that can take a while.
  await expect(form.getByLabel('Game', { exact: true })).toHaveValue('legendary-firefly', { timeout: 30_000 });
  await form.getByLabel('Seats', { exact: true }).fill('1');
  await form.getByRole('button', { name: 'Open the lobby' }).click();
  await expect(page).toHaveURL(/\/lobbies\/[^/]+$/);
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page).toHaveURL(/\/match\/[^/]+$/);

  const board = page.getByTestId('lf-board');
  const over = page.getByTestId('match-over');
  await expect(board).toBeVisible({ timeout: 30_000 });
  await expect(lfYourTurn(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('lf-prompt')).toContainText('Your Action Phase');

  // The playmat is laid out: the Combat Zone and five 'Verse spaces, five Bridge cards, Objectives A/B/C, Serenity, five Main Characters.
  await expect(page.getByTestId('lf-combat')).toBeVisible();
  for (let i = 0; i < 5; i++) await expect(page.getByTestId(`lf-space-${i}`)).toBeVisible();
  for (let j = 0; j < 5; j++) await expect(page.getByTestId(`lf-bridge-${j}`)).toContainText(/Cost|¤/);
  for (const letter of ['A', 'B', 'C']) await expect(page.getByTestId(`lf-objective-${letter}`)).toBeVisible();
  await expect(page.getByTestId('lf-serenity')).toContainText('Ship Strikes 0 / 6');
  await expect(page.getByTestId('lf-crew').locator('[data-testid^="lf-mc-"][data-seat]')).toHaveCount(5);
  await expect(page.getByTestId('lf-hand').locator('[data-card-id]')).toHaveCount(6);

  // Hidden information: face-down cards are drawn as backs, and no face-down card's name is anywhere in the page.
  await expect(page.getByTestId('lf-space-4')).toContainText('Hidden card');
  await expect(page.getByTestId('lf-space-4').locator('[data-kind-type]')).toHaveCount(0);
  const text = (await page.locator('body').innerText()).toLowerCase();
  for (const name of HIDDEN_AT_START) expect(text, `${name} is face-down`).not.toContain(name.toLowerCase());
  await snap(page, 'lf-start');

  // The first decision: every basic card at once (a starting hand of six holds at least five Shiny or Misbehave). The
  // button's name is the server's label; the log then tells what was played and gained.
  const basics = page.getByTestId('lf-move-playBasics');
  await expect(basics).toHaveAccessibleName(/^Play (all \d|both) basic cards \(.+\): \+\d/);
  const stepBefore = await board.getAttribute('data-step');
  await basics.click();
  await expect(board).not.toHaveAttribute('data-step', stepBefore ?? '');
  await expect(page.getByTestId('match-log')).toContainText(/You played \d basic cards \(/);

  let midShot = false;
  let interShot = false;
  const { clicks, seconds, outcome } = await playLegendaryMatch(page, {
    beforeClick: async (seen, clicks) => {
      if (!midShot && clicks >= 15 && seen.phase === 'action') {
        midShot = true;
        await snap(page, 'lf-mid');
      }
      if (!interShot && seen.phase === 'intermission') {
        interShot = true;
        await snap(page, 'lf-intermission');
      }
    },
  });

  await expect(over).toBeVisible();
  await expect(over).toContainText(/won|lost|Victory|Defeat/i);
  await expect(board).toHaveAttribute('data-decide', 'over');
  await expect(page.getByTestId('lf-result')).toContainText(/The crew (won|lost).*Victory Points: \d/);
  await expect(page.getByTestId('lf-decision')).toContainText(/Victory!|Defeat/);
  await expect(page.locator('[data-testid^="lf-move-"]')).toHaveCount(0);
  expect(clicks).toBeGreaterThan(10);
  testInfo.annotations.push({ type: 'clicks', description: `${clicks} decisions clicked in ${seconds} s: ${outcome}` });
  console.log(`legendary-firefly: ${clicks} decisions clicked in ${seconds} s; ${outcome}`);
  await snap(page, 'lf-finished');
  const logLines = await saveMatchLog(page, 'lf');
  expect(logLines.length).toBeGreaterThan(10);
});
