// Firefly: Misbehavin' in the browser: sign up, open a 2-seat lobby with a short round limit, seat a bot, and play the
// whole match by clicking the board (cards in hand, tableau cards, market cards, the decision panel), then check the
// result is shown. Along the way: the opponent's hand is only card backs and none of its hidden cards reach the page.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, saveMatchLog, signUpThroughUi, snap, test } from '../support/fixtures';

/** The board says whose decision it is: data-decide is "you", "other" or "over"; data-step is the view's move count. */
function yourTurn(page: Page): Locator {
  return page.locator('[data-testid="mb-board"][data-decide="you"][data-submitting="false"]');
}

/**
 * Which offered move to click. Answers first (trigger at once, use abilities, take a target, the reward, done
 * retaining, allow deals), then building fights and deals, then the turn: pick a fight, play a card, trigger one, make a
 * deal, and end the turn (keeping the tableau: `mb-move-endTurn`), so every turn ends and the round limit is reached.
 * Decisions with a single option that shows nobody anything (the end of a turn with an empty tableau, allowing a deal
 * when no cancel card is hidden anywhere) are made by the server and never clicked.
 */
const PREFERENCE: readonly RegExp[] = [
  /^mb-move-draftSet-/,
  /^mb-move-playTrigger-yes$/,
  /^mb-move-ability-yes$/,
  /^mb-move-choose-/,
  /^mb-move-target-.*-nab$/,
  /^mb-move-reward-credit$/,
  /^mb-move-retainDone$/,
  /^mb-move-allow$/,
  /^mb-move-replayDone$/,
  /^mb-move-claim-/,
  /^mb-move-fightAdd-/,
  /^mb-move-stand$/,
  /^mb-move-dealAdd-/,
  /^mb-move-dropDisplay$/,
  /^mb-move-finish$/,
  /^mb-move-fight-/,
  /^mb-move-play-/,
  /^mb-move-trigger-/,
  /^mb-move-deal-/,
  /^mb-move-endTurn$/,
];

function pickMove(testIds: string[]): string | undefined {
  for (const re of PREFERENCE) {
    const hit = testIds.find((id) => re.test(id));
    if (hit) return hit;
  }
  return testIds[0];
}

/** The opponent's hand is drawn as backs only: as many as its count, with no card name or kind anywhere in it. */
async function expectOpponentHandHidden(page: Page, seat: number): Promise<void> {
  const backs = page.getByTestId(`mb-hand-backs-${seat}`);
  const count = Number(await page.getByTestId(`mb-hand-count-${seat}`).innerText());
  await expect(backs.getByTestId('mb-hand-back')).toHaveCount(count);
  await expect(page.getByTestId(`mb-hand-faces-${seat}`)).toHaveCount(0);
  await expect(backs).toHaveText('');
  await expect(backs.locator('[data-card-kind]')).toHaveCount(0);
}

/**
 * Waits for the viewer's decision or the end. The shell can keep an older state when the submitMove answer (read
 * after the bot already moved on the server) lands after the push of the bot's move; nothing pushes again while
 * the bot waits for us. When the page sits still that long it is reloaded, at most a few times, and each reload is
 * recorded as an annotation on the test.
 */
async function waitForDecision(page: Page, over: Locator, testInfo: TestInfo): Promise<void> {
  const ready = yourTurn(page).or(over).first();
  try {
    await expect(ready).toBeVisible({ timeout: 30_000 });
  } catch {
    const reloads = testInfo.annotations.filter((a) => a.type === 'stale-view-reload').length + 1;
    expect(reloads, 'the match page stayed stale too often').toBeLessThanOrEqual(4);
    testInfo.annotations.push({ type: 'stale-view-reload', description: `reload ${reloads}` });
    await page.reload();
    await expect(ready).toBeVisible({ timeout: 60_000 });
  }
}

test('Misbehavin: a 2-seat match against a bot, played to the end on the board', async ({ page }, testInfo) => {
  testInfo.setTimeout(6 * 60_000);

  await signUpThroughUi(page, 'mb');

  // A lobby for two with a short game: the round limit ends it on POWER if nobody wins sooner.
  await page.goto('/lobbies/new?game=misbehavin');
  const form = page.getByTestId('create-lobby-form');
  await expect(form.getByLabel('Game', { exact: true })).toHaveValue('misbehavin');
  await form.getByLabel('Seats', { exact: true }).fill('2');
  await form.getByLabel('Rounds before the game ends on POWER').fill('3');
  await form.getByRole('button', { name: 'Open the lobby' }).click();
  await expect(page).toHaveURL(/\/lobbies\/[^/]+$/);

  const seats = page.getByTestId('lobby-seats');
  await page.getByRole('button', { name: 'Add a bot' }).click();
  await expect(seats.getByTestId('lobby-seat').filter({ hasText: 'bot · ' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page).toHaveURL(/\/match\/[^/]+$/);

  const board = page.getByTestId('mb-board');
  const over = page.getByTestId('match-over');
  await expect(board).toBeVisible({ timeout: 30_000 });
  await waitForDecision(page, over, testInfo);

  // The table: two faction boards, three markets with two face-up cards each, the supply board, a hand of five.
  await expect(page.locator('[data-testid^="mb-player-"]')).toHaveCount(2);
  for (const d of ['core', 'border', 'rim'])
    await expect(page.getByTestId(`mb-market-${d}`).getByTestId('mb-card')).toHaveCount(2);
  await expect(page.getByTestId('mb-supply').getByTestId('mb-card')).not.toHaveCount(0);
  await expect(page.getByTestId('mb-hand').getByTestId('mb-card')).toHaveCount(5);
  await expect(page.getByTestId('mb-prompt')).toContainText('Your turn');

  // Hidden information: the bot's five cards are backs; no card of its faction is drawn anywhere before it has acted.
  const opponent = page.locator('[data-testid^="mb-player-"]').nth(1);
  const opponentSeat = Number(((await opponent.getAttribute('data-testid')) ?? '').replace('mb-player-', ''));
  const opponentFaction = (await opponent.getAttribute('data-faction')) ?? '';
  expect(opponentFaction).not.toBe('');
  await expectOpponentHandHidden(page, opponentSeat);
  await expect(page.getByTestId('mb-hand-count-' + opponentSeat)).toHaveText('5');
  await expect(page.locator(`[data-card-kind^="${opponentFaction}-"]`)).toHaveCount(0);
  await snap(page, 'mb-start');

  const shot = new Set<string>();
  let clicks = 0;
  let idle = 0;
  for (let i = 0; i < 600; i++) {
    // Wait until it is our decision or the match is over: no fixed sleeps, the bot answers by itself.
    await waitForDecision(page, over, testInfo);
    if (await over.isVisible()) break;

    const step = await board.getAttribute('data-step');
    const frame = (await board.getAttribute('data-frame')) ?? '';
    const offered = await page
      .locator('[data-testid^="mb-move-"]:enabled')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
    // The board moved on between the two reads (the bot acted at the same time): look again.
    if (offered.length === 0 || (await board.getAttribute('data-decide')) !== 'you') {
      idle += 1;
      expect(idle, 'the board says it is your decision but offers no move').toBeLessThan(200);
      continue;
    }
    idle = 0;

    // Every decision is described in words, and the opponent's hand stays hidden throughout.
    await expect(page.getByTestId('mb-prompt')).not.toBeEmpty();
    if (clicks % 10 === 0) await expectOpponentHandHidden(page, opponentSeat);
    if (!shot.has(frame) && ['fight', 'deal', 'cleanup'].includes(frame)) {
      shot.add(frame);
      if (frame === 'fight') {
        await expect(page.getByTestId('mb-showdown')).toHaveAttribute('data-kind', 'fight');
        await expect(page.getByTestId('mb-fight-attack')).toHaveText(/^\d+$/);
      }
      if (frame === 'deal') await expect(page.getByTestId('mb-deal-influence')).toHaveText(/^\d+$/);
      await snap(page, `mb-${frame}`);
    }

    const testId = pickMove(offered)!;
    const button = page.getByTestId(testId);
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

  // The result: the shell's summary and the game's words on the board (who won and why, with every player's POWER,
  // the viewer named "you").
  await expect(over).toBeVisible();
  await expect(board).toHaveAttribute('data-decide', 'over');
  await expect(page.getByTestId('mb-result')).toContainText(/Final POWER: .*\byou \d+/);
  await expect(page.getByTestId('mb-decision')).toContainText(/won by|ahead on POWER/);
  expect(clicks).toBeGreaterThan(5);
  await snap(page, 'mb-finished');
  const logLines = await saveMatchLog(page, 'mb');
  expect(logLines.length).toBeGreaterThan(10);
  const reloads = testInfo.annotations.filter((a) => a.type === 'stale-view-reload').length;
  console.log(`misbehavin e2e (${testInfo.project.name}): ${clicks} decisions clicked, ${reloads} stale-view reloads`);
});
