// A table, not a page: each game's match page fits a 1280×800 window without page scrolling, with the decision on
// screen; on a 375×812 phone the decision is in the first screen. Screenshots of each board are kept as artifacts.
import { createLobbyViaApi, gql, startAgainstBotViaApi } from '../support/api';
import { expect, signInContext, snap, test } from '../support/fixtures';

const GAMES = [
  { id: 'legendary-firefly', prefix: 'lf', seats: 2 },
  { id: 'out-to-the-black', prefix: 'ottb', seats: 3 },
  { id: 'misbehavin', prefix: 'mb', seats: 2 },
  { id: 'niskas-debt', prefix: 'nd', seats: 2 },
] as const;

for (const game of GAMES) {
  test(`${game.id}: the table fits the screen and the decision is in view`, async ({ page, context, user }, testInfo) => {
    testInfo.setTimeout(60_000);
    await signInContext(context, user);
    const lobby = await createLobbyViaApi(user.token, { gameId: game.id, seats: game.seats });
    for (let seat = 2; seat < game.seats; seat++) await gql('mutation($id: ID!) { addBot(lobbyId: $id, level: "easy") { id } }', { id: lobby.id }, user.token);
    const matchId = await startAgainstBotViaApi(user.token, lobby.id);
    await page.goto(`/match/${matchId}`);
    const decision = page.getByTestId(`${game.prefix}-decision`);
    await expect(decision).toBeVisible();
    await expect(page.getByTestId('match-status')).toContainText('Your move');
    // Let late layout (fonts, lazy board chunks) settle before measuring.
    await page.waitForLoadState('networkidle');

    const viewport = page.viewportSize()!;
    const box = await decision.boundingBox();
    expect(box).not.toBeNull();
    if (testInfo.project.name === 'desktop') {
      const page_ = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth }));
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
  });
}
