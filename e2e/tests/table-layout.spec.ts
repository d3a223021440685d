// A table, not a page: each game's match page fits a 1280×800 window without page scrolling, with the decision and the
// viewer's hand on screen; on a 375×812 phone the decision and the hand are in the first screen; the hand folds away
// and back. Screenshots of each board are kept as artifacts.
import { BOARD_GAMES, startBoardMatchViaApi } from '../support/api';
import { expect, signInContext, snap, test } from '../support/fixtures';

for (const game of BOARD_GAMES) {
  test(`${game.id}: the table fits the screen and the decision is in view`, async ({
    page,
    context,
    user,
  }, testInfo) => {
    testInfo.setTimeout(60_000);
    await signInContext(context, user);
    const matchId = await startBoardMatchViaApi(user.token, game);
    await page.goto(`/match/${matchId}`);
    const decision = page.getByTestId(`${game.prefix}-decision`);
    await expect(decision).toBeVisible();
    await expect(page.getByTestId('match-status')).toContainText('Your move');
    // Let late layout (fonts, lazy board chunks) settle before measuring.
    await page.waitForLoadState('networkidle');

    const viewport = page.viewportSize()!;
    const box = await decision.boundingBox();
    expect(box).not.toBeNull();
    // The hand (docked at the foot of the board) shows at least its title and the top of its cards.
    const hand = await page.getByTestId(game.hand).boundingBox();
    expect(hand, 'the hand is laid out').not.toBeNull();
    expect(hand!.y, 'the hand starts below the decision').toBeGreaterThanOrEqual(box!.y + Math.min(box!.height, 80));
    expect(Math.floor(hand!.y + Math.min(hand!.height, 90)), 'the hand is in the first screen').toBeLessThanOrEqual(
      viewport.height,
    );
    if (testInfo.project.name === 'desktop') {
      const page_ = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        width: document.documentElement.scrollWidth,
      }));
      expect(page_.height, 'the match page does not scroll at 1280×800').toBeLessThanOrEqual(viewport.height);
      expect(page_.width).toBeLessThanOrEqual(viewport.width);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + Math.min(box!.height, 120)).toBeLessThanOrEqual(viewport.height);
      // Log and chat stay on screen beside the board.
      for (const id of ['match-log', 'match-chat']) {
        const side = await page.getByTestId(id).boundingBox();
        expect(side, id).not.toBeNull();
        expect(side!.y + side!.height, `${id} ends on screen`).toBeLessThanOrEqual(viewport.height);
      }
    } else {
      // The phone: the decision starts in the first screen, before any scrolling.
      expect(box!.y, 'the decision starts in the first screen').toBeLessThan(viewport.height - 80);
      expect(box!.y).toBeGreaterThanOrEqual(0);
    }
    await snap(page, `table-${game.id}`);

    // The hand folds to its title line, giving the board the room, and stays folded in this browser (the next match
    // too); Show brings it back.
    const hand_ = page.getByTestId(game.hand);
    const toggle = page.getByTestId(`${game.hand}-toggle`);
    const openHeight = (await hand_.boundingBox())!.height;
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(hand_).toHaveAttribute('data-folded', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await hand_.boundingBox())!.height, 'the folded hand is only its title line').toBeLessThan(
      Math.min(openHeight, 100),
    );
    await snap(page, `table-${game.id}-folded`);
    await page.reload();
    await expect(hand_).toHaveAttribute('data-folded', 'true');
    await toggle.click();
    await expect(hand_).toHaveAttribute('data-folded', 'false');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
}
