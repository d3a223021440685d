// Legendary Encounters: Firefly in the browser: sign up, open a solo lobby, and play the whole match by clicking the board
// (cards in hand, enemies, 'Verse spaces, the Bridge, Serenity's slots, the decision panel), then check the result is shown.
import type { Locator, Page } from '@playwright/test';
import { expect, signUpThroughUi, snap, test } from '../support/fixtures';

/** The board says whose decision it is: data-decide is "you", "other" or "over"; data-step is the view's move count. */
function yourTurn(page: Page): Locator {
  return page.locator('[data-testid="lf-board"][data-decide="you"][data-submitting="false"]');
}

/** Cards that stay face-down at the start: the three Inevitable cards and Episode A's cards no Objective names. */
const HIDDEN_AT_START = ["Reavers Close In", 'Alliance Blockade', "Niska's Vengeance", "Badger's Thugs", 'Lawrence Dobson', 'Alliance Hails Us', 'The Girl in the Box', 'Reaver Harpoon', 'Salvage Line Snag'];

/**
 * Which offered move to click. Playing: decisions first, then cards from the hand, then spending Attack and Recruit, then
 * ending the Action Phase. Hurrying: only decisions and ending phases, so the Combat Zone fills up and the match ends sooner.
 * A full solo match well played is about 300 decisions; on a loaded machine each round trip takes seconds, so the spec plays
 * properly for its first decisions and then hurries to the end (still only by clicking the board).
 */
function pickMove(testIds: string[], hurry: boolean): string | undefined {
  const first = (re: RegExp): string | undefined => testIds.find((id) => re.test(id));
  const decide = first(/^lf-move-choose-(yes|skip)$/) ?? first(/^lf-move-choose-/);
  if (hurry) return decide ?? first(/^lf-move-(endTurn|endIntermission|pass)$/) ?? first(/^lf-move-play-/) ?? testIds[0];
  return (
    decide ??
    first(/^lf-move-play-/) ??
    first(/^lf-move-activate-/) ??
    first(/^lf-move-(fight|complete)-/) ??
    first(/^lf-move-repair-/) ??
    first(/^lf-move-scan-/) ??
    first(/^lf-move-recruit-/) ??
    first(/^lf-move-recruitBrowncoats$/) ??
    first(/^lf-move-buyUpgrade-/) ??
    first(/^lf-move-repairShip-/) ??
    first(/^lf-move-(endTurn|endIntermission|pass)$/) ??
    testIds[0]
  );
}

const PLAYED_PROPERLY = 45;
const HURRY_AFTER_MS = 110_000;

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
  await expect(yourTurn(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('lf-prompt')).toContainText('Your Action Phase');
  const started = Date.now();

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

  let clicks = 0;
  let idle = 0;
  let midShot = false;
  let interShot = false;
  for (let i = 0; i < 1500; i++) {
    await expect(yourTurn(page).or(over).first()).toBeVisible({ timeout: 60_000 });
    if (await over.isVisible()) break;

    const step = await board.getAttribute('data-step');
    const phase = (await board.getAttribute('data-phase')) ?? '';
    const offered = await page.locator('[data-testid^="lf-move-"]:enabled').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
    if (offered.length === 0 || (await board.getAttribute('data-decide')) !== 'you') {
      idle += 1;
      expect(idle, 'the board says it is your decision but offers no move').toBeLessThan(200);
      continue;
    }
    idle = 0;

    await expect(page.getByTestId('lf-prompt')).not.toBeEmpty();
    if (!midShot && clicks >= 15 && phase === 'action') {
      midShot = true;
      await snap(page, 'lf-mid');
    }
    if (!interShot && phase === 'intermission') {
      interShot = true;
      await snap(page, 'lf-intermission');
    }

    const hurry = clicks >= PLAYED_PROPERLY || Date.now() - started > HURRY_AFTER_MS;
    const testId = pickMove(offered, hurry)!;
    const button = page.getByTestId(testId);
    // Every clickable move has a readable name, never raw JSON.
    await expect(button).toHaveAccessibleName(/^[^{}[\]]+$/);
    await button.click({ timeout: 10_000 });
    clicks += 1;

    await expect(async () => {
      const moved = (await board.getAttribute('data-step')) !== step;
      const refused = (await page.getByTestId('move-error').count()) > 0 || (await page.getByTestId('stale-notice').count()) > 0;
      expect(moved || refused || (await over.isVisible())).toBe(true);
    }).toPass({ timeout: 30_000 });
  }

  await expect(over).toBeVisible();
  await expect(over).toContainText(/won|lost|Victory|Defeat/i);
  await expect(board).toHaveAttribute('data-decide', 'over');
  await expect(page.getByTestId('lf-result')).toContainText(/The crew (won|lost).*Victory Points: \d/);
  await expect(page.getByTestId('lf-decision')).toContainText(/Victory!|Defeat/);
  await expect(page.locator('[data-testid^="lf-move-"]')).toHaveCount(0);
  expect(clicks).toBeGreaterThan(10);
  testInfo.annotations.push({ type: 'clicks', description: `${clicks} decisions clicked in ${Math.round((Date.now() - started) / 1000)} s` });
  console.log(`legendary-firefly: ${clicks} decisions clicked in ${Math.round((Date.now() - started) / 1000)} s`);
  await snap(page, 'lf-finished');
});
