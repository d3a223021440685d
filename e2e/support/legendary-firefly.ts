// Legendary Encounters: Firefly on the board: the decision-picking loop that plays a match by clicking until the rules end it.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The board says whose decision it is: data-decide is "you", "other" or "over"; data-step is the view's move count. */
export function lfYourTurn(page: Page): Locator {
  return page.locator('[data-testid="lf-board"][data-decide="you"][data-submitting="false"]');
}

/** One offered move as the page shows it: its test id, its accessible name, and whether it sits in the Combat Zone. */
export interface Offer {
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
export function pickMove(offers: readonly Offer[]): Offer | undefined {
  const first = (re: RegExp, where?: (o: Offer) => boolean): Offer | undefined =>
    offers.find((o) => re.test(o.id) && (!where || where(o)));
  const largest = (re: RegExp): Offer | undefined =>
    offers
      .filter((o) => re.test(o.id))
      .sort((a, b) => Number(b.id.replace(/\D+/g, '')) - Number(a.id.replace(/\D+/g, '')))[0];
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

/** What the page showed at one of the viewer's decisions, read in one round trip. */
export interface Seen {
  step: string;
  phase: string;
  decide: string;
  prompt: string;
  offers: Offer[];
}

export interface PlayedMatch {
  clicks: number;
  seconds: number;
  /** Of those seconds, how long the page waited for the viewer's next decision (other seats' turns, the server). */
  waitedSeconds: number;
  /** Clicks by kind of move (play, fight, recruit, endTurn…). */
  kinds: Record<string, number>;
  /** The board's result line, e.g. "The crew won: … Victory Points: 4." */
  outcome: string;
}

export interface PlayOptions {
  /** Called before each click with what the page shows and the number of clicks so far (screenshots, extra checks). */
  beforeClick?: (seen: Seen, clicks: number) => Promise<void>;
  /** How long to wait for the viewer's next decision: longer when bots play the other seats. */
  turnTimeout?: number;
}

/**
 * Plays the open match page to its end by clicking the move pickMove chooses whenever the board says it is the
 * viewer's decision; bots (if any) play the other seats on the server meanwhile. Returns once "match over" shows.
 */
export async function playLegendaryMatch(page: Page, options: PlayOptions = {}): Promise<PlayedMatch> {
  const board = page.getByTestId('lf-board');
  const over = page.getByTestId('match-over');
  const started = Date.now();
  let clicks = 0;
  let idle = 0;
  let refused = 0;
  let waited = 0;
  const kinds: Record<string, number> = {};
  for (let i = 0; i < 3000; i++) {
    const waitFrom = Date.now();
    await expect(lfYourTurn(page).or(over).first()).toBeVisible({ timeout: options.turnTimeout ?? 60_000 });
    waited += Date.now() - waitFrom;
    if (await over.isVisible()) break;

    // One round trip into the page for everything this step needs.
    const notice = '[data-testid="move-error"], [data-testid="stale-notice"]';
    const { hadNotice, ...seen } = await board.evaluate(
      (el, notice) => ({
        hadNotice: document.querySelector(notice) !== null,
        step: el.getAttribute('data-step') ?? '',
        phase: el.getAttribute('data-phase') ?? '',
        decide: el.getAttribute('data-decide') ?? '',
        prompt: document.querySelector('[data-testid="lf-prompt"]')?.textContent ?? '',
        offers: [...document.querySelectorAll<HTMLButtonElement>('[data-testid^="lf-move-"]:enabled')].map((b) => ({
          id: b.getAttribute('data-testid') ?? '',
          name: (b.getAttribute('aria-label') ?? b.textContent).trim(),
          combat: b.closest('[data-testid="lf-combat"]') !== null,
        })),
      }),
      notice,
    );
    if (seen.offers.length === 0 || seen.decide !== 'you') {
      idle += 1;
      expect(idle, 'the board says it is your decision but offers no move').toBeLessThan(200);
      continue;
    }
    idle = 0;

    expect(seen.prompt.trim(), 'the prompt says what to decide').not.toBe('');
    await options.beforeClick?.(seen, clicks);

    const pick = pickMove(seen.offers)!;
    // Every clickable move has a readable name, never raw JSON.
    expect(pick.name, pick.id).toMatch(/^[^{}[\]]+$/);
    if (clicks < 20) await expect(page.getByTestId(pick.id)).toHaveAccessibleName(/^[^{}[\]]+$/);
    await page.getByTestId(pick.id).click({ timeout: 10_000 });
    clicks += 1;
    const kind = /^lf-move-([A-Za-z]+)/.exec(pick.id)?.[1] ?? pick.id;
    kinds[kind] = (kinds[kind] ?? 0) + 1;

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
  await expect(board).toHaveAttribute('data-decide', 'over');
  const outcome = ((await page.getByTestId('lf-result').textContent()) ?? '').trim();
  return {
    clicks,
    seconds: Math.round((Date.now() - started) / 1000),
    waitedSeconds: Math.round(waited / 1000),
    kinds,
    outcome,
  };
}
