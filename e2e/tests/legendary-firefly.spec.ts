// Legendary Encounters: Firefly in the browser: sign up, open a solo lobby, and play the whole match sensibly by clicking the
// board (cards in hand, enemies, 'Verse spaces, the Bridge, Serenity's slots, the decision panel) until the rules end it,
// then check the result is shown.
import type { Locator, Page } from '@playwright/test';
import { expect, signUpThroughUi, snap, test } from '../support/fixtures';

/** The board says whose decision it is: data-decide is "you", "other" or "over"; data-step is the view's move count. */
function yourTurn(page: Page): Locator {
  return page.locator('[data-testid="lf-board"][data-decide="you"][data-submitting="false"]');
}

/** Cards that stay face-down at the start: the three Inevitable cards and Episode A's cards no Objective names. */
const HIDDEN_AT_START = ["Reavers Close In", 'Alliance Blockade', "Niska's Vengeance", "Badger's Thugs", 'Lawrence Dobson', 'Alliance Hails Us', 'The Girl in the Box', 'Reaver Harpoon', 'Salvage Line Snag'];

/** One offered move as the page shows it: its test id, its accessible name, and whether it sits in the Combat Zone. */
interface Offer {
  id: string;
  name: string;
  combat: boolean;
}

/**
 * Which offered move to click, played the way a careful solo player would: answer decisions (avoid strikes, keep
 * characters), play every card, activate abilities, then spend Attack on the Combat Zone first (it strikes at the end
 * of the turn), Goals, repairs, other enemies and scans, then Recruit on the Bridge (the dearest first) and Browncoats,
 * and only then end the Action Phase. In an Inter-Mission: repairs, Upgrades, healing, extra cards, then move on.
 * Never gives up early: the match ends when the rules end it.
 */
function pickMove(offers: readonly Offer[]): Offer | undefined {
  const first = (re: RegExp, where?: (o: Offer) => boolean): Offer | undefined => offers.find((o) => re.test(o.id) && (!where || where(o)));
  const largest = (re: RegExp): Offer | undefined =>
    offers.filter((o) => re.test(o.id)).sort((a, b) => Number(b.id.replace(/\D+/g, '')) - Number(a.id.replace(/\D+/g, '')))[0];
  const inCombat = (o: Offer): boolean => o.combat;
  return (
    first(/^lf-move-choose-(yes|skip)$/) ??
    first(/^lf-move-choose-(?!done$)/) ??
    first(/^lf-move-choose-done$/) ??
    first(/^lf-move-play-/) ??
    first(/^lf-move-playCopy-/) ??
    first(/^lf-move-activate-/) ??
    first(/^lf-move-(fight|complete)-/, inCombat) ??
    first(/^lf-move-complete-/) ??
    first(/^lf-move-repair-/) ??
    first(/^lf-move-fight-/) ??
    first(/^lf-move-scan-/) ??
    first(/^lf-move-recruit-/) ??
    first(/^lf-move-recruitBrowncoats$/) ??
    first(/^lf-move-repairShip-/) ??
    first(/^lf-move-buyUpgrade-/) ??
    largest(/^lf-move-heal-/) ??
    largest(/^lf-move-drawExtra-/) ??
    first(/^lf-move-(endTurn|endIntermission|pass)$/) ??
    offers[0]
  );
}

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
  let refused = 0;
  let midShot = false;
  let interShot = false;
  for (let i = 0; i < 3000; i++) {
    await expect(yourTurn(page).or(over).first()).toBeVisible({ timeout: 60_000 });
    if (await over.isVisible()) break;

    // One round trip into the page for everything this step needs.
    const seen = await board.evaluate((el) => ({
      step: el.getAttribute('data-step') ?? '',
      phase: el.getAttribute('data-phase') ?? '',
      decide: el.getAttribute('data-decide') ?? '',
      prompt: document.querySelector('[data-testid="lf-prompt"]')?.textContent ?? '',
      offers: [...document.querySelectorAll<HTMLButtonElement>('[data-testid^="lf-move-"]:enabled')].map((b) => ({
        id: b.getAttribute('data-testid') ?? '',
        name: (b.getAttribute('aria-label') ?? b.textContent ?? '').trim(),
        combat: b.closest('[data-testid="lf-combat"]') !== null,
      })),
    }));
    if (seen.offers.length === 0 || seen.decide !== 'you') {
      idle += 1;
      expect(idle, 'the board says it is your decision but offers no move').toBeLessThan(200);
      continue;
    }
    idle = 0;

    expect(seen.prompt.trim(), 'the prompt says what to decide').not.toBe('');
    if (!midShot && clicks >= 15 && seen.phase === 'action') {
      midShot = true;
      await snap(page, 'lf-mid');
    }
    if (!interShot && seen.phase === 'intermission') {
      interShot = true;
      await snap(page, 'lf-intermission');
    }

    const pick = pickMove(seen.offers)!;
    // Every clickable move has a readable name, never raw JSON.
    expect(pick.name, pick.id).toMatch(/^[^{}[\]]+$/);
    if (clicks < 20) await expect(page.getByTestId(pick.id)).toHaveAccessibleName(/^[^{}[\]]+$/);
    const notice = '[data-testid="move-error"], [data-testid="stale-notice"]';
    const hadNotice = (await page.locator(notice).count()) > 0;
    await page.getByTestId(pick.id).click({ timeout: 10_000 });
    clicks += 1;

    // The view moves on (a new step), or the server refused the move (a new notice), or the match is over.
    const answer = await page.waitForFunction(
      ({ step, hadNotice, notice }) => {
        const b = document.querySelector('[data-testid="lf-board"]');
        if (document.querySelector('[data-testid="match-over"]')) return 'over';
        if (b && b.getAttribute('data-step') !== step) return 'moved';
        return !hadNotice && document.querySelector(notice) ? 'refused' : false;
      },
      { step: seen.step, hadNotice, notice },
      { timeout: 30_000, polling: 50 },
    );
    if ((await answer.jsonValue()) === 'refused') {
      refused += 1;
      expect(refused, 'moves keep being refused').toBeLessThan(20);
      await page.waitForTimeout(200);
    }
  }

  await expect(over).toBeVisible();
  await expect(over).toContainText(/won|lost|Victory|Defeat/i);
  await expect(board).toHaveAttribute('data-decide', 'over');
  await expect(page.getByTestId('lf-result')).toContainText(/The crew (won|lost).*Victory Points: \d/);
  await expect(page.getByTestId('lf-decision')).toContainText(/Victory!|Defeat/);
  await expect(page.locator('[data-testid^="lf-move-"]')).toHaveCount(0);
  expect(clicks).toBeGreaterThan(10);
  const outcome = (await page.getByTestId('lf-result').textContent()) ?? '';
  testInfo.annotations.push({ type: 'clicks', description: `${clicks} decisions clicked in ${Math.round((Date.now() - started) / 1000)} s: ${outcome}` });
  console.log(`legendary-firefly: ${clicks} decisions clicked in ${Math.round((Date.now() - started) / 1000)} s; ${outcome}`);
  await snap(page, 'lf-finished');
});
