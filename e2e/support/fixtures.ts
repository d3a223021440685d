// Shared fixtures: a home-page object, and a guard that fails any test whose page logs errors it did not expect.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

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

interface Fixtures {
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
});

export { expect };
