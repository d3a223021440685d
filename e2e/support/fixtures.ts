// Shared fixtures: a home-page object, and a guard that fails any test whose page logs errors it did not expect.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createLobbyViaApi, gql, signUpViaApi, uniqueName, type ApiUser } from './api';
import { WEB_URL } from './env';

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts');

export class HomePage {
  readonly header: Locator;
  readonly wordmarkLink: Locator;
  readonly nav: Locator;
  readonly gameCards: Locator;
  readonly gamesLoading: Locator;
  readonly gamesError: Locator;
  readonly gamesEmpty: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.wordmarkLink = this.header.getByRole('link', { name: 'Cortex home' });
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.gameCards = page.getByTestId('game-card');
    this.gamesLoading = page.getByTestId('games-loading');
    this.gamesError = page.getByTestId('games-error');
    this.gamesEmpty = page.getByTestId('games-empty');
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** The list settles once the browser-side query has answered one way or another. */
  async waitForGamesSettled(): Promise<void> {
    await expect(this.gamesLoading).toHaveCount(0);
  }

  async screenshot(name: string): Promise<string> {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, `${name}.png`);
    await this.page.screenshot({ path: file, fullPage: true });
    return file;
  }
}

/** Full-page screenshot into e2e/artifacts/<name>-<viewport width>.png, for people to look at. */
export async function snap(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // Nothing may overflow sideways, the usual way a layout breaks at 375 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  const file = path.join(ARTIFACTS_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * The whole log of the match on the page, read as a spectator once it is over, into e2e/artifacts/log-<name>-<width>.txt
 * for people to read; every line must read as words (no code, no "undefined", no doubled spaces). Returns the lines.
 */
export async function saveMatchLog(page: Page, name: string): Promise<string[]> {
  const matchId = /\/match\/([^/?#]+)/.exec(page.url())?.[1];
  expect(matchId, `${name}: not on a match page`).toBeTruthy();
  const lines: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page_: {
      match: {
        log: {
          edges: { node: { seq: number; text: string } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      };
    } = await gql(
      'query($id:ID!,$after:String){ match(id:$id){ log(first: 100, after: $after){ edges { node { seq text } } pageInfo { hasNextPage endCursor } } } }',
      { id: matchId, after },
    );
    for (const { node } of page_.match.log.edges) lines.push(`${node.seq}\t${node.text}`);
    if (!page_.match.log.pageInfo.hasNextPage) break;
    after = page_.match.log.pageInfo.endCursor;
  }
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(
    path.join(ARTIFACTS_DIR, `log-${name}-${page.viewportSize()?.width ?? 0}.txt`),
    lines.join('\n') + '\n',
  );
  const unreadable = lines.filter((l) => /undefined|\bNaN\b|\[object|[{}]| {2}|\s[.,;:]|^\d+\t\s*$/.test(l));
  expect(unreadable, `${name}: log lines that do not read as words`).toEqual([]);
  return lines;
}

/** Signs a browser context in with a session token, as the API's httpOnly cookie would after logIn. */
export async function signInContext(context: BrowserContext, user: ApiUser): Promise<void> {
  await context.addCookies([
    { name: 'cortex_session', value: user.token, url: WEB_URL.replace(/:\d+$/, ''), httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** Signs up through the real form; returns the username. */
export async function signUpThroughUi(page: Page, prefix: string): Promise<{ username: string; password: string }> {
  const username = uniqueName(prefix);
  const password = 'shiny-and-long-passphrase';
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('user-menu').getByRole('link', { name: `Your profile: ${username}` })).toBeVisible();
  return { username, password };
}

export interface Player {
  user: ApiUser;
  context: BrowserContext;
  page: Page;
}

interface Fixtures {
  /** A fresh user created through the API (no browser involved). */
  user: ApiUser;
  /** The default page, signed in as `user`. */
  signedInPage: Page;
  /** Opens another signed-in browser context (its own cookies), closed after the test. */
  newPlayer: (prefix: string) => Promise<Player>;
  /** An open 2-seat Pairs lobby hosted by `user`. */
  lobby: { id: string };
  /** Console errors matching this are expected by the test (e.g. a deliberately refused request). */
  allowedConsoleErrors: RegExp | null;
  pageErrorGuard: undefined;
  homePage: HomePage;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [null, { option: true }],

  pageErrorGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // Resource failures only name the status; the location says which URL it was.
        const where = message.location().url;
        if (!allowedConsoleErrors?.test(text)) problems.push(`console.error: ${text}${where ? ` (${where})` : ''}`);
      });
      await use(undefined);
      expect(problems, 'the page logged errors (hydration mismatch, CORS, crash…)').toEqual([]);
    },
    { auto: true },
  ],

  homePage: async ({ page }, use) => {
    await use(new HomePage(page));
  },

  // Playwright reads fixture dependencies from the destructuring pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  user: async ({}, use, testInfo) => {
    await use(await signUpViaApi(`u${testInfo.workerIndex}`));
  },

  signedInPage: async ({ page, context, user }, use) => {
    await signInContext(context, user);
    await use(page);
  },

  newPlayer: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (prefix) => openPlayer(browser, prefix, opened));
    for (const context of opened) await context.close();
  },

  lobby: async ({ user }, use) => {
    await use(await createLobbyViaApi(user.token, { gameId: 'test-pairs', seats: 2 }));
  },
});

async function openPlayer(browser: Browser, prefix: string, opened: BrowserContext[]): Promise<Player> {
  const user = await signUpViaApi(prefix);
  const context = await browser.newContext({ baseURL: WEB_URL });
  opened.push(context);
  await signInContext(context, user);
  const page = await context.newPage();
  return { user, context, page };
}

export { expect };
