// A whole Legendary Encounters: Firefly campaign in the browser: opened from the lobby form, its five games played on the
// board by clicking (bots in the other seats), each started from the campaign page, each on the right Episode trio with
// what the game before carried over, and at the end the five results, the final score and its rating on the campaign page.
import type { Page } from '@playwright/test';
import { EPISODE_TRIOS, objective, TRIO_IDS } from '@cortex/game-legendary-firefly';
import { expect, snap, test } from '../support/fixtures';
import { lfYourTurn, playLegendaryMatch } from '../support/legendary-firefly';

/**
 * One human and four bots: the human plays about a fifth of the turns and the bots (the server's, answering at once) the
 * rest, so five games take minutes, not the quarter hour five solo games would; with fewer bots the crew won less often.
 */
const SEATS = 5;
const GAMES = TRIO_IDS.length;

/** The rulebook's "Winning a Campaign": bonuses for winning games 2-5, 20 for winning all five, and the Final Score Chart. */
const WIN_BONUS = [0, 5, 10, 15, 20];
const FINAL_SCORE_CHART: readonly (readonly [number, string])[] = [
  [100, 'Big Damn Heroes'],
  [85, "Everything's Shiny, Cap'n"],
  [51, 'Keep Flying'],
  [0, 'Time to Retire and Give Up This Life of Crime'],
];

/** What Serenity and the crew hold when a game ends: what a won game hands on to the next. */
interface Holdings {
  /** Upgrade name per Upgrade slot, null when empty. */
  upgrades: (string | null)[];
  /** Ship Strike name per Ship Strike slot, null when clear. */
  shipStrikes: (string | null)[];
  crewStrikes: number;
}

async function holdings(page: Page): Promise<Holdings> {
  return page.getByTestId('lf-board').evaluate((board) => {
    const slotName = (el: Element): string | null =>
      el.querySelector('strong, span[title]')?.textContent.trim() ?? null;
    const upgrades = [...board.querySelectorAll('[data-testid^="lf-upgrade-"]')].map(slotName);
    const shipStrikes = [...board.querySelectorAll('[data-testid^="lf-slot-"]')].map(
      (el) => el.querySelector('strong')?.textContent.trim() ?? null,
    );
    const crewStrikes = [...board.querySelectorAll('[data-testid^="lf-mc-"][data-seat]')]
      .map((el) => Number(/Crew Strikes \((\d+)/.exec(el.textContent)?.[1] ?? 'NaN'))
      .reduce((a, b) => a + b, 0);
    return { upgrades, shipStrikes, crewStrikes };
  });
}

/** A game's row on the campaign page: its number, its three Objectives (series order), the result and the points. */
const rowText = (n: number, won: boolean, points: number | string): string =>
  `Game ${n + 1} (${EPISODE_TRIOS[TRIO_IDS[n]!].map((kind) => `${objective(kind).letter} · ${objective(kind).name}`).join(', ')}): ${won ? 'won' : 'lost'} · ${points} points`;

const carried = (h: Holdings): number =>
  h.upgrades.filter(Boolean).length + h.shipStrikes.filter(Boolean).length + h.crewStrikes;

interface Played {
  won: boolean;
  points: number;
  matchUrl: string;
}

test('Legendary Encounters: Firefly: a whole campaign of five games played on the board', async ({
  signedInPage: page,
}, testInfo) => {
  testInfo.setTimeout(20 * 60_000);
  const started = Date.now();

  await page.goto('/lobbies/new?game=legendary-firefly');
  const form = page.getByTestId('create-lobby-form');
  await expect(form.getByLabel('Game', { exact: true })).toHaveValue('legendary-firefly', { timeout: 30_000 });
  await form.getByLabel('Seats', { exact: true }).fill(String(SEATS));
  // "Adjusting Difficulty", the same for all five games: the Side Job Table's four cards a deck at five players make each
  // Episode twelve turns longer, so the harder setting leaves them out; the easier items that add no turns make up for
  // it, so that some games are won and carry over (a loss carries nothing).
  await form.getByLabel(/^Side Jobs shuffled into each Episode deck/).fill('-4');
  await form.getByLabel(/^Talents in each starting deck/).fill('2');
  await form.getByLabel(/^Easier: each player gains an extra Talent before these Episodes start/).selectOption('B+C');
  await form.getByLabel(/^Easier: each player's Defense Value counts as extra Health/).check();
  await form.getByLabel('Play a campaign').check();
  await form.getByRole('button', { name: 'Open the lobby' }).click();
  await expect(page).toHaveURL(/\/lobbies\/[^/]+$/);
  await expect(page.getByText('· campaign')).toBeVisible();
  for (let s = 1; s < SEATS; s++) {
    await page.getByRole('button', { name: 'Add a bot' }).click();
    await expect(page.getByTestId('lobby-seats').getByText(/bot · /)).toHaveCount(s);
  }
  await page.getByRole('button', { name: 'Start the match' }).click();

  const played: Played[] = [];
  let before: Holdings | null = null;
  let carriesSeen = 0;
  let endOfEpisodeSeen = 0;
  let clicks = 0;
  for (let n = 0; n < GAMES; n++) {
    await expect(page).toHaveURL(/\/match\/[^/]+$/);
    const matchUrl = page.url();
    await expect(page.getByTestId('match-campaign')).toHaveText(`Game ${n + 1} of ${GAMES} of a campaign`);
    await expect(lfYourTurn(page).or(page.getByTestId('match-over')).first()).toBeVisible({ timeout: 60_000 });

    // The n-th trio of Episodes, in order, as the game's content names them.
    const trio = EPISODE_TRIOS[TRIO_IDS[n]!];
    for (const kind of trio) {
      const o = objective(kind);
      await expect(page.getByTestId(`lf-objective-${o.letter}`)).toContainText(`${o.letter}: ${o.name}`);
    }

    // What the game before handed on: after a win its Upgrades and Strikes (the log counts them, Serenity shows the
    // Upgrades and Ship Strikes in the same slots), after a loss nothing and its Episode C's End of Episode text (after a
    // win that text was resolved in the special Inter-Mission, its first step, and is in the game before's log).
    const log = page.getByTestId('match-log');
    const previous = played[n - 1];
    if (previous && before) {
      const now = await holdings(page);
      if (previous.won && carried(before) > 0) {
        const n = carried(before);
        // The carry's line is the setup's first: when the bots played long before this page opened (a player defeated
        // by carried strikes), it is older than the lines the page holds.
        await showWholeLog(page);
        await expect(log).toContainText(
          `Carried over from the last game: ${n} card${n === 1 ? '' : 's'} (Upgrades and Strikes).`,
        );
        expect(now.upgrades, 'the Upgrades carried over').toEqual(before.upgrades);
        before.shipStrikes.forEach(
          (name, k) => name && expect(now.shipStrikes[k], `Ship Strike slot ${k + 1}`).toBe(name),
        );
        carriesSeen += 1;
        await snap(page, `lf-campaign-carried-${n + 1}`);
      } else {
        await expect(log).not.toContainText('Carried over');
        if (!previous.won) expect(now.upgrades.filter(Boolean), 'a lost game leaves no Upgrades').toEqual([]);
      }
      const lastC = objective(EPISODE_TRIOS[TRIO_IDS[n - 1]!][2]);
      if (lastC.endOfEpisode && !previous.won) {
        await expect(log).toContainText(`End of Episode, ${lastC.name}: its instructions apply now.`);
        endOfEpisodeSeen += 1;
      } else if (lastC.endOfEpisode) {
        await expect(log).not.toContainText(`End of Episode, ${lastC.name}`);
      }
    }

    let specialShot = false;
    const game = await playLegendaryMatch(page, {
      // Bots play four turns in five; the server answers them without a pause, but a slow machine needs slack.
      turnTimeout: 120_000,
      beforeClick: async (seen) => {
        // After the last Episode of a won game (but the fifth) comes the campaign's own Inter-Mission (the server's prompt
        // says so; with no Credits to spend it is ended at once, so it is not always seen).
        if (
          !specialShot &&
          seen.phase === 'intermission' &&
          /The campaign's Inter-Mission before the next game/.test(seen.prompt)
        ) {
          specialShot = true;
          await expect(log).toContainText("The campaign's Inter-Mission before the next game");
          await snap(page, `lf-campaign-special-intermission-${n + 1}`);
        }
      },
    });
    clicks += game.clicks;
    const result = /The crew (won|lost).*Victory Points: (\d+)/.exec(game.outcome);
    expect(result, game.outcome).not.toBeNull();
    const won = result![1] === 'won';
    played.push({ won, points: Number(result![2]), matchUrl });
    // A won game before the last: its special Inter-Mission began with Episode C's End of Episode text.
    const thisC = objective(EPISODE_TRIOS[TRIO_IDS[n]!][2]);
    if (won && n + 1 < GAMES && thisC.endOfEpisode) {
      await expect(page.getByTestId('match-log')).toContainText(
        `End of Episode, ${thisC.name}: its instructions apply now.`,
      );
      endOfEpisodeSeen += 1;
    }
    console.log(
      `legendary-campaign: game ${n + 1} (${TRIO_IDS[n]}): ${game.clicks} clicks in ${game.seconds} s (${game.waitedSeconds} s waiting) ${JSON.stringify(game.kinds)}; ${game.outcome}`,
    );
    before = await holdings(page);

    await page.getByTestId('to-campaign').click();
    await expect(page).toHaveURL(/\/campaigns\/[^/]+$/);
    await expect(page.getByTestId(`campaign-game-${n + 1}`)).toContainText(rowText(n, won, result![2]!));
    if (n + 1 < GAMES) {
      await expect(page.getByTestId(`campaign-game-${n + 2}`)).toContainText('not started');
      await page.getByTestId('campaign-next').click();
      await expect(page.getByTestId('campaign-next')).toHaveCount(0);
    }
  }

  // The finished campaign: five results as played, the score as the rulebook adds it up, and its rating.
  const points = played.reduce((sum, g) => sum + g.points, 0);
  const bonus = played.reduce((sum, g, i) => sum + (g.won ? WIN_BONUS[i]! : 0), 0);
  const total = points + bonus + (played.every((g) => g.won) ? 20 : 0);
  const rating = FINAL_SCORE_CHART.find(([least]) => total >= least)![1];
  await page.reload();
  const campaign = page.getByTestId('campaign');
  await expect(campaign).toContainText('finished');
  await expect(campaign.getByRole('heading', { level: 2, name: `Games: ${GAMES} of ${GAMES} played` })).toBeVisible();
  for (const [i, g] of played.entries()) {
    const row = page.getByTestId(`campaign-game-${i + 1}`);
    await expect(row).toContainText(rowText(i, g.won, g.points));
    await expect(row.getByRole('link', { name: 'see the match' })).toHaveAttribute(
      'href',
      new URL(g.matchUrl).pathname,
    );
  }
  await expect(page.getByTestId('campaign-score')).toHaveText(String(total));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Final score: ${total} · ${rating}`);
  await expect(page.getByText(`Game scores ${played.map((g) => g.points).join(', ')}: ${points}`)).toBeVisible();
  await expect(page.getByTestId('campaign-next')).toHaveCount(0);
  await snap(page, 'lf-campaign-finished');

  const seconds = Math.round((Date.now() - started) / 1000);
  const summary = `${clicks} decisions clicked in ${seconds} s; ${played.map((g) => (g.won ? 'W' : 'L') + g.points).join(' ')}; ${total} points, ${rating}; carry-overs seen ${carriesSeen}, End of Episode texts ${endOfEpisodeSeen}`;
  testInfo.annotations.push({ type: 'campaign', description: summary });
  console.log(`legendary-campaign: ${summary}`);
});

/** Reads every older page of the match log ("Show earlier lines") until the log starts at its first line. */
async function showWholeLog(page: Page): Promise<void> {
  const older = page.getByTestId('log-older');
  const firstLine = page.getByTestId('match-log').locator('li').first();
  while ((await older.count()) > 0) {
    const first = (await firstLine.textContent()) ?? '';
    await older.click();
    // The older page is in once the log starts at another line (the button goes in the same render when none is left).
    await expect(firstLine).not.toHaveText(first);
  }
}
