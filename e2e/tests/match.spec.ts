// The match page's edge cases: a move sent with an old version is answered STALE_VERSION and explained.
import type { WebSocketRoute } from '@playwright/test';
import { gql, startAgainstBotViaApi } from '../support/api';
import { SITE_GRAPHQL_URL } from '../support/env';
import { expect, snap, test } from '../support/fixtures';

test('a stale move is explained and the page catches up', async ({ signedInPage: page, user, lobby }) => {
  const matchId = await startAgainstBotViaApi(user.token, lobby.id);
  // The match page sends its moves on its WebSocket (socket-actions.ts): pretend another tab moved first by rewriting
  // the page's SubmitMove there with an out-of-date expectedVersion.
  let stale = true;
  const submitted: string[] = [];
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString();
      const parsed = JSON.parse(text) as {
        type?: string;
        payload?: { operationName?: string; variables?: Record<string, unknown> };
      };
      if (parsed.type !== 'subscribe' || parsed.payload?.operationName !== 'SubmitMove') return server.send(message);
      submitted.push(stale ? 'stale' : 'as sent');
      if (!stale) return server.send(message);
      const variables = { ...parsed.payload.variables, expectedVersion: 99 };
      server.send(JSON.stringify({ ...parsed, payload: { ...parsed.payload, variables } }));
    });
  });
  // And no move over HTTP: the page's moves go on the socket while it is open.
  const postedMoves: string[] = [];
  page.on('request', (request) => {
    if (request.url() === SITE_GRAPHQL_URL && request.postData()?.includes('SubmitMove')) postedMoves.push('http');
  });
  await page.goto(`/match/${matchId}`);
  await expect(page.getByTestId('match-status')).toContainText('Your move');
  await expect(page.getByTestId('fallback-board')).toBeVisible();

  await page
    .getByTestId('legal-moves')
    .getByRole('button', { name: 'Draw the top card of the deck', exact: true })
    .click();
  await expect(page.getByTestId('stale-notice')).toContainText('The match moved on');
  await snap(page, 'match-stale');

  // With the real version the same move goes through, played from the keyboard this time.
  stale = false;
  const draw = page
    .getByTestId('legal-moves')
    .getByRole('button', { name: 'Draw the top card of the deck', exact: true });
  await draw.focus();
  await expect(draw).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('match-log')).toContainText('You drew');
  expect(submitted).toEqual(['stale', 'as sent']);
  expect(postedMoves).toEqual([]);
});

test('after a dropped connection the match page catches up by itself', async ({ signedInPage: page, user, lobby }) => {
  const matchId = await startAgainstBotViaApi(user.token, lobby.id);
  // Every WebSocket of the page goes through this route, so the test can cut it and refuse reconnects for a while.
  let offline = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    if (offline) {
      ws.close({ code: 1012, reason: 'test: still offline' });
      return;
    }
    ws.connectToServer();
    sockets.push(ws);
  });

  await page.goto(`/match/${matchId}`);
  await expect(page.getByTestId('match-status')).toContainText('Your move');
  await expect.poll(() => sockets.length).toBeGreaterThan(0);

  offline = true;
  for (const ws of sockets) await ws.close({ code: 1012, reason: 'test: connection dropped' });

  // While the page is cut off, the same player moves from another client (the API, with their token); the bot answers.
  const moves = await gql<{ match: { version: number; legalMoves: unknown[] } }>(
    'query($id: ID!) { match(id: $id) { version legalMoves } }',
    { id: matchId },
    user.token,
  );
  const draw = moves.match.legalMoves.find((m) => (m as { type?: string }).type === 'draw');
  await gql(
    'mutation($id: ID!, $v: Int!, $m: JSON!) { submitMove(matchId: $id, expectedVersion: $v, move: $m) { version } }',
    { id: matchId, v: moves.match.version, m: draw },
    user.token,
  );
  await expect(page.getByTestId('match-log')).not.toContainText('You drew');

  offline = false;
  // No reload: graphql-ws reconnects, re-subscribes, and the server sends the current state first.
  await expect(page.getByTestId('match-log')).toContainText('You drew', { timeout: 20_000 });
  await expect(page.getByTestId('match-log')).toContainText('Bot 2 (easy)');
});

test('the match menu resigns after a confirm step, and the result says how the match ended', async ({
  signedInPage: page,
  user,
  lobby,
}) => {
  const matchId = await startAgainstBotViaApi(user.token, lobby.id);
  await page.goto(`/match/${matchId}`);
  await expect(page.getByTestId('match-status')).toContainText('Your move');
  const menu = page.getByTestId('match-actions');
  await menu.getByText('Match ▾').click();
  // Nobody has moved yet, so aborting is still offered; a bot never agrees to a draw, so none is offered.
  await expect(menu.getByTestId('abort-match')).toBeVisible();
  await expect(menu.getByTestId('offer-draw')).toHaveCount(0);
  await menu.getByTestId('resign').click();
  await menu.getByTestId('confirm-resign').click();
  await expect(page.getByTestId('match-over')).toContainText('Ended by resignation.');
  await expect(page.getByTestId('match-actions')).toHaveCount(0);
});
