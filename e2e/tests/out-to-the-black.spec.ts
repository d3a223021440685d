// Firefly: Out to the Black in the browser: sign up, open a 3-seat lobby, seat two bots, and play the whole match by
// clicking the board (cards in hand, laid down together in the Event phase, skills, players, characters, options,
// Pass), then check the result is shown.
import type { Locator, Page } from '@playwright/test';
import { expect, saveMatchLog, signUpThroughUi, snap, test } from '../support/fixtures';

/** The board says whose decision it is: data-decide is "you", "other" or "over"; data-step is the view's move count. */
function yourTurn(page: Page): Locator {
  return page.locator('[data-testid="ottb-board"][data-decide="you"][data-submitting="false"]');
}

/** Which offered move to click: choices first, then a card from the hand, then Pass, then anything else. */
function pickMove(testIds: string[]): string | undefined {
  const first = (re: RegExp): string | undefined => testIds.find((id) => re.test(id));
  return (
    first(/^ottb-move-(choose(Character|Participants|Seat|Skill|Card|Option)|placeWilds|giveCard)-/) ??
    first(/^ottb-move-playCard-/) ??
    first(/^ottb-move-pass$/) ??
    testIds[0]
  );
}

test('Out to the Black: a 3-seat match against two bots, played to the end on the board', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(15 * 60_000);

  await signUpThroughUi(page, 'ottb');

  // A lobby for three: the host and two bots.
  await page.goto('/lobbies/new?game=out-to-the-black');
  const form = page.getByTestId('create-lobby-form');
  await expect(form.getByLabel('Game', { exact: true })).toHaveValue('out-to-the-black');
  await form.getByLabel('Seats', { exact: true }).fill('3');
  await form.getByRole('button', { name: 'Open the lobby' }).click();
  await expect(page).toHaveURL(/\/lobbies\/[^/]+$/);

  const seats = page.getByTestId('lobby-seats');
  const addBot = page.getByRole('button', { name: 'Add a bot' });
  await addBot.click();
  await expect(seats.getByTestId('lobby-seat').filter({ hasText: 'bot · ' })).toHaveCount(1);
  await addBot.click();
  await expect(seats.getByTestId('lobby-seat').filter({ hasText: 'bot · ' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page).toHaveURL(/\/match\/[^/]+$/);

  const board = page.getByTestId('ottb-board');
  const over = page.getByTestId('match-over');
  await expect(board).toBeVisible({ timeout: 30_000 });

  // The first decision is the viewer's: choose a character.
  await expect(yourTurn(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('ottb-prompt')).toContainText('Choose the character you will play');
  await snap(page, 'ottb-start');

  const shot = new Set<string>();
  let clicks = 0;
  let idle = 0;
  for (let i = 0; i < 800; i++) {
    // Wait until it is our decision or the match is over: no fixed sleeps, the bots answer by themselves.
    await expect(yourTurn(page).or(over).first()).toBeVisible({ timeout: 90_000 });
    if (await over.isVisible()) break;

    const step = await board.getAttribute('data-step');
    const phase = (await board.getAttribute('data-phase')) ?? '';
    const offered = await page
      .locator('[data-testid^="ottb-move-"]:enabled')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
    // The board moved on between the two reads (a bot acted at the same time): look again.
    if (offered.length === 0 || (await board.getAttribute('data-decide')) !== 'you') {
      idle += 1;
      expect(idle, 'the board says it is your decision but offers no move').toBeLessThan(200);
      continue;
    }
    idle = 0;

    // Every decision is described in words.
    await expect(page.getByTestId('ottb-prompt')).not.toBeEmpty();
    if (!shot.has(phase) && ['event', 'resolution', 'wilds', 'participants'].includes(phase)) {
      shot.add(phase);
      await snap(page, `ottb-${phase}`);
    }

    // Event phase: cards in the hand are selected, then laid down together with one move ("Play … face down").
    const toggles = await page
      .locator('[data-testid^="ottb-select-c"]:enabled')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
    const chooseFirst = offered.some((id) => /^ottb-move-(choose|placeWilds|giveCard)/.test(id));
    let button: Locator;
    if (toggles.length > 0 && !chooseFirst && phase === 'event') {
      button = page.getByTestId('ottb-play-selected');
      // A card already selected (a refused click earlier) stays selected: select one only when none is.
      if (!(await button.isEnabled()))
        await page
          .getByTestId(toggles[0]!)
          .click({ timeout: 10_000 })
          .catch(() => undefined);
      await expect(button).toBeEnabled({ timeout: 10_000 });
      await expect(button).toHaveAccessibleName(/^Play /);
    } else {
      button = page.getByTestId(pickMove(offered)!);
    }
    // Every clickable move has a readable name, never raw JSON.
    await expect(button).toHaveAccessibleName(/^[^{}[\]]+$/);
    await button.click({ timeout: 10_000 }).catch(() => undefined);
    clicks += 1;

    // The move is answered once the view's step changes, the match ends, or the shell explains a refusal.
    await expect(async () => {
      const moved = (await board.getAttribute('data-step')) !== step;
      const refused =
        (await page.getByTestId('move-error').count()) > 0 || (await page.getByTestId('stale-notice').count()) > 0;
      expect(moved || refused || (await over.isVisible())).toBe(true);
    }).toPass({ timeout: 60_000 });
  }

  // The result: the shell's summary, and the board's own words (Victory/Defeat and why).
  await expect(over).toBeVisible();
  await expect(over).toContainText(/Victory|Defeat/);
  await expect(board).toHaveAttribute('data-decide', 'over');
  await expect(page.getByTestId('ottb-result')).toContainText(/Events completed: \d+/);
  await expect(page.getByTestId('ottb-decision')).toContainText(/Victory!|Defeat/);
  expect(clicks).toBeGreaterThan(3);
  await snap(page, 'ottb-finished');
  const logLines = await saveMatchLog(page, 'ottb');
  expect(logLines.length).toBeGreaterThan(10);
});
