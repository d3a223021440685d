// A card you cannot take says why on the card itself: "⊘ Not now" on the tile, the game's reason on tap (and on hover),
// and the card offers no move.
import { BOARD_GAMES, startBoardMatchViaApi } from '../support/api';
import { expect, signInContext, test } from '../support/fixtures';

const CASES = [
  { id: 'legendary-firefly', reason: /^.+ costs \d+ Recruit; you have 0\.$/ },
  { id: 'misbehavin', reason: /^.+ needs \d+ influence, but .+\.$/ },
] as const;

for (const c of CASES) {
  test(`${c.id}: a card without a move tells why on the card`, async ({ page, context, user }, testInfo) => {
    testInfo.setTimeout(60_000);
    const game = BOARD_GAMES.find((g) => g.id === c.id)!;
    await signInContext(context, user);
    const matchId = await startBoardMatchViaApi(user.token, game);
    await page.goto(`/match/${matchId}`);
    await expect(page.getByTestId('match-status')).toContainText('Your move');
    const board = page.getByTestId(`${game.prefix}-board`);
    const marks = board.getByTestId('card-not-now');
    await expect(marks.first()).toBeVisible();
    const mark = marks.first();
    const cardId = await mark.getAttribute('data-card-id');
    expect(cardId).toBeTruthy();
    // The reason shows on hover (title) and on tap (the note).
    const summary = mark.locator('summary');
    const title = await summary.getAttribute('title');
    await summary.click();
    const note = mark.getByRole('note');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(c.reason);
    expect(`${title}.`).toBe(await note.textContent());
    // The card it marks has no move button.
    await expect(board.locator(`[data-card-id="${cardId}"] button[data-testid*="move"]`)).toHaveCount(0);
  });
}
