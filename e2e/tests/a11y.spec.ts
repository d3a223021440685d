// Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) finds no serious or critical violation on the home page, a lobby,
// each game's match page and a replay. Colour contrast (≥ 4.5:1) and keyboard-reachable scrolling rows are among them:
// a second pass over gradients flattened to their worst colour measures the contrast of every text axe could not.
import AxeBuilder from '@axe-core/playwright';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { flattenBackgroundsForContrast } from '../support/contrast';
import {
  BOARD_GAMES,
  createLobbyViaApi,
  gql,
  startAgainstBotViaApi,
  startBoardMatchViaApi,
  type ApiUser,
} from '../support/api';
import { expect, signInContext, test } from '../support/fixtures';

/** Runs axe on the settled page and fails with a readable list of the serious and critical violations. */
async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    // Every node of every violation, for whoever fixes them (the message below names only the first few).
    const file = test.info().outputPath('axe-violations.json');
    writeFileSync(file, JSON.stringify(serious, null, 2));
    await test.info().attach('axe-violations', { path: file, contentType: 'application/json' });
  }
  const report = serious
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    ${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`,
        );
      return `  [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.length} node(s)\n${targets.join('\n')}`;
    })
    .join('\n');
  expect(serious, `axe found serious/critical violations on ${what}:\n${report}`).toEqual([]);

  // Contrast over the theme's gradients: measured again with each flattened to the colour least readable against its text.
  await flattenBackgroundsForContrast(page);
  const flat = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const low = flat.violations
    .flatMap((v) => v.nodes)
    .map((n) => `    ${n.target.join(' ')}: ${(n.any[0]?.message ?? '').split('.')[0]}`);
  expect(low, `text below 4.5:1 on ${what} (gradients flattened):\n${low.slice(0, 10).join('\n')}`).toEqual([]);
  const unmeasured = flat.incomplete.flatMap((v) => v.nodes);
  const passed = flat.passes.flatMap((v) => v.nodes).length;
  const note = `${what}: contrast of ${passed} elements measured, ${unmeasured.length} not measurable (${[...new Set(unmeasured.map((n) => String((n.any[0]?.data as { messageKey?: string } | undefined)?.messageKey ?? 'unknown')))].join(', ')})`;
  test.info().annotations.push({ type: 'contrast', description: note });
  console.log(note);
}

/** Plays the first legal move through the API until the match is over (a short Pairs game against a bot). */
async function playToTheEnd(user: ApiUser, matchId: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { match } = await gql<{ match: { status: string; version: number; legalMoves: unknown[] } }>(
      'query($id: ID!) { match(id: $id) { status version legalMoves } }',
      { id: matchId },
      user.token,
    );
    if (match.status !== 'ACTIVE') return;
    const move = match.legalMoves[0];
    if (move === undefined) {
      // The bot is deciding.
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    await gql(
      'mutation($id: ID!, $v: Int!, $m: JSON!) { submitMove(matchId: $id, expectedVersion: $v, move: $m) { version } }',
      {
        id: matchId,
        v: match.version,
        m: move,
      },
      user.token,
    ).catch(() => undefined); // a stale version after a bot move: read again
  }
  throw new Error(`match ${matchId} did not finish`);
}

test('the home page, signed out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the home page (signed out)');
});

test('the home page, signed in', async ({ signedInPage: page }) => {
  await page.goto('/');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the home page (signed in)');
});

test('a lobby page', async ({ signedInPage: page, user }) => {
  const lobby = await createLobbyViaApi(user.token, { gameId: 'legendary-firefly', seats: 3 });
  await gql('mutation($id: ID!) { addBot(lobbyId: $id, level: "easy") { id } }', { id: lobby.id }, user.token);
  await page.goto(`/lobbies/${lobby.id}`);
  await expect(page.getByTestId('lobby-seats')).toContainText('Empty seat');
  await expectNoSeriousViolations(page, 'a lobby page');
});

for (const game of BOARD_GAMES) {
  test(`the ${game.id} match page`, async ({ page, context, user }, testInfo) => {
    testInfo.setTimeout(60_000);
    await signInContext(context, user);
    const matchId = await startBoardMatchViaApi(user.token, game);
    await page.goto(`/match/${matchId}`);
    await expect(page.getByTestId(`${game.prefix}-decision`)).toBeVisible();
    await expect(page.getByTestId('match-status')).toContainText('Your move');
    await expectNoSeriousViolations(page, `the ${game.id} match page`);
  });
}

test('a replay page', async ({ signedInPage: page, user }, testInfo) => {
  testInfo.setTimeout(60_000);
  // Only a finished match has a replay: a short Pairs game, played out through the API.
  const lobby = await createLobbyViaApi(user.token, {
    gameId: 'test-pairs',
    seats: 2,
    options: { targetPairs: 1, maxTurns: 4 },
  });
  const matchId = await startAgainstBotViaApi(user.token, lobby.id);
  await playToTheEnd(user, matchId);
  await page.goto(`/match/${matchId}/replay?step=1`);
  await expect(page.getByTestId('replay-step')).toHaveText('1');
  await expect(page.getByTestId('replay-log')).toBeVisible();
  await expectNoSeriousViolations(page, 'a replay page');
});
